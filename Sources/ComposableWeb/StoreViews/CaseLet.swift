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

/// The content of a ``SwitchStore``'s cases that handle no case before it: shown for any other
/// case.
///
/// ```swift
/// SwitchStore(store) {
///   CaseLet(state: /AppState.login, action: AppAction.login, then: LoginView.init)
///   Default { Text("Coming soon") }
/// }
/// ```
public struct Default<Content: View> {
  let content: () -> Content

  public init(@ViewBuilder content: @escaping () -> Content) {
    self.content = content
  }
}

/// What a switch branch renders: its content, given the context of the switch's boundary.
struct RenderBranch {
  let render: (RenderContext) -> [Node]
}
