/// Arranges views leading to trailing.
///
/// ```swift
/// HStack {
///   Button("−") { viewStore.send(.decrementButtonTapped) }
///   Text("\(viewStore.count)")
///   Button("+") { viewStore.send(.incrementButtonTapped) }
/// }
/// ```
///
/// Renders as a `<div>` laid out with a CSS flex row.
public struct HStack<Content: View>: View {
  let alignment: VerticalAlignment
  let spacing: Double?
  let content: Content

  public init(
    alignment: VerticalAlignment = .center,
    spacing: Double? = nil,
    @ViewBuilder content: () -> Content
  ) {
    self.alignment = alignment
    self.spacing = spacing
    self.content = content()
  }

  public var body: Never { primitiveBody(of: self) }
}

extension HStack: PrimitiveView {
  func render(into nodes: inout [Node], context: RenderContext) {
    nodes.append(
      flexStackNode(
        class: "cw-hstack", alignment: alignment.css, spacing: spacing, content: content,
        context: context
      )
    )
  }
}
