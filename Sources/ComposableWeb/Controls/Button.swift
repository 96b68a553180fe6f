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

extension Button where Label == Text {
  /// A button labelled with a localized string key: a string literal.
  public init(_ titleKey: LocalizedStringKey, action: @escaping () -> Void) {
    self.init(role: nil, action: action) { Text(titleKey) }
  }

  /// A button with a role, labelled with a localized string key.
  public init(_ titleKey: LocalizedStringKey, role: ButtonRole?, action: @escaping () -> Void) {
    self.init(role: role, action: action) { Text(titleKey) }
  }
}

extension Button where Label == ComposableWeb.Label<Text, Image> {
  /// A button labelled with a title and a symbol.
  public init<S: StringProtocol>(_ title: S, systemImage: String, action: @escaping () -> Void) {
    self.init(role: nil, action: action) { ComposableWeb.Label(title, systemImage: systemImage) }
  }
}

extension Button: PrimitiveView {
  func render(into nodes: inout [Node], context: RenderContext) {
    if let custom = context.environment.customButtonStyle {
      nodes.append(renderCustom(custom, context: context))
      return
    }
    let node: Node
    let isLabelledByPlainText: Bool
    if let text = label as? Text, text.runs.count == 1, text.runs[0].classes.isEmpty,
      text.runs[0].styles.isEmpty
    {
      node = Node(tag: "button", text: text.string)
      isLabelledByPlainText = true
    } else {
      node = pressableNode(children: renderNodes(label, context: context), role: "button")
      isLabelledByPlainText = false
    }
    if isLabelledByPlainText, role == nil, context.environment.buttonClass == nil {
      node.attributes = .plainButton
    } else {
      if isLabelledByPlainText { node.attributes.set("type", "button") }
      var classes = "cw-button"
      if let role { classes += " cw-\(role.name)" }
      if let buttonClass = context.environment.buttonClass { classes += " " + buttonClass }
      node.attributes.set("class", classes)
      node.attributes.set("data-cw", "click")
    }
    node.handlers.click = action
    context.decorateControl(node)
    nodes.append(node)
  }
}

extension Button {
  /// A button drawn by a custom style: its body when not pressed, and its body when pressed if
  /// that differs, which the style sheet shows while the button is held down.
  private func renderCustom(_ style: AnyButtonStyle, context: RenderContext) -> Node {
    let label = self.label
    var inner = context
    inner.environment.customButtonStyle = nil
    let configurationLabel = ButtonStyleConfiguration.Label { renderNodes(label, context: $0) }
    let normal = style.makeBody(
      ButtonStyleConfiguration(label: configurationLabel, isPressed: false, role: role), inner)
    let pressed = style.makeBody(
      ButtonStyleConfiguration(label: configurationLabel, isPressed: true, role: role), inner)
    var children: [Node]
    if html(of: normal) == html(of: pressed) {
      children = normal
    } else {
      let normalNode = containerNode("span", class: "cw-unpressed", children: normal)
      let pressedNode = containerNode("span", class: "cw-pressed", children: pressed)
      pressedNode.attributes.set("aria-hidden", "true")
      children = [normalNode, pressedNode]
    }
    let node = Node(tag: "button", children: children)
    node.attributes.set("type", "button")
    node.attributes.set("class", "cw-button cw-bs-custom" + (role.map { " cw-\($0.name)" } ?? ""))
    node.attributes.set("data-cw", "click")
    node.handlers.click = action
    context.decorateControl(node)
    return node
  }
}

/// The HTML of unmounted nodes, to compare two renders.
private func html(of nodes: [Node]) -> String {
  var writer = HTMLWriter()
  for node in nodes { writer.write(node) }
  return writer.output
}
