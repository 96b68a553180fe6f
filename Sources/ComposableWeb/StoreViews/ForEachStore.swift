import ComposableArchitecture

/// Shows a row for each element of a collection in a store, each row with a store of its own
/// element.
///
/// ```swift
/// List {
///   ForEachStore(store.scope(state: \.counters, action: AppAction.counter(id:action:))) {
///     CounterView(store: $0)
///   }
/// }
/// ```
///
/// An observation boundary that watches only the ids: adding, removing or reordering elements
/// inserts, removes or moves rows, and rows that stay are left alone. A change inside one
/// element reaches only that row's own store views, so it patches only that row.
public struct ForEachStore<ID: Hashable, EachState, EachAction, EachContent: View>:
  DynamicViewContent
{
  let store: Store<IdentifiedArray<ID, EachState>, (ID, EachAction)>
  let content: (Store<EachState, EachAction>) -> EachContent

  /// Shows `content` for each element, identified by its id.
  public init(
    _ store: Store<IdentifiedArray<ID, EachState>, (ID, EachAction)>,
    @ViewBuilder content: @escaping (Store<EachState, EachAction>) -> EachContent
  ) {
    self.store = store
    self.content = content
  }

  /// The elements the rows are made from, as they are now.
  public var data: IdentifiedArray<ID, EachState> {
    ViewStore(store, removeDuplicates: { _, _ in true }).state
  }

  public var body: Never { primitiveBody(of: self) }
}

extension ForEachStore: PrimitiveView {
  func render(into nodes: inout [Node], context: RenderContext) {
    let boundary = RowsBoundary(store: store, content: content, context: context)
    nodes.append(context.session.mount(boundary))
  }
}

/// The boundary of a ``ForEachStore``: it re-renders by reconciling rows by id rather than by
/// rendering its content afresh, so the work of a change is proportional to the rows added,
/// removed or moved.
final class RowsBoundary<ID: Hashable, EachState, EachAction, EachContent: View>: Boundary {
  private let store: Store<IdentifiedArray<ID, EachState>, (ID, EachAction)>
  private let viewStore: ViewStore<IdentifiedArray<ID, EachState>, (ID, EachAction)>
  private let content: (Store<EachState, EachAction>) -> EachContent

  init(
    store: Store<IdentifiedArray<ID, EachState>, (ID, EachAction)>,
    content: @escaping (Store<EachState, EachAction>) -> EachContent,
    context: RenderContext
  ) {
    self.store = store
    self.viewStore = ViewStore(store, removeDuplicates: { $0.ids == $1.ids })
    self.content = content
    super.init(parentContext: context, content: nil)
    observations.append(viewStore.observe { [weak self] _ in self?.invalidate() })
  }

  override func render() -> [Node] {
    let elements = viewStore.state
    var rendered: [Node] = []
    rendered.reserveCapacity(elements.count)
    for element in elements {
      rendered.append(renderRow(id: element[keyPath: elements.id], initialState: element))
    }
    return rendered
  }

  override func update(into patches: inout [Patch]) {
    clearDirty()
    guard let node else { return }
    let elements = viewStore.state
    // The rows on the page, by id. Read from the page itself rather than remembered: when a
    // surrounding view re-renders, the rows this boundary rendered are diffed into the page's
    // existing rows and discarded, and those existing rows are the ones to keep.
    var rows: [AnyHashable: Node] = [:]
    rows.reserveCapacity(node.children.count)
    for row in node.children {
      if let key = row.key { rows[key] = row }
    }
    var children: [Node] = []
    children.reserveCapacity(elements.count)
    for element in elements {
      let id = element[keyPath: elements.id]
      children.append(rows[AnyHashable(id)] ?? renderRow(id: id, initialState: element))
    }
    session.diffChildren(of: node, with: children, into: &patches)
    self.children.removeAll { $0.isDisposed }
  }

  /// Renders one row as its own boundary: a keyed element holding the row's content, made
  /// with a store scoped to the element.
  private func renderRow(id: ID, initialState: EachState) -> Node {
    let node = renderRowContent(id: id, initialState: initialState)
    if let editing = environment.rowEditing {
      let viewStore = self.viewStore
      let ids = viewStore.state.ids
      let position = ids.firstIndex(of: id) ?? 0
      editing.decorate(
        row: node, isEditing: environment.values.editMode?.wrappedValue.isEditing ?? false,
        // Rows outlive moves and deletions: find the offset when the control is pressed.
        index: { viewStore.state.ids.firstIndex(of: id) }, count: { viewStore.state.count },
        position: position)
    }
    return node
  }

  private func renderRowContent(id: ID, initialState: EachState) -> Node {
    // An element store: after a change, only the stores whose element changed do any work.
    let rowStore: Store<EachState, EachAction> = store.scope(element: id, initialState: initialState)
    let content = self.content
    var rowContext = context.appending(.element(AnyHashable(id)))
    rowContext.environment.rowEditing = nil
    let row = Boundary(context: rowContext) { context in
      renderNodes(content(rowStore), context: context)
    }
    let isInList = environment.isInList
    let node = session.mount(row, tag: isInList ? "div" : "cw-i")
    if isInList { node.attributes.set("class", "cw-row") }
    node.key = AnyHashable(id)
    return node
  }
}
