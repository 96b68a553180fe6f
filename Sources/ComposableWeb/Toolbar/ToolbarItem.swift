/// One item of a navigation bar or toolbar, placed by its ``ToolbarItemPlacement``.
///
/// ```swift
/// ToolbarItem(placement: .navigationBarTrailing) {
///   Button("Done") { dismiss() }
/// }
/// ```
public struct ToolbarItem<ID, Content: View>: ToolbarContent {
  let placement: ToolbarItemPlacement
  let content: Content

  public var body: Never { primitiveBody(of: self) }
}

extension ToolbarItem where ID == () {
  public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
    self.placement = placement
    self.content = content()
  }
}

extension ToolbarItem where ID == String {
  public init(
    id: String,
    placement: ToolbarItemPlacement = .automatic,
    showsByDefault: Bool = true,
    @ViewBuilder content: () -> Content
  ) {
    // A page's toolbar can't be customized, so an item hidden by default would never show.
    if !showsByDefault {
      SurfaceWarnings.report(
        "ToolbarItem(id:placement:showsByDefault:content:) ignores `showsByDefault: false`: "
          + "the item is shown.")
    }
    self.placement = placement
    self.content = content()
  }
}

extension ToolbarItem: PrimitiveToolbarContent {
  func items(context: RenderContext) -> [ToolbarPiece] {
    [ToolbarPiece(placement: placement, nodes: renderNodes(content, context: context))]
  }
}
