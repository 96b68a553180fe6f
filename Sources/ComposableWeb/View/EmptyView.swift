/// A view that shows nothing.
///
/// ```swift
/// IfLetStore(store, then: DetailView.init, else: { EmptyView() })
/// ```
public struct EmptyView: View {
  public init() {}

  public var body: Never { primitiveBody(of: self) }
}

extension EmptyView: PrimitiveView {
  func render(into nodes: inout [Node], context: RenderContext) {}
}
