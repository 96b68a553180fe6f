import ComposableArchitecture

/// Shows `then` with a store of the unwrapped state while the state is non-nil, and `else`
/// while it is nil.
///
/// ```swift
/// IfLetStore(
///   store.scope(state: \.factPrompt, action: AppAction.factPrompt),
///   then: FactPromptView.init(store:),
///   else: { Text("No fact yet") }
/// )
/// ```
///
/// An observation boundary that re-renders only when the state flips between nil and non-nil;
/// changes to the unwrapped state reach the `then` content through its store. That store keeps
/// the last non-nil state once the state becomes nil, so content still holding it never
/// crashes.
public struct IfLetStore<State, Action, Content: View>: View {
  let store: Store<State?, Action>
  let renderThen: (Store<State, Action>, RenderContext) -> [Node]
  let renderElse: (RenderContext) -> [Node]

  /// Shows `then` while the state is non-nil, `else` while it is nil.
  public init<IfContent: View, ElseContent: View>(
    _ store: Store<State?, Action>,
    @ViewBuilder then ifContent: @escaping (Store<State, Action>) -> IfContent,
    @ViewBuilder else elseContent: @escaping () -> ElseContent
  ) where Content == _ConditionalContent<IfContent, ElseContent> {
    self.store = store
    self.renderThen = { store, context in renderNodes(ifContent(store), context: context) }
    self.renderElse = { context in renderNodes(elseContent(), context: context) }
  }

  /// Shows `then` while the state is non-nil, and the view `else` while it is nil — the
  /// spelling of earlier 2021 releases.
  ///
  /// ```swift
  /// IfLetStore(store.scope(state: \.detail), then: DetailView.init, else: ProgressView())
  /// ```
  public init<IfContent: View, ElseContent: View>(
    _ store: Store<State?, Action>,
    @ViewBuilder then ifContent: @escaping (Store<State, Action>) -> IfContent,
    else elseContent: @autoclosure @escaping () -> ElseContent
  ) where Content == _ConditionalContent<IfContent, ElseContent> {
    self.init(store, then: ifContent, else: { elseContent() })
  }

  /// Shows `then` while the state is non-nil, nothing while it is nil.
  public init<IfContent: View>(
    _ store: Store<State?, Action>,
    @ViewBuilder then ifContent: @escaping (Store<State, Action>) -> IfContent
  ) where Content == IfContent? {
    self.store = store
    self.renderThen = { store, context in renderNodes(ifContent(store), context: context) }
    self.renderElse = { _ in [] }
  }

  public var body: Never { primitiveBody(of: self) }
}

extension IfLetStore: PrimitiveView {
  func render(into nodes: inout [Node], context: RenderContext) {
    let store = self.store
    let viewStore = ViewStore(store, removeDuplicates: { ($0 == nil) == ($1 == nil) })
    let renderThen = self.renderThen
    let renderElse = self.renderElse
    let boundary = Boundary(context: context) { context in
      var nodes: [Node]
      if let state = viewStore.state {
        let lastState = LastState(state)
        let unwrapped = store.scope { state -> State in
          if let state { lastState.value = state }
          return lastState.value
        }
        nodes = renderThen(unwrapped, context)
        NodeKey.apply(.trueBranch, to: &nodes, from: 0)
      } else {
        nodes = renderElse(context)
        NodeKey.apply(.falseBranch, to: &nodes, from: 0)
      }
      return nodes
    }
    boundary.observations.append(
      viewStore.observe { [weak boundary] _ in boundary?.invalidate() }
    )
    nodes.append(context.session.mount(boundary))
  }
}
