/// Several views shown one after another: what a ``ViewBuilder`` block of views builds.
///
/// ```swift
/// let pair = TupleView(Text("A"), Text("B"))
/// ```
public struct TupleView<each Content: View>: View {
  public var value: (repeat each Content)

  public init(_ content: repeat each Content) {
    self.value = (repeat each content)
  }

  public var body: Never { primitiveBody(of: self) }
}

extension TupleView: PrimitiveView {
  func render(into nodes: inout [Node], context: RenderContext) {
    var position = 0
    for view in repeat each value {
      let start = nodes.count
      ComposableWeb.render(view, into: &nodes, context: context.appending(.position(position)))
      NodeKey.apply(.position(position), to: &nodes, from: start)
      position += 1
    }
  }
}
