extension Reducer {
  /// Records every action this reducer runs into `recorder`, with the effects it starts.
  ///
  /// ```swift
  /// let recorder = ActionRecorder<AppState, AppAction>()
  /// let store = Store(
  ///   initialState: AppState(),
  ///   reducer: appReducer.recording(into: recorder),
  ///   environment: .live
  /// )
  /// ```
  ///
  /// Apply it last, to the root reducer, so the recorder sees the actions the store receives.
  /// One recorder records one store: its history is the sequence of one state.
  public func recording(into recorder: ActionRecorder<State, Action>) -> Reducer {
    Reducer { state, action, environment in
      if recorder.replayReducer == nil {
        recorder.replayReducer = { state, action in _ = self.run(&state, action, environment) }
      }
      return recorder.record(&state, action) { self.run(&$0, $1, environment) }
    }
  }
}
