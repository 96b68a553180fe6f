import ComposableArchitecture

/// One case of a ``SwitchStore``: the content to show, with a store of the case's state, while
/// the state is in that case.
///
/// ```swift
/// CaseLet(state: /AppState.login, action: AppAction.login) { loginStore in
///   LoginView(store: loginStore)
/// }
/// CaseLet(state: \.newGame, action: AppAction.newGame) { NewGameView(store: $0) }
/// ```
///
/// Only meaningful inside a `SwitchStore`, whose builder accepts nothing else (but a trailing
/// ``Default``).
public struct CaseLet<GlobalState, GlobalAction, LocalState, LocalAction, Content: View> {
  let branch: SwitchCase<GlobalState, GlobalAction, RenderBranch>

  /// The case `toLocalState` extracts, whose actions `fromLocalAction` embeds.
  public init(
    state toLocalState: CasePath<GlobalState, LocalState>,
    action fromLocalAction: @escaping (LocalAction) -> GlobalAction,
    @ViewBuilder then content: @escaping (Store<LocalState, LocalAction>) -> Content
  ) {
    self.branch = SwitchCase(state: toLocalState, action: fromLocalAction) { store in
      RenderBranch { context in renderNodes(content(store), context: context) }
    }
  }
}

extension CaseLet where GlobalAction == LocalAction {
  /// The case `toLocalState` extracts, sending the switch's own actions.
  public init(
    state toLocalState: CasePath<GlobalState, LocalState>,
    @ViewBuilder then content: @escaping (Store<LocalState, LocalAction>) -> Content
  ) {
    self.init(state: toLocalState, action: { $0 }, then: content)
  }
}

extension CaseLet where GlobalState: CasePathable {
  /// The case of a `@CasePathable` enum named by a case key path.
  public init(
    state toLocalState: CaseKeyPath<GlobalState, LocalState>,
    action fromLocalAction: @escaping (LocalAction) -> GlobalAction,
    @ViewBuilder then content: @escaping (Store<LocalState, LocalAction>) -> Content
  ) {
    self.init(state: AnyCasePath(toLocalState), action: fromLocalAction, then: content)
  }
}
