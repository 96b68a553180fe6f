/// A container for controls that enter data, grouped in sections.
///
/// ```swift
/// Form {
///   Section(header: Text("Profile")) {
///     TextField("Display name", text: viewStore.$displayName)
///   }
/// }
/// ```
///
/// Renders as a `<div role="form">` rather than a `<form>`, so Return never submits and
/// reloads the page; Return in a text field is a `submit` event instead.
public struct Form<Content: View>: View {
  let content: Content

  public init(@ViewBuilder content: () -> Content) {
    self.content = content()
  }

  public var body: Never { primitiveBody(of: self) }
}

extension Form: PrimitiveView {
  func render(into nodes: inout [Node], context: RenderContext) {
    let node = containerNode(
      "div", class: "cw-form", children: renderNodes(content, context: context))
    node.attributes.set("role", "form")
    nodes.append(node)
  }
}
