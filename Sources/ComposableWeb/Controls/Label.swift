/// A title with an icon, as in list rows and buttons.
///
/// ```swift
/// Button(action: { viewStore.send(.deleteButtonTapped) }) {
///   Label("Delete", systemImage: "trash")
/// }
/// ```
public struct Label<Title: View, Icon: View>: View {
  let title: Title
  let icon: Icon

  public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
    self.title = title()
    self.icon = icon()
  }

  public var body: Never { primitiveBody(of: self) }
}

extension Label where Title == Text, Icon == Image {
  /// A label with a string title and a symbol.
  public init<S: StringProtocol>(_ title: S, systemImage name: String) {
    self.init(title: { Text(title) }, icon: { Image(systemName: name) })
  }
}

extension Label: PrimitiveView {
  func render(into nodes: inout [Node], context: RenderContext) {
    let children = renderNodes(icon, context: context) + renderNodes(title, context: context)
    nodes.append(containerNode("span", class: "cw-label-view", children: children))
  }
}
