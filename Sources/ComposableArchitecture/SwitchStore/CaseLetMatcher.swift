/// One case of an enum state, and how to turn a store of the enum into a store of that case: the
/// UI-agnostic half of a `CaseLet` view.
///
/// ```swift
/// let login = CaseLetMatcher(state: \AppState.Cases.login, action: AppAction.login)
/// if let loginStore = login.extract(from: appStore) {
///   showLogin(loginStore)
/// }
/// ```
///
/// A renderer's `CaseLet` holds one of these together with the content it builds from the child
/// store; ``SwitchCase`` erases the child's types so a switch can hold any number of cases.
public struct CaseLetMatcher<GlobalState, GlobalAction, LocalState, LocalAction> {
  /// Extracts the case's state from the enum, and embeds it back.
  public let toLocalState: CasePath<GlobalState, LocalState>
  /// Turns the case's actions into the enum store's actions.
  public let fromLocalAction: (LocalAction) -> GlobalAction

  /// A matcher for the case `toLocalState` extracts, sending through `fromLocalAction`.
  public init(
    state toLocalState: CasePath<GlobalState, LocalState>,
    action fromLocalAction: @escaping (LocalAction) -> GlobalAction
  ) {
    self.toLocalState = toLocalState
    self.fromLocalAction = fromLocalAction
  }

  /// Whether `state` is in this case.
  public func matches(_ state: GlobalState) -> Bool {
    toLocalState.extract(from: state) != nil
  }

  /// A store of the case's state, or `nil` when `store`'s state is not in this case now.
  ///
  /// The child store follows the case while the state stays in it. Once the state leaves the
  /// case it keeps the last value it saw, so a view that still holds it (for one last render, or
  /// an animation out) never crashes; actions it sends then reach the reducer, which reports
  /// them as sent for a case the state is no longer in.
  public func extract(
    from store: Store<GlobalState, GlobalAction>
  ) -> Store<LocalState, LocalAction>? {
    guard var lastValue = toLocalState.extract(from: store.currentState) else { return nil }
    let toLocalState = self.toLocalState
    return store.scope(
      state: { state in
        if let value = toLocalState.extract(from: state) { lastValue = value }
        return lastValue
      },
      action: fromLocalAction
    )
  }
}

extension CaseLetMatcher where GlobalState: CasePathable {
  /// A matcher for a case of a `@CasePathable` enum, named by its case key path.
  ///
  /// ```swift
  /// CaseLetMatcher(state: \.login, action: AppAction.login)
  /// ```
  public init(
    state toLocalState: CaseKeyPath<GlobalState, LocalState>,
    action fromLocalAction: @escaping (LocalAction) -> GlobalAction
  ) {
    self.init(state: AnyCasePath(toLocalState), action: fromLocalAction)
  }
}
