/// A group of views in a form or list, with an optional header and footer.
///
/// ```swift
/// Section(header: Text("Notifications"), footer: Text("Sent daily")) {
///   Toggle("Send notifications", isOn: viewStore.$sendNotifications)
/// }
/// ```
///
/// Renders as a `<section>` with `<header>` and `<footer>` elements.
public struct Section<Parent: View, Content: View, Footer: View>: View {
  let header: Parent
  let footer: Footer
  let content: Content

  public init(header: Parent, footer: Footer, @ViewBuilder content: () -> Content) {
    self.header = header
    self.footer = footer
    self.content = content()
  }

  public var body: Never { primitiveBody(of: self) }
}

extension Section where Footer == EmptyView {
  public init(header: Parent, @ViewBuilder content: () -> Content) {
    self.init(header: header, footer: EmptyView(), content: content)
  }
}

extension Section where Parent == EmptyView {
  public init(footer: Footer, @ViewBuilder content: () -> Content) {
    self.init(header: EmptyView(), footer: footer, content: content)
  }
}

extension Section where Parent == EmptyView, Footer == EmptyView {
  public init(@ViewBuilder content: () -> Content) {
    self.init(header: EmptyView(), footer: EmptyView(), content: content)
  }
}

extension Section where Parent == Text, Footer == EmptyView {
  /// A section headed by a string.
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
    self.init(header: Text(title), footer: EmptyView(), content: content)
  }
}

extension Section: PrimitiveView {
  func render(into nodes: inout [Node], context: RenderContext) {
    var children: [Node] = []
    let headerNodes = renderNodes(header, context: context.appending(.part("header")))
    if !headerNodes.isEmpty {
      children.append(containerNode("header", class: "cw-section-header", children: headerNodes))
    }
    var contentContext = context.appending(.part("content"))
    contentContext.environment.isInSection = true
    children.append(
      containerNode(
        "div", class: "cw-section-body", children: renderNodes(content, context: contentContext))
    )
    let footerNodes = renderNodes(footer, context: context.appending(.part("footer")))
    if !footerNodes.isEmpty {
      children.append(containerNode("footer", class: "cw-section-footer", children: footerNodes))
    }
    nodes.append(containerNode("section", class: "cw-section", children: children))
  }
}
