/// A modal dialog on a backdrop: title, message and buttons. Each button runs its action, then
/// `dismiss`.
///
/// ```swift
/// let node = dialogNode(
///   kind: .alert, title: Text("Saved"), message: nil,
///   buttons: [DialogButton(label: Text("OK"), role: "default", action: nil)],
///   dismiss: { isPresented.wrappedValue = false }
/// )
/// ```
func dialogNode(
  kind: DialogKind,
  title: Text?,
  message: Text?,
  buttons: [DialogButton],
  dismiss: @escaping () -> Void
) -> Node {
  var children: [Node] = []
  if let title {
    let heading = Node(tag: "h2", children: [title.node])
    heading.attributes.set("class", "cw-alert-title")
    children.append(heading)
  }
  if let message {
    let paragraph = Node(tag: "p", children: [message.node])
    paragraph.attributes.set("class", "cw-alert-message")
    children.append(paragraph)
  }
  let buttonNodes = buttons.enumerated().map { index, button in
    let node = Node(tag: "button", text: button.label.string)
    node.attributes.set("type", "button")
    node.attributes.set("class", "cw-alert-button cw-\(button.role)")
    node.attributes.set("data-cw", "click")
    node.key = .identity(index)
    let action = button.action
    node.handlers.click = {
      action?()
      dismiss()
    }
    return node
  }
  let buttonsClass = kind == .alert ? "cw-alert-buttons" : "cw-alert-buttons cw-stacked"
  children.append(containerNode("div", class: buttonsClass, children: buttonNodes))
  let dialog = containerNode(
    "div", class: kind == .alert ? "cw-alert" : "cw-alert cw-confirmation", children: children)
  dialog.attributes.set("role", kind == .alert ? "alertdialog" : "dialog")
  dialog.attributes.set("aria-modal", "true")
  let backdrop = containerNode("div", class: "cw-alert-backdrop", children: [dialog])
  backdrop.key = .identity("cw-alert")
  return backdrop
}
