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
  ///
  /// Inlinable, so the reducer it returns is specialized in the module that builds it: the
  /// collection lookup and the element update then run as concrete code instead of generic
  /// `OrderedDictionary` operations and metadata lookups on every action.
  @inlinable
  public func forEach<GlobalState, GlobalAction, GlobalEnvironment, ID: Hashable>(
    state toElementsState: WritableKeyPath<GlobalState, IdentifiedArray<ID, State>>,
    action toElementAction: CasePath<GlobalAction, (ID, Action)>,
    environment toElementEnvironment: @escaping (GlobalEnvironment) -> Environment,
    breakpointOnNil: Bool = true,
    _ fileID: StaticString = #fileID,
    _ line: UInt = #line
  ) -> Reducer<GlobalState, GlobalAction, GlobalEnvironment> {
    // Learns how to extract `/AppAction.todo(id:action:)`'s case once, instead of reflecting
    // on the enum for every action.
    let extraction = CaseExtraction(toElementAction)
    return forEach(
      state: toElementsState,
      extractAction: extraction.extractFunction,
      embedAction: toElementAction.embed,
      environment: toElementEnvironment,
      fileID,
      line
    )
  }

  /// The identified-collection `forEach`, over an action case given as its extract and embed
  /// functions.
  @inlinable
  func forEach<GlobalState, GlobalAction, GlobalEnvironment, ID: Hashable>(
    state toElementsState: WritableKeyPath<GlobalState, IdentifiedArray<ID, State>>,
    extractAction: @escaping (GlobalAction) -> (ID, Action)?,
    embedAction: @escaping ((ID, Action)) -> GlobalAction,
    environment toElementEnvironment: @escaping (GlobalEnvironment) -> Environment,
    _ fileID: StaticString,
    _ line: UInt
  ) -> Reducer<GlobalState, GlobalAction, GlobalEnvironment> {
    return Reducer<GlobalState, GlobalAction, GlobalEnvironment> {
      globalState, globalAction, globalEnvironment in
      guard let (id, elementAction) = extractAction(globalAction) else {
        return .none
      }
      // The lookup and the update happen in one in-place access to the collection: reading it
      // through the key path first costs a generic, unspecialized key path projection. And it
      // is one hash lookup, then an update by position: the `[id:]` subscript looks the id up
      // three times and moves the element out of the collection and back in.
      let effect = { (elements: inout IdentifiedArray<ID, State>) -> Effect<Action, Never>? in
        guard let index = elements.index(id: id) else { return nil }
        return self.reducer(
          &elements[index],
          elementAction,
          toElementEnvironment(globalEnvironment)
        )
      }(&globalState[keyPath: toElementsState])
      guard let effect else {
        reportMissingElement(globalAction, fileID: fileID, line: line)
        return .none
      }
      // Checked first so actions without effects allocate no mapping closure.
      guard !effect.isNone else { return .none }
      return effect.map { embedAction((id, $0)) }
    }
  }

  /// Moves this reducer onto every element of an identified collection along a case key path of
  /// a `@CasePathable` action.
  @inlinable
  public func forEach<GlobalState, GlobalAction: CasePathable, GlobalEnvironment, ID: Hashable>(
    state toElementsState: WritableKeyPath<GlobalState, IdentifiedArray<ID, State>>,
    action toElementAction: CaseKeyPath<GlobalAction, (ID, Action)>,
    environment toElementEnvironment: @escaping (GlobalEnvironment) -> Environment,
    breakpointOnNil: Bool = true,
    _ fileID: StaticString = #fileID,
    _ line: UInt = #line
  ) -> Reducer<GlobalState, GlobalAction, GlobalEnvironment> {
    // Extracting along a case key path looks the case up through key paths on every action;
    // the extraction learns the case once.
    let extraction = CaseExtraction(toElementAction)
    let casePath = extraction.casePath
    return forEach(
      state: toElementsState,
      extractAction: extraction.extractFunction,
      embedAction: casePath.embed,
      environment: toElementEnvironment,
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
  @inlinable
  public func forEach<GlobalState, GlobalAction: CasePathable, GlobalEnvironment, ID: Hashable>(
    state toElementsState: WritableKeyPath<GlobalState, IdentifiedArray<ID, State>>,
    action toElementAction: CaseKeyPath<GlobalAction, (id: ID, action: Action)>,
    environment toElementEnvironment: @escaping (GlobalEnvironment) -> Environment,
    breakpointOnNil: Bool = true,
    _ fileID: StaticString = #fileID,
    _ line: UInt = #line
  ) -> Reducer<GlobalState, GlobalAction, GlobalEnvironment> {
    let extraction = CaseExtraction(toElementAction)
    let labeled = extraction.casePath
    let extract = extraction.extractFunction
    return forEach(
      state: toElementsState,
      extractAction: { extract($0).map { ($0.id, $0.action) } },
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
  @inlinable
  public func forEach<GlobalState, GlobalAction, GlobalEnvironment>(
    state toElementsState: WritableKeyPath<GlobalState, [State]>,
    action toElementAction: CasePath<GlobalAction, (Int, Action)>,
    environment toElementEnvironment: @escaping (GlobalEnvironment) -> Environment,
    breakpointOnNil: Bool = true,
    _ fileID: StaticString = #fileID,
    _ line: UInt = #line
  ) -> Reducer<GlobalState, GlobalAction, GlobalEnvironment> {
    let extract = CaseExtraction(toElementAction).extractFunction
    return Reducer<GlobalState, GlobalAction, GlobalEnvironment> {
      globalState, globalAction, globalEnvironment in
      guard let (index, elementAction) = extract(globalAction) else {
        return .none
      }
      guard globalState[keyPath: toElementsState].indices.contains(index) else {
        reportIndexOutOfBounds(index, globalAction, fileID: fileID, line: line)
        return .none
      }
      let effect = self.reducer(
        &globalState[keyPath: toElementsState][index],
        elementAction,
        toElementEnvironment(globalEnvironment)
      )
      guard !effect.isNone else { return .none }
      return effect.map { toElementAction.embed((index, $0)) }
    }
  }
}

extension Reducer {
  /// Moves this reducer onto every value of a dictionary, addressed by key.
  ///
  /// ```swift
  /// let appReducer = counterReducer.forEach(
  ///   state: \AppState.countersByName,
  ///   action: /AppAction.counter(name:action:),
  ///   environment: { _ in CounterEnvironment() }
  /// )
  /// ```
  ///
  /// An action for a key that is not in the dictionary is reported as a runtime warning naming
  /// the action and this call's location, and ignored.
  @inlinable
  public func forEach<GlobalState, GlobalAction, GlobalEnvironment, Key: Hashable>(
    state toElementsState: WritableKeyPath<GlobalState, [Key: State]>,
    action toElementAction: CasePath<GlobalAction, (Key, Action)>,
    environment toElementEnvironment: @escaping (GlobalEnvironment) -> Environment,
    breakpointOnNil: Bool = true,
    _ fileID: StaticString = #fileID,
    _ line: UInt = #line
  ) -> Reducer<GlobalState, GlobalAction, GlobalEnvironment> {
    let extract = CaseExtraction(toElementAction).extractFunction
    return Reducer<GlobalState, GlobalAction, GlobalEnvironment> {
      globalState, globalAction, globalEnvironment in
      guard let (key, elementAction) = extract(globalAction) else {
        return .none
      }
      // One in-place access: the value is updated where it is, not copied out and back in.
      let effect = { (elements: inout [Key: State]) -> Effect<Action, Never>? in
        guard let index = elements.index(forKey: key) else { return nil }
        return self.reducer(
          &elements.values[index],
          elementAction,
          toElementEnvironment(globalEnvironment)
        )
      }(&globalState[keyPath: toElementsState])
      guard let effect else {
        reportMissingElement(globalAction, fileID: fileID, line: line)
        return .none
      }
      guard !effect.isNone else { return .none }
      return effect.map { toElementAction.embed((key, $0)) }
    }
  }
}

// The reports live outside the inlinable reducers: they are the cold path, and they use this
// module's internal helpers.

/// Reports an action for an element that is not in a `forEach` reducer's collection.
@usableFromInline
func reportMissingElement<Action>(_ action: Action, fileID: StaticString, line: UInt) {
  reportLibraryIssue(
    """
    A "forEach" reducer at "\(fileID):\(line)" received an action for an element that is not \
    in the collection.

      Action:
        \(debugCaseOutput(action))

    The action was ignored. This usually means an effect of a removed element kept running \
    (cancel it when removing the element), or a view sent an action for a removed row.
    """,
    fileID: fileID,
    line: line
  )
}

/// Reports an action for an index outside an array `forEach` reducer's collection.
@usableFromInline
func reportIndexOutOfBounds<Action>(
  _ index: Int, _ action: Action, fileID: StaticString, line: UInt
) {
  reportLibraryIssue(
    """
    A "forEach" reducer at "\(fileID):\(line)" received an action for index \(index), which \
    is out of bounds.

      Action:
        \(debugCaseOutput(action))

    The action was ignored.
    """,
    fileID: fileID,
    line: line
  )
}
