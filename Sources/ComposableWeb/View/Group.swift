/// Groups views without adding anything to the page, so modifiers apply to all of them.
///
/// ```swift
/// Group {
///   Text("Name")
///   Text("Email")
/// }
/// .font(.caption)
/// ```
public struct Group<Content: View>: View {
  let content: Content

  public init(@ViewBuilder content: () -> Content) {
    self.content = content()
  }

  public var body: Never { primitiveBody(of: self) }
}

extension Group: PrimitiveView {
  func render(into nodes: inout [Node], context: RenderContext) {
    ComposableWeb.render(content, into: &nodes, context: context)
  }
}
