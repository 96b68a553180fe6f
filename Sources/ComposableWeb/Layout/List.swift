/// A vertical list of rows.
///
/// ```swift
/// List {
///   ForEachStore(store.scope(state: \.todos, action: AppAction.todo)) { todoStore in
///     TodoView(store: todoStore)
///   }
/// }
/// List(viewStore.contacts) { contact in Text(contact.name) }
/// ```
///
/// Renders as a `<div role="list">`; each `ForEach` element (and each other top-level view)
/// is a row.
public struct List<Content: View>: View {
  let content: Content

  public init(@ViewBuilder content: () -> Content) {
    self.content = content()
  }

  /// A list with a row for each element of `data`, identified by the value at `id`.
  public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
    _ data: Data,
    id: KeyPath<Data.Element, ID>,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == ForEach<Data, ID, RowContent> {
    self.content = ForEach(data, id: id, content: rowContent)
  }

  /// A list with a row for each element of `data`, identified by its `id`.
  public init<Data: RandomAccessCollection, RowContent: View>(
    _ data: Data,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Data.Element: Identifiable, Content == ForEach<Data, Data.Element.ID, RowContent> {
    self.content = ForEach(data, content: rowContent)
  }

  public var body: Never { primitiveBody(of: self) }
}

extension List: PrimitiveView {
  func render(into nodes: inout [Node], context: RenderContext) {
    var listContext = context
    listContext.environment.isInList = true
    var rows = renderNodes(content, context: listContext)
    // Views outside a ForEach are rows of their own.
    for (index, row) in rows.enumerated() where !isRow(row) {
      let wrapper = containerNode("div", class: "cw-row", children: [row])
      wrapper.key = row.key
      row.key = nil
      rows[index] = wrapper
    }
    let listClass = context.environment.listClass.map { "cw-list \($0)" } ?? "cw-list"
    let node = containerNode("div", class: listClass, children: rows)
    node.attributes.set("role", "list")
    nodes.append(node)
  }

  /// Whether `node` is a row, or rows: a store view's element counts as rows when what it
  /// rendered is (a `ForEachStore`, a `WithViewStore` around a `ForEach`), and is wrapped in a
  /// row otherwise (a `WithViewStore` showing a sum above the rows).
  private func isRow(_ node: Node) -> Bool {
    if node.attributes["class"] == "cw-row" { return true }
    guard node.tag == "cw-b", node.boundary?.rendersOneView != true else { return false }
    // Nothing shown yet (an `IfLetStore` without a value) is no row to draw.
    return node.children.isEmpty || node.children.allSatisfy(isRow)
  }
}
