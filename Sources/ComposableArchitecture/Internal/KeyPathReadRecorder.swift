import Synchronization

/// Records what `BindableState` is asked while a key path is read on this thread (see
/// ``KeyPathLearning``): the arguments its dynamic member subscript is applied with, and how many
/// times a projection (`$field`) is read.
///
/// ```swift
/// let recorder = KeyPathReadRecorder.recording { _ = state[keyPath: \.$userSettings.enableHaptics] }
/// recorder.keyPaths         // [\UserSettings.enableHaptics]
/// recorder.projectionReads  // 1
/// ```
final class KeyPathReadRecorder: @unchecked Sendable {
  /// The recorder of the key path being read on this thread, if any.
  @TaskLocal private static var current: KeyPathReadRecorder?
  /// How many recorders are in place, on any thread. Reads of bindable state look for theirs only
  /// while one is: finding the task-local costs more than the rest of a read.
  private static let activeCount = Atomic<Int>(0)

  // Only touched on the thread that installed the recorder, during `recording(_:)`.
  private(set) var keyPaths: [AnyKeyPath] = []
  private(set) var projectionReads = 0

  /// Runs `read` with a new recorder in place, and returns it.
  static func recording(_ read: () -> Void) -> KeyPathReadRecorder {
    let recorder = KeyPathReadRecorder()
    activeCount.add(1, ordering: .relaxed)
    defer { activeCount.subtract(1, ordering: .relaxed) }
    $current.withValue(recorder, operation: read)
    return recorder
  }

  /// Notes that the dynamic member subscript was applied with `keyPath`.
  static func recordArgument(_ keyPath: AnyKeyPath) {
    guard activeCount.load(ordering: .relaxed) > 0, let current else { return }
    current.keyPaths.append(keyPath)
  }

  /// Notes that a projection was read.
  static func recordProjectionRead() {
    guard activeCount.load(ordering: .relaxed) > 0, let current else { return }
    current.projectionReads += 1
  }
}
