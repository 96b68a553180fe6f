/// A horizontal stack for long scrolling content.
///
/// ```swift
/// ScrollView(.horizontal) {
///   LazyHStack { ForEach(1...100, id: \.self) { Text("\($0)") } }
/// }
/// ```
///
/// Lays out like an ``HStack``; the browser skips painting items that are off screen.
public struct LazyHStack<Content: View>: View {
  let alignment: VerticalAlignment
  let spacing: Double?
  let pinnedViews: PinnedScrollableViews
  let content: Content

  public init(
    alignment: VerticalAlignment = .center,
    spacing: Double? = nil,
    pinnedViews: PinnedScrollableViews = .init(),
    @ViewBuilder content: () -> Content
  ) {
    self.alignment = alignment
    self.spacing = spacing
    self.pinnedViews = pinnedViews
    self.content = content()
  }

  public var body: Never { primitiveBody(of: self) }
}

extension LazyHStack: PrimitiveView {
  func render(into nodes: inout [Node], context: RenderContext) {
    reportPinnedViews(pinnedViews, in: "LazyHStack")
    let node = flexStackNode(
      class: "cw-hstack", alignment: alignment.css, spacing: spacing, content: content,
      context: context)
    node.attributes.addClass("cw-lazy")
    nodes.append(node)
  }
}
