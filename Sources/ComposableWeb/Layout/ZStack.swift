/// Overlays views on top of each other, later ones in front.
///
/// ```swift
/// ZStack(alignment: .topTrailing) {
///   Color.blue
///   Text("Badge")
/// }
/// ```
///
/// Renders as a `<div>` laid out as a one-cell CSS grid.
public struct ZStack<Content: View>: View {
  let alignment: Alignment
  let content: Content

  public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
    self.alignment = alignment
    self.content = content()
  }

  public var body: Never { primitiveBody(of: self) }
}

extension ZStack: PrimitiveView {
  func render(into nodes: inout [Node], context: RenderContext) {
    nodes.append(
      containerNode(
        "div", class: "cw-zstack", style: alignment.css,
        children: renderNodes(content, context: context)
      )
    )
  }
}
