import IssueReporting

extension Reducer {
  /// Turns this reducer into one over optional state that runs only while the state is non-nil.
  ///
  /// ```swift
  /// let appReducer = Reducer<AppState, AppAction, AppEnvironment>.combine(
  ///   factPromptReducer
  ///     .optional()
  ///     .pullback(state: \.factPrompt, action: /AppAction.factPrompt, environment: { $0 }),
  ///   …
  /// )
  /// ```
  ///
  /// An action that arrives while the state is `nil` is an application logic error: it is
  /// reported as a runtime warning naming the action and this call's location, and ignored.
  /// Combine the optional reducer *before* the parent reducer that sets the state to `nil`, so
  /// the child sees its last action.
  @inlinable
  public func optional(
    breakpointOnNil: Bool = true,
    _ fileID: StaticString = #fileID,
    _ line: UInt = #line
  ) -> Reducer<State?, Action, Environment> {
    Reducer<State?, Action, Environment> { state, action, environment in
      guard state != nil else {
        reportNilState(action, fileID: fileID, line: line)
        return .none
      }
      return self.reducer(&state!, action, environment)
    }
  }
}

/// Reports an action for an optional reducer whose state is nil. Outside the inlinable reducer:
/// the cold path, using this module's internal helpers.
@usableFromInline
func reportNilState<Action>(_ action: Action, fileID: StaticString, line: UInt) {
  reportLibraryIssue(
    """
    An "optional" reducer at "\(fileID):\(line)" received an action while its state was nil.

      Action:
        \(debugCaseOutput(action))

    The action was ignored. This usually means an effect kept running after the state became \
    nil (cancel it when clearing the state), a view sent an action for state that is gone, or \
    the parent reducer set the state to nil before this reducer ran (combine this reducer \
    first).
    """,
    fileID: fileID,
    line: line
  )
}
