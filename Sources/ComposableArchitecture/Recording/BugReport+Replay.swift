extension BugReport {
  /// Runs the report's actions through `reducer`, from the report's initial state or
  /// `initialState`, with effects discarded, and returns the final state.
  ///
  /// ```swift
  /// let report = try BugReport<AppState, AppAction>(json: data)
  /// let state = try report.replay(reducer: appReducer, environment: .mock)
  /// #expect(state.todos.count == 3)
  /// ```
  ///
  /// Effects are discarded because their actions are in the report already: the recorder
  /// records every action the store receives, effect output included, in the order it ran.
  /// Throws ``BugReportError/missingInitialState(stateType:)`` when neither the report nor the
  /// caller has a state to start from. A report whose session dropped actions (``firstStep``
  /// above 0) can only be replayed from its own initial state: a given one is reported as an
  /// issue, since the dropped actions are missing from it.
  public func replay<Environment>(
    reducer: Reducer<State, Action, Environment>,
    environment: Environment,
    from initialState: State? = nil
  ) throws -> State {
    guard var state = initialState ?? self.initialState else {
      throw BugReportError.missingInitialState(stateType: stateType)
    }
    if initialState != nil, firstStep > 0 {
      reportLibraryIssue(
        """
        This bug report starts at step \(firstStep): the session's first \(firstStep) actions \
        were dropped to bound the recorder's memory, so a replay from the session's initial \
        state misses them. Replay from the report's own initial state (make \(stateType) \
        Codable), or record with a larger capacity.
        """
      )
    }
    for recorded in actions {
      _ = reducer.run(&state, recorded.action, environment)
    }
    return state
  }
}
