import Foundation

/// Learns the arguments of the ``BindableState`` dynamic member subscripts in a key path, so a
/// dump can name them.
///
/// A key path object keeps its subscript arguments private: `\.$userSettings.enableHaptics` holds
/// `\UserSettings.enableHaptics` inside, and no API reads it back out. The subscript itself sees
/// the argument when the key path is applied, so applying the key path once with a recorder in
/// place reveals them, in order.
final class DynamicMemberRecorder: @unchecked Sendable {
  /// The recorder of the key path being applied on this thread, if any.
  @TaskLocal static var current: DynamicMemberRecorder?

  // Only touched on the thread that installed the recorder, during `withValue`.
  private var keyPaths: [AnyKeyPath] = []

  private init() {}

  func record(_ keyPath: AnyKeyPath) {
    keyPaths.append(keyPath)
  }

  private static let lock = NSLock()
  nonisolated(unsafe) private static var learned: [AnyKeyPath: [AnyKeyPath]] = [:]

  /// Learns the dynamic member arguments of `keyPath` by reading it from `root`, once per key path.
  static func learnArguments<Root, Value>(of keyPath: KeyPath<Root, Value>, on root: Root) {
    guard arguments(of: keyPath) == nil else { return }
    let recorder = DynamicMemberRecorder()
    $current.withValue(recorder) { _ = root[keyPath: keyPath] }
    lock.withLock { learned[keyPath] = recorder.keyPaths }
  }

  /// The dynamic member arguments of `keyPath`, outermost first, if it was ever learned.
  static func arguments(of keyPath: AnyKeyPath) -> [AnyKeyPath]? {
    lock.withLock { learned[keyPath] }
  }
}
