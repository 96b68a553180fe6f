/// A type-erased view, for returning different view types from one place.
///
/// ```swift
/// func row(_ isHeader: Bool) -> AnyView {
///   isHeader ? AnyView(Text("Header").bold()) : AnyView(Divider())
/// }
/// ```
public struct AnyView: View {
  let renderView: (inout [Node], RenderContext) -> Void

  public init<V: View>(_ view: V) {
    if let erased = view as? AnyView {
      self = erased
    } else {
      self.renderView = { nodes, context in
        ComposableWeb.render(view, into: &nodes, context: context)
      }
    }
  }

  /// Erases a view given as an existential, as SwiftUI's `AnyView(erasing:)` does.
  public init(erasing view: some View) {
    self.init(view)
  }

  public var body: Never { primitiveBody(of: self) }
}

extension AnyView: PrimitiveView {
  func render(into nodes: inout [Node], context: RenderContext) {
    renderView(&nodes, context)
  }
}
