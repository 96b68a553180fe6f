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
    nodes.append(
      textInputNode(
        type: "password", title: title, text: text, onEditingChanged: { _ in },
        onCommit: onCommit, context: context
      )
    )
  }
}
