/// A view for each element of a collection, each identified by an id that stays with it
/// across renders.
///
/// ```swift
/// ForEach(Digest.allCases, id: \.self) { digest in
///   Text(digest.rawValue)
/// }
/// ```
///
/// The ids key the diff: when the collection changes, elements are inserted, removed and moved
/// by id, and an element that stayed keeps its browser elements. Inside a ``Picker``, each
/// element becomes an option whose selection value is its id (or its ``View/tag(_:)``).
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: DynamicViewContent
{
  public let data: Data
  let elementID: (Data.Element) -> ID
  public let content: (Data.Element) -> Content

  /// Shows `content` for each element of `data`, identified by the value at `id`.
  public init(
    _ data: Data,
    id: KeyPath<Data.Element, ID>,
    @ViewBuilder content: @escaping (Data.Element) -> Content
  ) {
    self.data = data
    self.elementID = { $0[keyPath: id] }
    self.content = content
  }

  public var body: Never { primitiveBody(of: self) }
}

extension ForEach where Data.Element: Identifiable, ID == Data.Element.ID {
  /// Shows `content` for each element of `data`, identified by its `id`.
  public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
    self.data = data
    self.elementID = { $0.id }
    self.content = content
  }
}

extension ForEach where Data == Range<Int>, ID == Int {
  /// Shows `content` for each integer of a constant range, identified by the integer.
  public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
    self.data = data
    self.elementID = { $0 }
    self.content = content
  }
}

extension ForEach: PrimitiveView {
  func render(into nodes: inout [Node], context: RenderContext) {
    let editing = context.environment.rowEditing
    var rowContext = context
    rowContext.environment.rowEditing = nil
    // An element of a list is a row: what it holds is inside that row, not rows of the list (a
    // forecast's days in one search result).
    rowContext.environment.isInList = false
    let isEditing = context.environment.values.editMode?.wrappedValue.isEditing ?? false
    let count = data.count
    for (position, element) in data.enumerated() {
      let id = elementID(element)
      let elementNodes = renderNodes(
        content(element), context: rowContext.appending(.element(AnyHashable(id))))
      if context.environment.isPickerContent {
        nodes.append(contentsOf: pickerOptions(from: elementNodes, id: id))
      } else {
        let row = itemNode(elementNodes, id: id, context: context)
        editing?.decorate(
          row: row, isEditing: isEditing, index: { position }, count: { count }, position: position)
        nodes.append(row)
      }
    }
  }

  /// Inside a picker, an element is an option whose selection value is its id, unless a `tag`
  /// inside it says otherwise.
  private func pickerOptions(from elementNodes: [Node], id: ID) -> [Node] {
    if elementNodes.count == 1, elementNodes[0].tag == "option" {
      let option = elementNodes[0]
      if option.selectionTag == nil { option.selectionTag = AnyHashable(id) }
      option.key = .identity(id)
      return [option]
    }
    let option = Node(tag: "option", text: elementNodes.map(\.textContent).joined())
    option.optionContent = elementNodes
    option.selectionTag = AnyHashable(id)
    option.key = .identity(id)
    return [option]
  }
}

/// Wraps the nodes of one collection element so the element moves and leaves as one keyed
/// node: a `cw-i` element that does not affect layout, or a row in a `List`.
func itemNode<ID: Hashable>(_ children: [Node], id: ID, context: RenderContext) -> Node {
  let node = Node(tag: context.environment.isInList ? "div" : "cw-i", children: children)
  if context.environment.isInList {
    node.attributes = .row
  }
  node.key = .identity(id)
  return node
}
