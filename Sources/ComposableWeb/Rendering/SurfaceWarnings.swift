import Foundation
import Synchronization

/// Warns, once per process, that a view asked for something the renderer accepts but draws
/// differently: a parameter of the SwiftUI surface it can't honour in a browser.
///
/// ```swift
/// SurfaceWarnings.report(
///   "animation(_:value:) animates every change below it, whatever `value` is")
/// ```
///
/// A line on standard error, not a test failure: 2021 views that pass such a parameter are
/// correct code, and their tests must not fail for what the browser can't do. Each message is
/// printed once, so a view rendered on every click doesn't flood the log. The SwiftUI-surface
/// article lists every message.
enum SurfaceWarnings {
  /// The messages printed, as a set to look up (a gap in a view is hit on every render of it)
  /// and in order.
  private static let reported = Mutex<(set: Set<String>, inOrder: [String])>(([], []))

  /// Prints `message` as a warning, unless it was printed before.
  static func report(_ message: String) {
    let isNew = reported.withLock { reported in
      guard reported.set.insert(message).inserted else { return false }
      reported.inOrder.append(message)
      return true
    }
    if isNew {
      FileHandle.standardError.write(Data("ComposableWeb warning: \(message)\n".utf8))
    }
  }

  /// The messages reported so far, in order.
  static var messages: [String] {
    reported.withLock { $0.inOrder }
  }
}
