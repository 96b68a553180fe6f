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
    // The spacer doesn't know its stack's axis, so the minimum holds along both.
    if let minLength, minLength > 0 {
      SurfaceWarnings.report(
        "Spacer(minLength:) applies its minimum along both axes, so it can make a row taller.")
    }
    nodes.append(
      containerNode(
        "div", class: "cw-spacer",
        style: minLength.map { "min-width:\(cssNumber($0))px;min-height:\(cssNumber($0))px" },
        children: []
      )
    )
  }
}
