/// Flexible empty space that pushes its neighbours apart in a stack.
///
/// ```swift
/// HStack { Text("Name"); Spacer(); Text("Blob") }
/// ```
public struct Spacer: View {
  let minLength: Double?

  public init(minLength: Double? = nil) {
    self.minLength = minLength
  }

  public var body: Never { primitiveBody(of: self) }
}

extension Spacer: PrimitiveView {
  func render(into nodes: inout [Node], context: RenderContext) {
    nodes.append(
      containerNode(
        "div", class: "cw-spacer",
        style: minLength.map { "min-width:\(cssNumber($0))px;min-height:\(cssNumber($0))px" },
        children: []
      )
    )
  }
}
