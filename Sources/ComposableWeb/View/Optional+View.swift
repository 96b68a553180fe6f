/// An optional view shows its view when present and nothing otherwise: what a ``ViewBuilder``
/// `if` without `else` builds.
///
/// ```swift
/// if let error { Text(error) }  // Text?
/// ```
extension Optional: View where Wrapped: View {
  public var body: Never { primitiveBody(of: self) }
}

extension Optional: PrimitiveView where Wrapped: View {
  func render(into nodes: inout [Node], context: RenderContext) {
    if let view = self {
      ComposableWeb.render(view, into: &nodes, context: context)
    }
  }
}
