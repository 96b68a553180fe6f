/// A view that scrolls its content along one axis or both.
///
/// ```swift
/// ScrollView(.horizontal, showsIndicators: false) {
///   HStack { ForEach(photos) { PhotoView(photo: $0) } }
/// }
/// ```
///
/// Renders as an element that fills the space it is given and scrolls what overflows it.
public struct ScrollView<Content: View>: View {
  public var content: Content
  public var axes: Axis.Set
  public var showsIndicators: Bool

  public init(
    _ axes: Axis.Set = .vertical,
    showsIndicators: Bool = true,
    @ViewBuilder content: () -> Content
  ) {
    self.axes = axes
    self.showsIndicators = showsIndicators
    self.content = content()
  }

  public var body: Never { primitiveBody(of: self) }
}

extension ScrollView: PrimitiveView {
  func render(into nodes: inout [Node], context: RenderContext) {
    var classes = ["cw-scroll"]
    if axes.contains(.horizontal) { classes.append("cw-scroll-h") }
    if axes.contains(.vertical) { classes.append("cw-scroll-v") }
    if !showsIndicators { classes.append("cw-scroll-hidden") }
    let content = containerNode(
      "div", class: "cw-scroll-content", children: renderNodes(self.content, context: context))
    nodes.append(containerNode("div", class: classes.joined(separator: " "), children: [content]))
  }
}
