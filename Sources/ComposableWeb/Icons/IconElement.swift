/// One SVG element of an icon's drawing: its tag and attributes.
///
/// ```swift
/// IconElement(tag: "path", attributes: [("d", "M0 0h16v16H0z")])
/// ```
struct IconElement: Sendable {
  let tag: String
  let attributes: [(String, String)]

  var node: Node {
    let node = Node(tag: tag, children: [])
    for (name, value) in attributes { node.attributes.set(name, value) }
    return node
  }
}
