/// An element that acts when pressed, for a button or a link whose label is `children`: a
/// `<button>`, or a focusable `<div>` with `role` when the label holds a control of its own.
///
/// ```swift
/// let link = pressableNode(children: renderNodes(label, context: context), role: "link")
/// ```
///
/// HTML can't nest interactive content: a parser reading a `<button>` inside a `<button>` closes
/// the outer one first, so the row a 2021 view wrote as a link around a title and a download
/// button would fall apart in the browser. SwiftUI allows it (a tap on the inner button is the
/// inner button's), and so does a `<div>`: the client's click handling finds the innermost
/// element that acts, and presses a focused `role` element on Return or Space.
func pressableNode(children: [Node], role: String) -> Node {
  guard children.contains(where: \.holdsInteractiveContent) else {
    let node = Node(tag: "button", children: children)
    node.attributes.set("type", "button")
    return node
  }
  let node = Node(tag: "div", children: children)
  node.attributes.set("role", role)
  node.attributes.set("tabindex", "0")
  return node
}

extension Node {
  /// Whether this node or one below it is an element the browser lets a user act on.
  fileprivate var holdsInteractiveContent: Bool {
    switch tag {
    case "button", "a", "input", "select", "textarea", "details", "summary": return true
    default:
      return attributes["tabindex"] != nil || children.contains(where: \.holdsInteractiveContent)
    }
  }
}
