/// A grid that grows sideways, its rows described by ``GridItem``s.
///
/// ```swift
/// ScrollView(.horizontal) {
///   LazyHGrid(rows: [GridItem(.fixed(60)), GridItem(.fixed(60))]) {
///     ForEach(colors, id: \.self) { Text($0) }
///   }
/// }
/// ```
public struct LazyHGrid<Content: View>: View {
  let rows: [GridItem]
  let alignment: VerticalAlignment
  let spacing: Double?
  let pinnedViews: PinnedScrollableViews
  let content: Content

  public init(
    rows: [GridItem],
    alignment: VerticalAlignment = .center,
    spacing: Double? = nil,
    pinnedViews: PinnedScrollableViews = .init(),
    @ViewBuilder content: () -> Content
  ) {
    self.rows = rows
    self.alignment = alignment
    self.spacing = spacing
    self.pinnedViews = pinnedViews
    self.content = content()
  }

  public var body: Never { primitiveBody(of: self) }
}

extension LazyHGrid: PrimitiveView {
  func render(into nodes: inout [Node], context: RenderContext) {
    reportPinnedViews(pinnedViews, in: "LazyHGrid")
    let style = gridStyle(
      tracks: rows, templateProperty: "grid-template-rows", spacing: spacing,
      alignment: "align-items:\(alignment.css)")
    nodes.append(
      containerNode(
        "div", class: "cw-grid cw-grid-h", style: style,
        children: renderNodes(content, context: context)))
  }
}
