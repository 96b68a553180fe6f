import IssueReporting

extension Reducer {
  /// Moves this reducer onto a field of a larger state, an action case of a larger action, and a
  /// part of a larger environment.
  ///
  /// ```swift
  /// let appReducer = Reducer<AppState, AppAction, AppEnvironment>.combine(
  ///   settingsReducer.pullback(
  ///     state: \.settings,
  ///     action: /AppAction.settings,
  ///     environment: { SettingsEnvironment(mainQueue: $0.mainQueue) }
  ///   ),
  ///   …
  /// )
  /// ```
  ///
  /// The result ignores actions that are not in `toLocalAction`'s case.
  ///
  /// Like the other operators, inlinable so the reducer it returns is specialized in the module
  /// that builds it, instead of running generic code with metadata lookups on every action.
  @inlinable
  public func pullback<GlobalState, GlobalAction, GlobalEnvironment>(
    state toLocalState: WritableKeyPath<GlobalState, State>,
    action toLocalAction: CasePath<GlobalAction, Action>,
    environment toLocalEnvironment: @escaping (GlobalEnvironment) -> Environment
  ) -> Reducer<GlobalState, GlobalAction, GlobalEnvironment> {
    // Learns how to extract `/AppAction.settings`'s case once, instead of reflecting on the enum
    // for every action.
    pullback(
      state: toLocalState,
      extraction: CaseExtraction(toLocalAction),
      environment: toLocalEnvironment
    )
  }

  /// The key-path `pullback`, over an action case given as its extraction.
  @inlinable
  func pullback<GlobalState, GlobalAction, GlobalEnvironment>(
    state toLocalState: WritableKeyPath<GlobalState, State>,
    extraction: CaseExtraction<GlobalAction, Action>,
    environment toLocalEnvironment: @escaping (GlobalEnvironment) -> Environment
  ) -> Reducer<GlobalState, GlobalAction, GlobalEnvironment> {
    let toLocalAction = extraction.casePath
    let extract = extraction.extractFunction
    return Reducer<GlobalState, GlobalAction, GlobalEnvironment> {
      globalState, globalAction, globalEnvironment in
      guard let localAction = extract(globalAction) else { return .none }
      let effect = self.reducer(
        &globalState[keyPath: toLocalState],
        localAction,
        toLocalEnvironment(globalEnvironment)
      )
      // Checked first so actions without effects allocate no mapping closure.
      guard !effect.isNone else { return .none }
      return effect.map(toLocalAction.embed)
    }
  }

  /// Moves this reducer onto a field of a larger state along a case key path of a
  /// `@CasePathable` action.
  ///
  /// ```swift
  /// loginReducer.pullback(state: \.login, action: \.login, environment: { $0.login })
  /// ```
  public func pullback<GlobalState, GlobalAction: CasePathable, GlobalEnvironment>(
    state toLocalState: WritableKeyPath<GlobalState, State>,
    action toLocalAction: CaseKeyPath<GlobalAction, Action>,
    environment toLocalEnvironment: @escaping (GlobalEnvironment) -> Environment
  ) -> Reducer<GlobalState, GlobalAction, GlobalEnvironment> {
    pullback(
      state: toLocalState,
      extraction: CaseExtraction(toLocalAction),
      environment: toLocalEnvironment
    )
  }

  /// Moves this reducer onto one case of an enum state.
  ///
  /// ```swift
  /// let appReducer = Reducer<AppState, AppAction, AppEnvironment>.combine(
  ///   loginReducer.pullback(
  ///     state: /AppState.login,
  ///     action: /AppAction.login,
  ///     environment: { LoginEnvironment(authenticationClient: $0.authenticationClient) }
  ///   ),
  ///   …
  /// )
  /// ```
  ///
  /// The reducer runs only while the global state is in that case, and its changes are written
  /// back into the case. An action that arrives while the state is in another case is an
  /// application logic error: it is reported as a runtime warning naming the action and this
  /// call's location, and ignored.
  @inlinable
  public func pullback<GlobalState, GlobalAction, GlobalEnvironment>(
    state toLocalState: CasePath<GlobalState, State>,
    action toLocalAction: CasePath<GlobalAction, Action>,
    environment toLocalEnvironment: @escaping (GlobalEnvironment) -> Environment,
    breakpointOnNil: Bool = true,
    _ fileID: StaticString = #fileID,
    _ line: UInt = #line
  ) -> Reducer<GlobalState, GlobalAction, GlobalEnvironment> {
    pullback(
      state: CaseExtraction(toLocalState),
      action: CaseExtraction(toLocalAction),
      environment: toLocalEnvironment,
      fileID,
      line
    )
  }

  /// The case-path `pullback`, over the state's and the action's cases given as their
  /// extractions.
  @inlinable
  func pullback<GlobalState, GlobalAction, GlobalEnvironment>(
    state stateExtraction: CaseExtraction<GlobalState, State>,
    action actionExtraction: CaseExtraction<GlobalAction, Action>,
    environment toLocalEnvironment: @escaping (GlobalEnvironment) -> Environment,
    _ fileID: StaticString,
    _ line: UInt
  ) -> Reducer<GlobalState, GlobalAction, GlobalEnvironment> {
    let toLocalState = stateExtraction.casePath
    let toLocalAction = actionExtraction.casePath
    let extractAction = actionExtraction.extractFunction
    let extractState = stateExtraction.extractFunction
    return Reducer<GlobalState, GlobalAction, GlobalEnvironment> {
      globalState, globalAction, globalEnvironment in
      guard let localAction = extractAction(globalAction) else { return .none }
      guard var localState = extractState(globalState) else {
        reportWrongCase(globalAction, state: globalState, fileID: fileID, line: line)
        return .none
      }
      let effect = self.reducer(&localState, localAction, toLocalEnvironment(globalEnvironment))
      globalState = toLocalState.embed(localState)
      guard !effect.isNone else { return .none }
      return effect.map(toLocalAction.embed)
    }
  }

  /// Moves this reducer onto one case of an enum state along case key paths of `@CasePathable`
  /// enums.
  public func pullback<GlobalState: CasePathable, GlobalAction: CasePathable, GlobalEnvironment>(
    state toLocalState: CaseKeyPath<GlobalState, State>,
    action toLocalAction: CaseKeyPath<GlobalAction, Action>,
    environment toLocalEnvironment: @escaping (GlobalEnvironment) -> Environment,
    breakpointOnNil: Bool = true,
    _ fileID: StaticString = #fileID,
    _ line: UInt = #line
  ) -> Reducer<GlobalState, GlobalAction, GlobalEnvironment> {
    pullback(
      state: CaseExtraction(toLocalState),
      action: CaseExtraction(toLocalAction),
      environment: toLocalEnvironment,
      fileID,
      line
    )
  }
}

/// Reports an action for a reducer pulled back along a case path while the state is in another
/// case. Outside the inlinable reducer: the cold path, using this module's internal helpers.
@usableFromInline
func reportWrongCase<Action, State>(
  _ action: Action, state: State, fileID: StaticString, line: UInt
) {
  reportLibraryIssue(
    """
    A reducer pulled back along a case path at "\(fileID):\(line)" received an action while \
    its state was in another case.

      Action:
        \(debugCaseOutput(action))
      State case:
        \(debugCaseOutput(state))

    The action was ignored. This usually means an effect of the case kept running after the \
    state left it (cancel it when leaving the case), or a view sent an action for a case that \
    is no longer shown.
    """,
    fileID: fileID,
    line: line
  )
}
