/// Arranges views top to bottom.
///
/// ```swift
/// VStack(alignment: .leading, spacing: 8) {
///   Text("Title").font(.headline)
///   Text("Subtitle")
/// }
/// ```
///
/// Renders as a `<div>` laid out with a CSS flex column.
public struct VStack<Content: View>: View {
  let alignment: HorizontalAlignment
  let spacing: Double?
  let content: Content

  public init(
    alignment: HorizontalAlignment = .center,
    spacing: Double? = nil,
    @ViewBuilder content: () -> Content
  ) {
    self.alignment = alignment
    self.spacing = spacing
    self.content = content()
  }

  public var body: Never { primitiveBody(of: self) }
}

extension VStack: PrimitiveView {
  func render(into nodes: inout [Node], context: RenderContext) {
    nodes.append(
      flexStackNode(
        class: "cw-vstack", alignment: alignment.css, spacing: spacing, content: content,
        context: context
      )
    )
  }
}
