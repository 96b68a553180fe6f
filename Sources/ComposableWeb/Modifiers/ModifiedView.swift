/// A view changed by one of the built-in modifiers: it renders its content through a function
/// that can adjust the environment beforehand and the nodes afterwards.
///
/// ```swift
/// ModifiedView(content: self) { context, renderContent in
///   var context = context
///   context.environment.isDisabled = true
///   return renderContent(context)
/// }
/// ```
///
/// Public modifiers return it as `some View`, so it never shows in a user's types.
struct ModifiedView<Content: View>: View {
  let content: Content
  let modify: (RenderContext, (RenderContext) -> [Node]) -> [Node]

  var body: Never { primitiveBody(of: self) }
}

extension ModifiedView: PrimitiveView {
  func render(into nodes: inout [Node], context: RenderContext) {
    // `self.content` read inside the closure, which doesn't escape, rather than copied out
    // first for the closure to capture.
    nodes.append(contentsOf: modify(context) { renderNodes(self.content, context: $0) })
  }
}

extension View {
  /// This view rendered with a changed environment.
  func environment(_ update: @escaping (inout RenderEnvironment) -> Void) -> ModifiedView<Self> {
    ModifiedView(content: self) { context, renderContent in
      var context = context
      update(&context.environment)
      return renderContent(context)
    }
  }

  /// This view with a CSS class and inline style on its elements.
  func decorated(class cssClass: String? = nil, style: String? = nil) -> ModifiedView<Self> {
    ModifiedView(content: self) { context, renderContent in
      decorate(renderContent(context), class: cssClass, style: style)
    }
  }
}

/// Adds a class and style to each of `nodes`; when one of them is a wrapper that has no box of
/// its own (a boundary or a `ForEach` element), wraps them all in a `<div>` that carries them
/// instead, so the styling survives the boundary's re-renders.
func decorate(_ nodes: [Node], class cssClass: String?, style: String?) -> [Node] {
  guard !nodes.isEmpty, cssClass != nil || style != nil else { return nodes }
  if nodes.allSatisfy({ $0.tag != "cw-b" && $0.tag != "cw-i" }) {
    for node in nodes {
      if let cssClass { node.attributes.addClass(cssClass) }
      if let style { node.attributes.addStyle(style) }
    }
    return nodes
  }
  let wrapper = Node(tag: "div", children: nodes)
  if let cssClass { wrapper.attributes.set("class", cssClass) }
  if let style { wrapper.attributes.set("style", style) }
  return [wrapper]
}
