/// Items for a navigation bar or toolbar, built with ``ToolbarContentBuilder``.
///
/// ```swift
/// .toolbar {
///   ToolbarItem(placement: .navigationBarLeading) { EditButton() }
///   ToolbarItem(placement: .navigationBarTrailing) { Button("Add") { viewStore.send(.addButtonTapped) } }
/// }
/// ```
public protocol ToolbarContent {
  associatedtype Body: ToolbarContent

  /// The items this content is made of.
  @ToolbarContentBuilder var body: Body { get }
}

extension Never: ToolbarContent {}

/// Toolbar content that lays out its own items: every built-in kind.
protocol PrimitiveToolbarContent {
  func items(context: RenderContext) -> [ToolbarPiece]
}

/// The nodes of one toolbar item, and where they go.
struct ToolbarPiece {
  let placement: ToolbarItemPlacement
  let nodes: [Node]
}

/// The items of any toolbar content.
func toolbarItems<Content: ToolbarContent>(_ content: Content, context: RenderContext)
  -> [ToolbarPiece]
{
  if let primitive = content as? any PrimitiveToolbarContent {
    return primitive.items(context: context)
  }
  return toolbarItems(content.body, context: context)
}
