/// A view that renders itself into nodes instead of through a `body`.
///
/// Every built-in view conforms. The conformance is internal so the public surface stays the
/// SwiftUI one, and rendering finds it with a dynamic cast.
protocol PrimitiveView {
  func render(into nodes: inout [Node], context: RenderContext)
}

/// Reports a call to a primitive view's `body`, which the renderer never makes.
func primitiveBody<V>(of view: V) -> Never {
  fatalError("\(V.self) is a primitive view: it renders itself and has no body.")
}

/// Renders `view`: through its own rendering if it is primitive, through its body otherwise —
/// in a ``ViewBoundary`` of its own when it has dynamic properties.
func render<V: View>(_ view: V, into nodes: inout [Node], context: RenderContext) {
  if let primitive = view as? any PrimitiveView {
    primitive.render(into: &nodes, context: context)
  } else if context.session.hasDynamicProperties(view) {
    // A view with state of its own renders in a boundary of its own, so a change of that state
    // re-renders just this view.
    nodes.append(context.session.mount(ViewBoundary(view: view, context: context)))
  } else {
    render(view.body, into: &nodes, context: context)
  }
}

/// Renders `view` into a fresh list of nodes.
func renderNodes<V: View>(_ view: V, context: RenderContext) -> [Node] {
  var nodes: [Node] = []
  render(view, into: &nodes, context: context)
  return nodes
}
