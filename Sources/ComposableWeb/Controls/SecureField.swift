/// A text input whose characters are hidden, for passwords.
///
/// ```swift
/// SecureField("Password", text: viewStore.binding(get: \.password, send: LoginAction.passwordChanged))
/// ```
///
/// Renders as `<input type="password">`; events as for ``TextField``.
public struct SecureField: View {
  let title: String
  let text: Binding<String>
  let onCommit: (() -> Void)?

  public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
    self.title = String(title)
    self.text = text
    self.onCommit = nil
  }

  /// A secure field that runs `onCommit` on Return, as in 2021.
  public init<S: StringProtocol>(_ title: S, text: Binding<String>, onCommit: @escaping () -> Void)
  {
    self.title = String(title)
    self.text = text
    self.onCommit = onCommit
  }

  public var body: Never { primitiveBody(of: self) }
}

extension SecureField: PrimitiveView {
  func render(into nodes: inout [Node], context: RenderContext) {
    let node = textInputNode(
      type: "password", title: title, text: text, onEditingChanged: { _ in },
      onCommit: onCommit, context: context
    )
    // Browsers warn about a password field outside any form, and password managers look for
    // one: it belongs to the live page's hidden form (which never submits).
    node.attributes.set("form", "cw-form")
    if node.attributes["autocomplete"] == nil {
      node.attributes.set("autocomplete", "current-password")
    }
    nodes.append(node)
  }
}
