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
    // An expansion, not a `for` loop over the pack: the loop copied each view out of the tuple
    // (and destroyed the copy), where the call borrows it in place.
    repeat renderElement(each value, position: &position, into: &nodes, context: context)
  }

  /// Renders one element of the tuple, keyed by its position in the block.
  private func renderElement<Element: View>(
    _ view: Element, position: inout Int, into nodes: inout [Node], context: RenderContext
  ) {
    let start = nodes.count
    ComposableWeb.render(view, into: &nodes, context: context.appending(.position(position)))
    NodeKey.apply(.position(position), to: &nodes, from: start)
    position += 1
  }
}
