/// A vertical stack for long scrolling content.
///
/// ```swift
/// ScrollView {
///   LazyVStack(alignment: .leading) {
///     ForEachStore(store.scope(state: \.rows, action: AppAction.row), content: RowView.init)
///   }
/// }
/// ```
///
/// The renderer already patches only what changed, so it lays out like a ``VStack``; the
/// browser skips painting rows that are off screen (`content-visibility`).
public struct LazyVStack<Content: View>: View {
  let alignment: HorizontalAlignment
  let spacing: Double?
  let pinnedViews: PinnedScrollableViews
  let content: Content

  public init(
    alignment: HorizontalAlignment = .center,
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

extension LazyVStack: PrimitiveView {
  func render(into nodes: inout [Node], context: RenderContext) {
    reportPinnedViews(pinnedViews, in: "LazyVStack")
    let node = flexStackNode(
      class: "cw-vstack", alignment: alignment.css, spacing: spacing, content: content,
      context: context)
    node.attributes.addClass("cw-lazy")
    nodes.append(node)
  }
}
