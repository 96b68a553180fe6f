/// One of two views, chosen by an `if`/`else` or a `switch` in a ``ViewBuilder``.
///
/// ```swift
/// if isOn { Text("On") } else { Text("Off") }  // _ConditionalContent<Text, Text>
/// ```
///
/// Spelled with an underscore as in SwiftUI: it is built by the builder, not by hand.
public struct _ConditionalContent<TrueContent: View, FalseContent: View>: View {
  enum Storage {
    case trueContent(TrueContent)
    case falseContent(FalseContent)
  }

  let storage: Storage

  public var body: Never { primitiveBody(of: self) }
}

extension _ConditionalContent: PrimitiveView {
  func render(into nodes: inout [Node], context: RenderContext) {
    // Each branch keys its nodes apart, so switching branches replaces rather than morphs:
    // a field in one branch never inherits the focus or caret of a field in the other.
    let start = nodes.count
    switch storage {
    case let .trueContent(view):
      ComposableWeb.render(view, into: &nodes, context: context.appending(.trueBranch))
      NodeKey.apply(.trueBranch, to: &nodes, from: start)
    case let .falseContent(view):
      ComposableWeb.render(view, into: &nodes, context: context.appending(.falseBranch))
      NodeKey.apply(.falseBranch, to: &nodes, from: start)
    }
  }
}
