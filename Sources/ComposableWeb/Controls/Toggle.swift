/// A switch bound to a Boolean.
///
/// ```swift
/// Toggle("Protect my posts", isOn: viewStore.$protectMyPosts)
/// ```
///
/// Renders as a labelled `<input type="checkbox" role="switch">`; switching it in the browser
/// becomes a `toggle` event that writes the binding.
public struct Toggle<Label: View>: View {
  let isOn: Binding<Bool>
  let label: Label

  /// A toggle with a custom label.
  public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
    self.isOn = isOn
    self.label = label()
  }

  public var body: Never { primitiveBody(of: self) }
}

extension Toggle where Label == Text {
  /// A toggle labelled with a string.
  public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) {
    self.init(isOn: isOn) { Text(title) }
  }
}

extension Toggle: PrimitiveView {
  func render(into nodes: inout [Node], context: RenderContext) {
    // The switch is drawn green by the style sheet, as iOS draws it without a tint.
    if context.environment.isTinted {
      SurfaceWarnings.report("accentColor(_:) and tint(_:) don't reach a Toggle: it stays green.")
    }
    let input = Node(tag: "input")
    input.attributes.set("type", "checkbox")
    input.attributes.set("role", "switch")
    input.attributes.set("class", "cw-switch")
    input.attributes.set("checked", isOn: isOn.wrappedValue)
    input.attributes.set("data-cw", "toggle")
    let isOn = self.isOn
    input.handlers.toggle = { isOn.wrappedValue = $0 }
    input.handlers.readIsOn = { isOn.wrappedValue }
    context.decorateControl(input)
    let labelNode = Node(tag: "span", children: renderNodes(label, context: context))
    labelNode.attributes.set("class", "cw-label")
    let node = Node(tag: "label", children: [labelNode, input])
    node.attributes.set("class", "cw-toggle")
    nodes.append(node)
  }
}
