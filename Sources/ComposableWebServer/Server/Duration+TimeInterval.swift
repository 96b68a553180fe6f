import Foundation

extension Duration {
  /// The duration in seconds, as `TimeInterval`: what Dispatch deadlines and rates take.
  ///
  /// ```swift
  /// Duration.milliseconds(1_500).timeInterval  // 1.5
  /// ```
  var timeInterval: TimeInterval {
    let (seconds, attoseconds) = components
    return TimeInterval(seconds) + TimeInterval(attoseconds) / 1e18
  }
}
