import IssueReporting

extension Store {
  /// Resolves a switch over this store's enum state against the current state: the first
  /// branch that handles it builds its content from this store.
  ///
  /// ```swift
  /// switch appStore.switchCase(cases) {
  /// case let .matched(_, content): show(content)
  /// case let .unhandled(caseName): showWarning("Unhandled case \(caseName)")
  /// }
  /// ```
  ///
  /// Branches are tried in order, so the first one for a case wins and a `default` handles
  /// whatever the branches before it don't. Exhaustivity is checked at run time: when no branch
  /// handles the state, a runtime warning naming the case and this call's location is reported
  /// (failing the test if one is running) and the result is ``SwitchOutcome/unhandled(caseName:)``
  /// — never a crash.
  public func switchCase<Content>(
    _ cases: [SwitchCase<State, Action, Content>],
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> SwitchOutcome<Content> {
    let state = currentState
    for (index, branch) in cases.enumerated() where branch.matches(state) {
      if let content = branch.content(for: self) {
        return .matched(index: index, content: content)
      }
    }
    let caseName = enumCaseName(state)
    let qualifiedName = "\(typeName(State.self)).\(caseName)"
    reportLibraryIssue(
      """
      A switch at "\(fileID):\(line)" encountered the case "\(qualifiedName)", which none of \
      its cases handles.

      Add a "CaseLet" for "\(qualifiedName)", or a "Default" at the end of the switch.
      """,
      fileID: fileID,
      filePath: filePath,
      line: line,
      column: column
    )
    return .unhandled(caseName: caseName)
  }

  /// Calls `onChange` with the new state each time the state moves to another enum case; changes
  /// within a case don't call it. Not called at registration. Cancel the returned value to stop.
  ///
  /// This is how a switch is de-duplicated: it re-renders only when the case changes, and the
  /// child store it handed out follows changes within the case. For state that is not an enum,
  /// every change counts.
  public func observeCase(_ onChange: @escaping (State) -> Void) -> AnyCancellable {
    let readTag = enumTagReader(verifiedOn: currentState)
    var lastTag = readTag(currentState)
    let observation = addObserver { [unowned(unsafe) self] in
      let state = self.currentState
      let tag = readTag(state)
      guard tag == nil || tag != lastTag else { return }
      lastTag = tag
      onChange(state)
    }
    // The cancellable keeps this store alive, so `store.scope(…).observeCase(…)` keeps working.
    return AnyCancellable { self.removeObserver(observation) }
  }

  /// Resolves a switch now and each time the state moves to another case, calling `onChange`
  /// with the outcome: the UI-agnostic form of `SwitchStore`.
  ///
  /// ```swift
  /// let cancellable = appStore.observeSwitch([
  ///   SwitchCase(state: \.login, action: AppAction.login) { LoginScreen(store: $0) },
  ///   SwitchCase(state: \.newGame, action: AppAction.newGame) { NewGameScreen(store: $0) },
  /// ]) { outcome in
  ///   present(outcome.content)
  /// }
  /// ```
  ///
  /// See ``switchCase(_:fileID:filePath:line:column:)`` for the order of branches and the
  /// exhaustivity warning, which is reported each time the state enters an unhandled case.
  public func observeSwitch<Content>(
    _ cases: [SwitchCase<State, Action, Content>],
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column,
    _ onChange: @escaping (SwitchOutcome<Content>) -> Void
  ) -> AnyCancellable {
    let resolve = { [unowned(unsafe) self] in
      onChange(
        self.switchCase(cases, fileID: fileID, filePath: filePath, line: line, column: column)
      )
    }
    resolve()
    return observeCase { _ in resolve() }
  }

  /// Calls `unwrap` with a store of one case's state each time the state enters that case, and
  /// `else` each time it leaves it: ``ifLet(then:else:)`` for a single enum case.
  ///
  /// ```swift
  /// let cancellable = appStore.ifCaseLet(state: \.login, action: AppAction.login) { loginStore in
  ///   showLogin(loginStore)
  /// }
  /// ```
  public func ifCaseLet<LocalState, LocalAction>(
    _ matcher: CaseLetMatcher<State, Action, LocalState, LocalAction>,
    then unwrap: @escaping (Store<LocalState, LocalAction>) -> Void,
    else: @escaping () -> Void = {}
  ) -> any Cancellable {
    scope(state: matcher.toLocalState.extract(from:), action: matcher.fromLocalAction)
      .ifLet(then: unwrap, else: `else`)
  }

  /// Calls `unwrap` with a store of one case's state each time the state enters that case, and
  /// `else` each time it leaves it.
  public func ifCaseLet<LocalState, LocalAction>(
    state toLocalState: CasePath<State, LocalState>,
    action fromLocalAction: @escaping (LocalAction) -> Action,
    then unwrap: @escaping (Store<LocalState, LocalAction>) -> Void,
    else: @escaping () -> Void = {}
  ) -> any Cancellable {
    ifCaseLet(
      CaseLetMatcher(state: toLocalState, action: fromLocalAction), then: unwrap, else: `else`
    )
  }
}

extension Store where State: CasePathable {
  /// Calls `unwrap` with a store of one case's state each time the state enters that case, and
  /// `else` each time it leaves it; the case is named by its case key path.
  public func ifCaseLet<LocalState, LocalAction>(
    state toLocalState: CaseKeyPath<State, LocalState>,
    action fromLocalAction: @escaping (LocalAction) -> Action,
    then unwrap: @escaping (Store<LocalState, LocalAction>) -> Void,
    else: @escaping () -> Void = {}
  ) -> any Cancellable {
    ifCaseLet(
      CaseLetMatcher(state: toLocalState, action: fromLocalAction), then: unwrap, else: `else`
    )
  }
}
