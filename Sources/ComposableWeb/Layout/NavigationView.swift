/// The top container of a screen, which shows the title its content sets with
/// ``View/navigationTitle(_:)``.
///
/// ```swift
/// NavigationView {
///   SettingsView(store: store)
/// }
/// ```
///
/// Renders as a `<div>` around the content; the title renders where the modifier is, as the
/// screen's heading. There is one screen per page: pushing screens is not supported.
public struct NavigationView<Content: View>: View {
  let content: Content

  public init(@ViewBuilder content: () -> Content) {
    self.content = content()
  }

  public var body: Never { primitiveBody(of: self) }
}

extension NavigationView: PrimitiveView {
  func render(into nodes: inout [Node], context: RenderContext) {
    let node = containerNode(
      "div", class: "cw-navigation-view", children: renderNodes(content, context: context))
    nodes.append(node)
  }
}
