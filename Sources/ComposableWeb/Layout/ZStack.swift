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
    var layers = renderNodes(content, context: context)
    // A title or bar items set on a layer (`List { … }.navigationTitle("Counters")` under a
    // prompt) belong to the screen, not to the layer: they go before the stack, where the
    // navigation view places them, instead of being stacked over the other layers.
    let screenChrome = layers.filter(\.isScreenChrome)
    if !screenChrome.isEmpty {
      layers.removeAll(where: \.isScreenChrome)
      nodes.append(contentsOf: screenChrome)
    }
    nodes.append(containerNode("div", class: "cw-zstack", style: alignment.css, children: layers))
  }
}
