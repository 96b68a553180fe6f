/// A piece of user interface, described as a value that the renderer turns into HTML.
///
/// Written the way 2021 SwiftUI views were: a struct with a `body` built from other views.
///
/// ```swift
/// struct Greeting: View {
///   let name: String
///   var body: some View {
///     VStack {
///       Text("Hello, \(name)!")
///       Button("Wave") { print("👋") }
///     }
///   }
/// }
/// ```
///
/// The renderer calls `body` each time the view's observation boundary (a ``WithViewStore`` or
/// another store view above it) re-renders, so `body` should be cheap and free of side effects.
/// Primitive views such as ``Text`` have a `Body` of `Never` and render themselves.
public protocol View {
  /// The type of view this view's body is made of.
  associatedtype Body: View

  /// The content of this view.
  @ViewBuilder var body: Body { get }
}

extension Never: View {
  public typealias Body = Never

  public var body: Never {
    self
  }
}

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

/// Renders `view`: through its own rendering if it is primitive, through its body otherwise.
func render<V: View>(_ view: V, into nodes: inout [Node], context: RenderContext) {
  if let primitive = view as? any PrimitiveView {
    primitive.render(into: &nodes, context: context)
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
