/// Several views placed together in a navigation bar or toolbar.
///
/// ```swift
/// ToolbarItemGroup(placement: .bottomBar) {
///   Button("Archive") { … }
///   Spacer()
///   Button("Compose") { … }
/// }
/// ```
public struct ToolbarItemGroup<Content: View>: ToolbarContent {
  let placement: ToolbarItemPlacement
  let content: Content

  public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
    self.placement = placement
    self.content = content()
  }

  public var body: Never { primitiveBody(of: self) }
}

extension ToolbarItemGroup: PrimitiveToolbarContent {
  func items(context: RenderContext) -> [ToolbarPiece] {
    [ToolbarPiece(placement: placement, nodes: renderNodes(content, context: context))]
  }
}
