/// A thin line separating content.
///
/// ```swift
/// VStack { Text("Above"); Divider(); Text("Below") }
/// ```
public struct Divider: View {
  public init() {}

  public var body: Never { primitiveBody(of: self) }
}

extension Divider: PrimitiveView {
  func render(into nodes: inout [Node], context: RenderContext) {
    let node = Node(tag: "hr")
    node.attributes.set("class", "cw-divider")
    nodes.append(node)
  }
}
