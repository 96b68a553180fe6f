/// Records the arguments `BindableState`'s dynamic member subscript is applied with, while a key
/// path is read on this thread (see ``KeyPathLearning``).
final class DynamicMemberRecorder: @unchecked Sendable {
  /// The recorder of the key path being read on this thread, if any.
  @TaskLocal static var current: DynamicMemberRecorder?

  // Only touched on the thread that installed the recorder, during `withValue`.
  private(set) var keyPaths: [AnyKeyPath] = []

  func record(_ keyPath: AnyKeyPath) {
    keyPaths.append(keyPath)
  }
}
