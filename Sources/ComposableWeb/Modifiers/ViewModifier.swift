/// A reusable change to a view, applied with ``View/modifier(_:)``.
///
/// ```swift
/// struct Card: ViewModifier {
///   func body(content: Content) -> some View {
///     content.padding().background(Color.white)
///   }
/// }
/// Text("Hello").modifier(Card())
/// ```
public protocol ViewModifier {
  associatedtype Body: View
  typealias Content = _ViewModifier_Content<Self>

  @ViewBuilder func body(content: Content) -> Body
}

/// The view a ``ViewModifier`` modifies, as its `body(content:)` receives it.
public struct _ViewModifier_Content<Modifier: ViewModifier>: View {
  let renderContent: (RenderContext) -> [Node]

  public var body: Never { primitiveBody(of: self) }
}

extension _ViewModifier_Content: PrimitiveView {
  func render(into nodes: inout [Node], context: RenderContext) {
    nodes.append(contentsOf: renderContent(context))
  }
}

/// A view with a ``ViewModifier`` applied.
public struct ModifiedContent<Content: View, Modifier: ViewModifier>: View {
  public var content: Content
  public var modifier: Modifier

  public init(content: Content, modifier: Modifier) {
    self.content = content
    self.modifier = modifier
  }

  public var body: Never { primitiveBody(of: self) }
}

extension ModifiedContent: PrimitiveView {
  func render(into nodes: inout [Node], context: RenderContext) {
    // A modifier is not a view with an identity of its own, so nothing keeps its storage.
    if DynamicPropertyTypes.contain(modifier) {
      SurfaceWarnings.report(
        "@State, @Environment and observed objects inside a ViewModifier are not connected: "
          + "@State starts over on every render and @Environment reads default values.")
    }
    let content = self.content
    let wrapped = _ViewModifier_Content<Modifier> { renderNodes(content, context: $0) }
    ComposableWeb.render(modifier.body(content: wrapped), into: &nodes, context: context)
  }
}

extension View {
  /// Applies a ``ViewModifier``.
  public func modifier<Modifier: ViewModifier>(_ modifier: Modifier) -> ModifiedContent<
    Self, Modifier
  > {
    ModifiedContent(content: self, modifier: modifier)
  }
}
