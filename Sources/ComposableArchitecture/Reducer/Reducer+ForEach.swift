import IssueReporting

extension Reducer {
  /// Moves this reducer onto every element of an identified collection in a larger state.
  ///
  /// ```swift
  /// let appReducer = Reducer<AppState, AppAction, AppEnvironment>.combine(
  ///   counterReducer.forEach(
  ///     state: \.counters,
  ///     action: /AppAction.counter(id:action:),
  ///     environment: { _ in CounterEnvironment() }
  ///   ),
  ///   …
  /// )
  /// ```
  ///
  /// An element action runs the reducer on the element with that id only: it is looked up by id,
  /// so the cost does not grow with the collection. An action for an id that is not in the
  /// collection is an application logic error: it is reported as a runtime warning naming the
  /// action and this call's location, and ignored.
  public func forEach<GlobalState, GlobalAction, GlobalEnvironment, ID: Hashable>(
    state toElementsState: WritableKeyPath<GlobalState, IdentifiedArray<ID, State>>,
    action toElementAction: CasePath<GlobalAction, (ID, Action)>,
    environment toElementEnvironment: @escaping (GlobalEnvironment) -> Environment,
    breakpointOnNil: Bool = true,
    _ fileID: StaticString = #fileID,
    _ line: UInt = #line
  ) -> Reducer<GlobalState, GlobalAction, GlobalEnvironment> {
    forEach(
      state: toElementsState,
      extractAction: toElementAction.extract(from:),
      embedAction: toElementAction.embed,
      environment: toElementEnvironment,
      fileID,
      line
    )
  }

  /// The identified-collection `forEach`, over an action case given as its extract and embed
  /// functions.
  private func forEach<GlobalState, GlobalAction, GlobalEnvironment, ID: Hashable>(
    state toElementsState: WritableKeyPath<GlobalState, IdentifiedArray<ID, State>>,
    extractAction: @escaping (GlobalAction) -> (ID, Action)?,
    embedAction: @escaping ((ID, Action)) -> GlobalAction,
    environment toElementEnvironment: @escaping (GlobalEnvironment) -> Environment,
    _ fileID: StaticString,
    _ line: UInt
  ) -> Reducer<GlobalState, GlobalAction, GlobalEnvironment> {
    return Reducer<GlobalState, GlobalAction, GlobalEnvironment> { globalState, globalAction, globalEnvironment in
      guard let (id, elementAction) = extractAction(globalAction) else {
        return .none
      }
      // Checked before the in-place write below, which would otherwise insert nothing and run
      // nothing without a word.
      guard globalState[keyPath: toElementsState][id: id] != nil else {
        reportIssue(
          """
          A "forEach" reducer at "\(fileID):\(line)" received an action for an element that is \
          not in the collection.

            Action:
              \(debugCaseOutput(globalAction))

          The action was ignored. This usually means an effect of a removed element kept running \
          (cancel it when removing the element), or a view sent an action for a removed row.
          """,
          fileID: fileID,
          line: line
        )
        return .none
      }
      return self.reducer(
        &globalState[keyPath: toElementsState][id: id]!,
        elementAction,
        toElementEnvironment(globalEnvironment)
      )
      .map { embedAction((id, $0)) }
    }
  }

  /// Moves this reducer onto every element of an identified collection along a case key path of
  /// a `@CasePathable` action.
  public func forEach<GlobalState, GlobalAction: CasePathable, GlobalEnvironment, ID: Hashable>(
    state toElementsState: WritableKeyPath<GlobalState, IdentifiedArray<ID, State>>,
    action toElementAction: CaseKeyPath<GlobalAction, (ID, Action)>,
    environment toElementEnvironment: @escaping (GlobalEnvironment) -> Environment,
    breakpointOnNil: Bool = true,
    _ fileID: StaticString = #fileID,
    _ line: UInt = #line
  ) -> Reducer<GlobalState, GlobalAction, GlobalEnvironment> {
    forEach(
      state: toElementsState,
      action: AnyCasePath(toElementAction),
      environment: toElementEnvironment,
      breakpointOnNil: breakpointOnNil,
      fileID,
      line
    )
  }

  /// Moves this reducer onto every element of an identified collection along a case key path of
  /// a `@CasePathable` action whose case labels its id and action, as 2021 actions did:
  ///
  /// ```swift
  /// @CasePathable
  /// enum AppAction {
  ///   case counter(id: UUID, action: CounterAction)
  /// }
  ///
  /// counterReducer.forEach(state: \.counters, action: \.counter, environment: { _ in … })
  /// ```
  ///
  /// The labels make the case's value a different tuple type from `(ID, Action)`, and key paths
  /// don't convert between the two, so this overload does it.
  public func forEach<GlobalState, GlobalAction: CasePathable, GlobalEnvironment, ID: Hashable>(
    state toElementsState: WritableKeyPath<GlobalState, IdentifiedArray<ID, State>>,
    action toElementAction: CaseKeyPath<GlobalAction, (id: ID, action: Action)>,
    environment toElementEnvironment: @escaping (GlobalEnvironment) -> Environment,
    breakpointOnNil: Bool = true,
    _ fileID: StaticString = #fileID,
    _ line: UInt = #line
  ) -> Reducer<GlobalState, GlobalAction, GlobalEnvironment> {
    let labeled = AnyCasePath(toElementAction)
    return forEach(
      state: toElementsState,
      extractAction: { labeled.extract(from: $0).map { ($0.id, $0.action) } },
      embedAction: { labeled.embed((id: $0.0, action: $0.1)) },
      environment: toElementEnvironment,
      fileID,
      line
    )
  }

  /// Moves this reducer onto every element of an array, addressed by index.
  ///
  /// Indices shift when elements move, so an effect's action can reach the wrong element; prefer
  /// the `IdentifiedArray` form. An out-of-bounds index is reported as a runtime warning.
  public func forEach<GlobalState, GlobalAction, GlobalEnvironment>(
    state toElementsState: WritableKeyPath<GlobalState, [State]>,
    action toElementAction: CasePath<GlobalAction, (Int, Action)>,
    environment toElementEnvironment: @escaping (GlobalEnvironment) -> Environment,
    breakpointOnNil: Bool = true,
    _ fileID: StaticString = #fileID,
    _ line: UInt = #line
  ) -> Reducer<GlobalState, GlobalAction, GlobalEnvironment> {
    return Reducer<GlobalState, GlobalAction, GlobalEnvironment> { globalState, globalAction, globalEnvironment in
      guard let (index, elementAction) = toElementAction.extract(from: globalAction) else {
        return .none
      }
      guard globalState[keyPath: toElementsState].indices.contains(index) else {
        reportIssue(
          """
          A "forEach" reducer at "\(fileID):\(line)" received an action for index \(index), \
          which is out of bounds.

            Action:
              \(debugCaseOutput(globalAction))

          The action was ignored.
          """,
          fileID: fileID,
          line: line
        )
        return .none
      }
      return self.reducer(
        &globalState[keyPath: toElementsState][index],
        elementAction,
        toElementEnvironment(globalEnvironment)
      )
      .map { toElementAction.embed((index, $0)) }
    }
  }
}
