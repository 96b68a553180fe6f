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
