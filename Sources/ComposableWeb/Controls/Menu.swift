/// A button that shows a list of actions when pressed.
///
/// ```swift
/// Menu("Sort") {
///   Button("By name") { viewStore.send(.sort(.name)) }
///   Button("By date") { viewStore.send(.sort(.date)) }
/// }
/// ```
///
/// Renders as a `<details>` element: its label opens the list, which closes again when an
/// action is chosen, Escape is pressed or the page is clicked elsewhere.
public struct Menu<Label: View, Content: View>: View {
  let label: Label
  let content: Content

  public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    self.content = content()
    self.label = label()
  }

  public var body: Never { primitiveBody(of: self) }
}

extension Menu where Label == Text {
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
    self.init(content: content) { Text(title) }
  }

  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
    self.init(content: content) { Text(titleKey) }
  }
}

extension Menu: PrimitiveView {
  func render(into nodes: inout [Node], context: RenderContext) {
    let summary = containerNode(
      "summary", class: "cw-menu-label", children: renderNodes(label, context: context))
    summary.attributes.set("aria-haspopup", "menu")
    let items = containerNode(
      "div", class: "cw-menu-items", children: renderNodes(content, context: context))
    items.attributes.set("role", "menu")
    let menu = containerNode("details", class: "cw-menu", children: [summary, items])
    if context.environment.isDisabled { menu.attributes.set("data-disabled", "") }
    nodes.append(menu)
  }
}
