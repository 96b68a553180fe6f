/// A control that runs an action when pressed.
///
/// ```swift
/// Button("Reset") { viewStore.send(.resetButtonTapped) }
/// Button(action: { viewStore.send(.incrementButtonTapped) }) { Text("+") }
/// ```
///
/// Renders as `<button type="button">`; a click in the browser becomes a `click` event that
/// runs `action` on the server.
public struct Button<Label: View>: View {
  let label: Label
  let role: ButtonRole?
  let action: () -> Void

  /// A button with a custom label.
  public init(action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
    self.init(role: nil, action: action, label: label)
  }

  /// A button with a role and a custom label.
  public init(role: ButtonRole?, action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
    self.label = label()
    self.role = role
    self.action = action
  }

  public var body: Never { primitiveBody(of: self) }
}

extension Button where Label == Text {
  /// A button labelled with a string.
  public init<S: StringProtocol>(_ title: S, action: @escaping () -> Void) {
    self.init(role: nil, action: action) { Text(title) }
  }

  /// A button with a role, labelled with a string.
  public init<S: StringProtocol>(_ title: S, role: ButtonRole?, action: @escaping () -> Void) {
    self.init(role: role, action: action) { Text(title) }
  }
}

/// What a button does, which styles it: destructive buttons render in red, and cancel buttons
/// as secondary.
public struct ButtonRole: Hashable, Sendable {
  let name: String

  public static let destructive = ButtonRole(name: "destructive")
  public static let cancel = ButtonRole(name: "cancel")
}

extension Button: PrimitiveView {
  func render(into nodes: inout [Node], context: RenderContext) {
    let node: Node
    if let text = label as? Text, text.runs.count == 1, text.runs[0].classes.isEmpty,
      text.runs[0].styles.isEmpty
    {
      node = Node(tag: "button", text: text.string)
    } else {
      node = Node(tag: "button", children: renderNodes(label, context: context))
    }
    node.attributes.set("type", "button")
    var classes = "cw-button"
    if let role { classes += " cw-\(role.name)" }
    if let buttonClass = context.environment.buttonClass { classes += " " + buttonClass }
    node.attributes.set("class", classes)
    node.attributes.set("data-cw", "click")
    node.handlers.click = action
    context.decorateControl(node)
    nodes.append(node)
  }
}
