import Foundation

/// A view that makes one row per element of a collection — ``ForEach`` and ``ForEachStore`` —
/// and so can let the user delete and move rows.
///
/// ```swift
/// List {
///   ForEach(todos) { TodoRow(todo: $0) }
///     .onDelete { viewStore.send(.delete($0)) }
///     .onMove { viewStore.send(.move($0, $1)) }
/// }
/// ```
public protocol DynamicViewContent: View {
  associatedtype Data: Collection
  /// The collection the rows are made from.
  var data: Data { get }
}

extension DynamicViewContent {
  /// Lets the user delete rows: each row of a list shows a Delete button (on hover, or always
  /// as a "−" in edit mode) that calls `action` with the row's offset.
  public func onDelete(perform action: ((IndexSet) -> Void)?) -> some DynamicViewContent {
    EditableRows(content: self) { $0.onDelete = action }
  }

  /// Lets the user move rows in edit mode: each row shows Move Up and Move Down buttons that
  /// call `action` with the row's offset and its destination, as `Array.move(fromOffsets:toOffset:)`
  /// takes them.
  public func onMove(perform action: ((IndexSet, Int) -> Void)?) -> some DynamicViewContent {
    EditableRows(content: self) { $0.onMove = action }
  }
}

/// Rows that can be deleted or moved, as `.onDelete` and `.onMove` make them.
struct EditableRows<Content: DynamicViewContent>: DynamicViewContent {
  let content: Content
  let update: (inout RowEditing) -> Void

  var data: Content.Data { content.data }

  var body: Never { primitiveBody(of: self) }
}

extension EditableRows: PrimitiveView {
  func render(into nodes: inout [Node], context: RenderContext) {
    var context = context
    var editing = context.environment.rowEditing ?? RowEditing()
    update(&editing)
    context.environment.rowEditing = editing
    ComposableWeb.render(content, into: &nodes, context: context)
  }
}

/// What the rows a `ForEach` makes can do: be deleted, be moved.
struct RowEditing {
  var onDelete: ((IndexSet) -> Void)?
  var onMove: ((IndexSet, Int) -> Void)?

  /// Wraps a row's content with the controls for deleting and moving it, as the list's edit
  /// mode shows them. `index` and `count` read the row's offset and the number of rows when a
  /// control is pressed; `position` and `count` at render time only decide which move buttons
  /// start out disabled.
  func decorate(
    row: Node, isEditing: Bool, index: @escaping () -> Int?, count: @escaping () -> Int,
    position: Int
  ) {
    var children: [Node] = []
    if let onDelete, isEditing {
      children.append(
        rowButton("−", label: "Delete", class: "cw-row-delete") {
          if let index = index() { onDelete(IndexSet(integer: index)) }
        })
    }
    children.append(containerNode("div", class: "cw-row-content", children: row.children))
    if let onDelete, !isEditing {
      // The desktop stand-in for swipe to delete: a button shown while the row is hovered.
      children.append(
        rowButton("Delete", label: "Delete", class: "cw-row-swipe-delete") {
          if let index = index() { onDelete(IndexSet(integer: index)) }
        })
    }
    if let onMove, isEditing {
      let up = rowButton("↑", label: "Move up", class: "cw-row-move") {
        if let index = index(), index > 0 { onMove(IndexSet(integer: index), index - 1) }
      }
      if position == 0 { disable(up) }
      let down = rowButton("↓", label: "Move down", class: "cw-row-move") {
        if let index = index(), index + 1 < count() { onMove(IndexSet(integer: index), index + 2) }
      }
      if position == count() - 1 { disable(down) }
      children.append(containerNode("div", class: "cw-row-moves", children: [up, down]))
    }
    row.children = children
    row.attributes.addClass(isEditing ? "cw-row-editing" : "cw-row-editable")
  }

  private func disable(_ button: Node) {
    button.attributes.set("disabled", isOn: true)
    button.handlers.isDisabled = true
  }

  private func rowButton(
    _ text: String, label: String, class cssClass: String, action: @escaping () -> Void
  ) -> Node {
    let button = Node(tag: "button", text: text)
    button.attributes.set("type", "button")
    button.attributes.set("class", "cw-button \(cssClass)")
    button.attributes.set("aria-label", label)
    button.attributes.set("data-cw", "click")
    button.handlers.click = action
    button.key = .identity(cssClass + label)
    return button
  }
}
