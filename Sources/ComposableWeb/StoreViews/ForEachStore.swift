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
    self.viewStore = ViewStore(store, removeDuplicates: { haveSameIDs($0, $1) })
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
    renderedElements = elements
    return rendered
  }

  /// The elements of the rows on the page, in order: those of the last render or update. Only
  /// their ids are read; holding the array shares its storage rather than copying the ids.
  ///
  /// When a surrounding view re-renders, the rows a new boundary renders are diffed into the
  /// page's existing rows by id and discarded; the page keeps its rows, in the order the new
  /// boundary rendered its ids.
  private var renderedElements: IdentifiedArray<ID, EachState>?

  override func update(into patches: inout [Patch]) {
    clearDirty()
    guard let node else { return }
    let elements = viewStore.state
    let previous = renderedElements
    renderedElements = elements
    guard let old = previous?.ids, node.children.count == old.count else {
      // Not the rows this boundary last saw: match the page's rows by their keys.
      diffRows(of: node, with: elements, into: &patches)
      return
    }
    // Rows are added, removed or moved in a run, typically: the rows before and after it stay
    // as they are, found by comparing ids in order rather than by hashing every row's key.
    let new = elements.ids.elements
    let (head, tail) = commonEnds(old.elements, new)
    if head == old.count, head == new.count { return }
    let run = head..<(old.count - tail)
    var oldRows: [ID: Node] = [:]
    oldRows.reserveCapacity(run.count)
    for index in run {
      oldRows[old[index]] = node.children[index]
    }
    var runRows: [Node] = []
    runRows.reserveCapacity(new.count - tail - head)
    for index in head..<(new.count - tail) {
      let id = new[index]
      runRows.append(oldRows[id] ?? renderRow(id: id, initialState: elements[index]))
    }
    oldRows.removeAll()
    session.diffChildren(of: node, in: run, with: runRows, into: &patches)
    dropDisposedRows()
  }

  /// Drops the boundaries of rows that left the page, once they are as many as the rows that
  /// stayed: a pass over every row's boundary on each update made adding a row to a long list
  /// cost as much as the list. Until then a left row's boundary is kept, disposed (it observes
  /// nothing and renders nothing).
  private func dropDisposedRows() {
    guard let node, children.count > 2 * node.children.count + 16 else { return }
    children.removeAll { $0.isDisposed }
  }

  /// Brings the rows on the page in line with `elements`, matching rows by their keys.
  private func diffRows(
    of node: Node,
    with elements: IdentifiedArray<ID, EachState>,
    into patches: inout [Patch]
  ) {
    var rowsByKey: [NodeKey: Node] = [:]
    rowsByKey.reserveCapacity(node.children.count)
    for row in node.children {
      if let key = row.key { rowsByKey[key] = row }
    }
    var children: [Node] = []
    children.reserveCapacity(elements.ids.count)
    for element in elements {
      let id = element[keyPath: elements.id]
      children.append(rowsByKey[.identity(id)] ?? renderRow(id: id, initialState: element))
    }
    session.diffChildren(of: node, with: children, into: &patches)
    dropDisposedRows()
  }

  /// The environment every row's content renders in, one value all rows share: what a row holds
  /// is inside the row, not rows of the list, and can't edit the list's rows.
  private lazy var rowEnvironment: RenderEnvironment = {
    var rowEnvironment = environment
    rowEnvironment.rowEditing = nil
    rowEnvironment.isInList = false
    rowEnvironment.isInSection = false
    return rowEnvironment
  }()

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
    let rowStore: Store<EachState, EachAction> = store.scope(
      element: id, initialState: initialState)
    let content = self.content
    var rowContext = context.appending(.element(AnyHashable(id)))
    rowContext.environment = rowEnvironment
    let row = Boundary(context: rowContext) { context in
      renderNodes(content(rowStore), context: context)
    }
    // In a list, and in a form's section, each element is a row of its own: a box with the
    // row's inset and separator, whatever view (and boundary) its content is.
    let isRow = environment.isInList || environment.isInSection
    let node = session.mount(row, tag: isRow ? "div" : "cw-i")
    if isRow { node.attributes = .row }
    node.key = .identity(id)
    return node
  }
}

/// Whether two collections have the same ids in the same order; a `memcmp`, in practice.
///
/// Compares the id arrays' counts: an identified array's own `count` is `Collection`'s default,
/// which measures the distance between its indices through range checks (about 5 000
/// instructions in code not specialized for the element, a tenth of a click's).
private func haveSameIDs<ID, Element>(
  _ lhs: IdentifiedArray<ID, Element>, _ rhs: IdentifiedArray<ID, Element>
) -> Bool {
  let lhsIDs = lhs.ids.elements
  let rhsIDs = rhs.ids.elements
  guard lhsIDs.count == rhsIDs.count else { return false }
  return commonEnds(lhsIDs, rhsIDs).head == lhsIDs.count
}
