import ComposableArchitecture

/// Observes a store and renders its content with a view store; the content re-renders only
/// when the de-duplicated state changes.
///
/// ```swift
/// WithViewStore(store) { viewStore in
///   Stepper("\(viewStore.count)", onIncrement: { viewStore.send(.increment) },
///           onDecrement: { viewStore.send(.decrement) })
/// }
/// ```
///
/// Each `WithViewStore` is an observation boundary: it renders into an element of its own, and
/// a change it observes patches only that element's subtree. Scope the store to what the
/// content shows (`WithViewStore(store.scope(state: ViewState.init))`) so unrelated changes
/// don't re-render it.
public struct WithViewStore<State, Action, Content: View>: View {
  let store: Store<State, Action>
  let isDuplicate: (State, State) -> Bool
  let content: (ViewStore<State, Action>) -> Content

  /// Observes `store`, treating states `isDuplicate` calls equal as no change.
  public init(
    _ store: Store<State, Action>,
    removeDuplicates isDuplicate: @escaping (State, State) -> Bool,
    @ViewBuilder content: @escaping (ViewStore<State, Action>) -> Content
  ) {
    self.store = store
    self.isDuplicate = isDuplicate
    self.content = content
  }

  public var body: Never { primitiveBody(of: self) }
}

extension WithViewStore where State: Equatable {
  /// Observes `store`, treating equal states as no change.
  public init(
    _ store: Store<State, Action>,
    @ViewBuilder content: @escaping (ViewStore<State, Action>) -> Content
  ) {
    self.init(store, removeDuplicates: ==, content: content)
  }
}

extension WithViewStore where State == Void {
  /// A view store over a store without state, for content that only sends actions; it never
  /// re-renders.
  public init(
    _ store: Store<Void, Action>,
    @ViewBuilder content: @escaping (ViewStore<Void, Action>) -> Content
  ) {
    self.init(store, removeDuplicates: { _, _ in true }, content: content)
  }
}

extension WithViewStore: PrimitiveView {
  func render(into nodes: inout [Node], context: RenderContext) {
    let viewStore = ViewStore(store, removeDuplicates: isDuplicate)
    let content = self.content
    let boundary = Boundary(context: context) { context in
      renderNodes(content(viewStore), context: context)
    }
    boundary.observations.append(
      viewStore.observe { [weak boundary] _ in boundary?.invalidate() }
    )
    nodes.append(context.session.mount(boundary))
  }
}
