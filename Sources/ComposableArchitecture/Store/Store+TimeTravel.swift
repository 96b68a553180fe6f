extension Store {
  /// Puts `state` into this root store and tells its observers, without running the reducer or
  /// any effect: how time travel shows a past state, and the present again.
  ///
  /// Returns `false`, changing nothing, on a scoped store or while the reducer runs.
  package func showTimeTravelState(_ state: State) -> Bool {
    guard isRoot, !runtime.isSending else { return false }
    _state = state
    runtime.version &+= 1
    if !observers.isEmpty {
      publish()
    }
    return true
  }

  /// The reducer a root store runs: `reducer`, wrapped by a recorder if the store is created
  /// inside a ``StoreRecording`` scope (the store then hands the recorder itself).
  static func recordingReducer(
    _ reducer: @escaping (inout State, Action) -> Effect<Action, Never>
  ) -> (
    reducer: (inout State, Action) -> Effect<Action, Never>,
    recorder: ActionRecorder<State, Action>?
  ) {
    guard let recording = StoreRecording.current else { return (reducer, nil) }
    let recorder = recording.makeRecorder(state: State.self, action: Action.self)
    return (recorder.wrap(reducer), recorder)
  }
}
