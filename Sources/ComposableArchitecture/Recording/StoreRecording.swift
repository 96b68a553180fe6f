/// Installs a recorder in the root stores created in a scope: how a live server records the
/// stores of a session without the page's code knowing.
///
/// ```swift
/// let recording = StoreRecording(capacity: 5_000, snapshotInterval: 1)
/// let session = StoreRecording.$current.withValue(recording) { makeSession() }
/// recording.recorders.first  // the recorder of the first root store the page made
/// ```
///
/// A root store reads ``current`` once, when it is created; the send path never looks at it, so
/// stores created outside such a scope pay nothing.
package final class StoreRecording: @unchecked Sendable {
  /// The recording root stores created in this task install themselves in.
  @TaskLocal package static var current: StoreRecording?

  package let capacity: Int
  package let snapshotInterval: Int
  /// The recorders installed so far, in the order their stores were created.
  package private(set) var recorders: [any InspectableRecording] = []

  package init(capacity: Int = 5_000, snapshotInterval: Int = 1) {
    self.capacity = capacity
    self.snapshotInterval = snapshotInterval
  }

  /// A recorder for a root store about to be created.
  func makeRecorder<State, Action>(
    state: State.Type, action: Action.Type
  ) -> ActionRecorder<State, Action> {
    let recorder = ActionRecorder<State, Action>(
      capacity: capacity, snapshotInterval: snapshotInterval)
    recorders.append(recorder)
    return recorder
  }
}
