/// A single-line text input bound to a string.
///
/// ```swift
/// TextField("Display name", text: viewStore.$displayName)
/// TextField("Email", text: viewStore.binding(get: \.email, send: LoginAction.emailChanged))
///   .keyboardType(.emailAddress)
/// ```
///
/// Renders as `<input type="text">` with the title as placeholder and accessible label. Each
/// keystroke becomes an `input` event that writes the binding; Return becomes a `submit` event
/// that runs `onCommit` and any ``View/onSubmit(_:)`` action.
public struct TextField: View {
  let title: String
  let text: Binding<String>
  let onEditingChanged: (Bool) -> Void
  let onCommit: (() -> Void)?

  /// A text field with a placeholder title.
  public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
    self.title = String(title)
    self.text = text
    self.onEditingChanged = { _ in }
    self.onCommit = nil
  }

  /// A text field that also reports editing (focus) changes and Return, as in 2021.
  public init<S: StringProtocol>(
    _ title: S,
    text: Binding<String>,
    onEditingChanged: @escaping (Bool) -> Void = { _ in },
    onCommit: @escaping () -> Void = {}
  ) {
    self.title = String(title)
    self.text = text
    self.onEditingChanged = onEditingChanged
    self.onCommit = onCommit
  }

  public var body: Never { primitiveBody(of: self) }
}

extension TextField: PrimitiveView {
  func render(into nodes: inout [Node], context: RenderContext) {
    nodes.append(
      textInputNode(
        type: "text", title: title, text: text, onEditingChanged: onEditingChanged,
        onCommit: onCommit, context: context
      )
    )
  }
}

/// The `<input>` of a text field or secure field, wired to its binding.
func textInputNode(
  type: String,
  title: String,
  text: Binding<String>,
  onEditingChanged: @escaping (Bool) -> Void,
  onCommit: (() -> Void)?,
  context: RenderContext
) -> Node {
  let node = Node(tag: "input")
  node.attributes.set("type", type)
  var classes = "cw-text-field"
  if let textFieldClass = context.environment.textFieldClass { classes += " " + textFieldClass }
  node.attributes.set("class", classes)
  node.attributes.set("placeholder", title)
  node.attributes.set("aria-label", title)
  node.attributes.set("value", text.wrappedValue)
  for attribute in context.environment.inputAttributes {
    node.attributes.set(attribute.name, attribute.value)
  }
  node.attributes.set("data-cw", "input")
  node.handlers.input = { text.wrappedValue = $0 }
  node.handlers.readValue = { text.wrappedValue }
  let onSubmit = context.environment.onSubmit
  // Return always reaches the session. A field with an action of its own is marked
  // (`data-cw-submit="action"`); on the others the client also presses the screen's next
  // button, as a browser submits a form.
  node.attributes.set("data-cw-submit", onCommit == nil && onSubmit == nil ? "" : "action")
  node.handlers.submit = {
    onCommit?()
    onSubmit?()
  }
  context.decorateControl(node)
  // Editing changes follow focus, alongside any focus binding.
  let focus = node.handlers.focus
  let blur = node.handlers.blur
  node.attributes.set("data-cw-focus", "")
  node.handlers.focus = {
    focus?()
    onEditingChanged(true)
  }
  node.handlers.blur = {
    blur?()
    onEditingChanged(false)
  }
  return node
}
