extension ActionRecorder {
  /// The kept history as a ``BugReport``: the state before the first kept action, every kept
  /// action, and the present state.
  ///
  /// ```swift
  /// let data = try recorder.bugReport().json()
  /// ```
  public func bugReport() -> BugReport<State, Action> {
    BugReport(
      firstStep: firstStep,
      recordedAt: startDate,
      initialState: state(at: firstStep),
      finalState: state(at: stepCount),
      actions: actions
    )
  }

  /// A recorder holding a report's actions, rebuilt by running them through this recorder's
  /// reducer from the report's initial state; its states show in this recorder's store.
  ///
  /// Throws ``BugReportError/missingInitialState(stateType:)`` for a report without one.
  func replaying(_ report: BugReport<State, Action>) throws -> ActionRecorder {
    guard let initialState = report.initialState else {
      throw BugReportError.missingInitialState(stateType: report.stateType)
    }
    let replay = ActionRecorder(
      capacity: max(report.actions.count, snapshotInterval), snapshotInterval: snapshotInterval)
    replay.displayTarget = self
    guard let replayReducer else { return replay }
    replay.replayReducer = replayReducer
    var state = initialState
    for recorded in report.actions {
      _ = replay.append(recorded.action, to: &state, at: recorded.time) { state, action in
        replayReducer(&state, action)
        return .none
      }
    }
    return replay
  }
}
