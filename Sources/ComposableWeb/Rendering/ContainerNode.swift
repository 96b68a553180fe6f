/// A container element: a tag, a class, optional inline style, and the rendered content.
///
/// ```swift
/// containerNode("div", class: "cw-vstack", style: "gap:8px", children: renderNodes(content, context: context))
/// ```
func containerNode(
  _ tag: String,
  class cssClass: String,
  style: String? = nil,
  children: [Node]
) -> Node {
  let node = Node(tag: tag, children: children)
  if let shared = Attributes.shared(class: cssClass, style: style) {
    node.attributes = shared
  } else {
    node.attributes.set("class", cssClass)
    if let style { node.attributes.set("style", style) }
  }
  return node
}
