/// A view that renders itself into nodes instead of through a `body`.
///
/// Every built-in view conforms. The conformance is internal so the public surface stays the
/// SwiftUI one, and rendering finds it by the view's type (``ViewKind``).
protocol PrimitiveView {
  func render(into nodes: inout [Node], context: RenderContext)
}

/// Reports a call to a primitive view's `body`, which the renderer never makes.
func primitiveBody<V>(of view: V) -> Never {
  fatalError("\(V.self) is a primitive view: it renders itself and has no body.")
}

/// Renders `view`: through its own rendering if it is primitive, through its body otherwise —
/// in a ``ViewBoundary`` of its own when it has dynamic properties, so a change of that state
/// re-renders just this view.
func render<V: View>(_ view: V, into nodes: inout [Node], context: RenderContext) {
  switch ViewKind.of(view) {
  case let .primitive(type):
    render(view, as: type, into: &nodes, context: context)
  case .stateful:
    nodes.append(context.session.mount(ViewBoundary(view: view, context: context)))
  case .composite:
    render(view.body, into: &nodes, context: context)
  }
}

/// Renders `view` through the conformance of `Primitive`, which is `V` itself.
private func render<V: View, Primitive: PrimitiveView>(
  _ view: V, as _: Primitive.Type, into nodes: inout [Node], context: RenderContext
) {
  // `Primitive` was opened from `V.self`'s own metatype, under `V`'s key (see ``ViewKind``).
  assert(Primitive.self == V.self, "\(Primitive.self) rendered as \(V.self)")
  unsafeBitCast(view, to: Primitive.self).render(into: &nodes, context: context)
}

/// Renders `view` into a fresh list of nodes.
func renderNodes<V: View>(_ view: V, context: RenderContext) -> [Node] {
  var nodes: [Node] = []
  render(view, into: &nodes, context: context)
  return nodes
}
