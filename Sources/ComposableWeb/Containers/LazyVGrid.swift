/// A grid that grows downwards, its columns described by ``GridItem``s.
///
/// ```swift
/// LazyVGrid(columns: [GridItem(.flexible()), GridItem(.flexible()), GridItem(.flexible())]) {
///   ForEach(cells) { CellView(cell: $0) }
/// }
/// ```
public struct LazyVGrid<Content: View>: View {
  let columns: [GridItem]
  let alignment: HorizontalAlignment
  let spacing: Double?
  let pinnedViews: PinnedScrollableViews
  let content: Content

  public init(
    columns: [GridItem],
    alignment: HorizontalAlignment = .center,
    spacing: Double? = nil,
    pinnedViews: PinnedScrollableViews = .init(),
    @ViewBuilder content: () -> Content
  ) {
    self.columns = columns
    self.alignment = alignment
    self.spacing = spacing
    self.pinnedViews = pinnedViews
    self.content = content()
  }

  public var body: Never { primitiveBody(of: self) }
}

extension LazyVGrid: PrimitiveView {
  func render(into nodes: inout [Node], context: RenderContext) {
    reportPinnedViews(pinnedViews, in: "LazyVGrid")
    let style = gridStyle(
      tracks: columns, templateProperty: "grid-template-columns", spacing: spacing,
      alignment: "justify-items:\(alignment.css)")
    nodes.append(
      containerNode(
        "div", class: "cw-grid", style: style, children: renderNodes(content, context: context)))
  }
}
