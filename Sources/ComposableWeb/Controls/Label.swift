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

extension Label where Title == Text, Icon == Image {
  /// A label with a localized title and a symbol.
  public init(_ titleKey: LocalizedStringKey, systemImage name: String) {
    self.init(title: { Text(titleKey) }, icon: { Image(systemName: name) })
  }
}

extension Label where Title == LabelStyleConfiguration.Title, Icon == LabelStyleConfiguration.Icon {
  /// The label a custom ``LabelStyle`` was given, drawn in the standard way.
  public init(_ configuration: LabelStyleConfiguration) {
    self.init(title: { configuration.title }, icon: { configuration.icon })
  }
}

extension Label: PrimitiveView {
  func render(into nodes: inout [Node], context: RenderContext) {
    let title = self.title
    let icon = self.icon
    if let custom = context.environment.customLabelStyle {
      var inner = context
      inner.environment.customLabelStyle = nil
      let configuration = LabelStyleConfiguration(
        title: .init { renderNodes(title, context: $0) },
        icon: .init { renderNodes(icon, context: $0) }
      )
      nodes.append(contentsOf: custom.makeBody(configuration, inner))
      return
    }
    let titleNodes = renderNodes(title, context: context)
    var children: [Node] = []
    switch context.environment.labelStyle {
    case .titleAndIcon:
      children = renderNodes(icon, context: context) + titleNodes
    case .titleOnly:
      children = titleNodes
    case .iconOnly:
      children = renderNodes(icon, context: context)
    }
    let node = containerNode("span", class: "cw-label-view", children: children)
    if context.environment.labelStyle == .iconOnly {
      // The title is still the label's name for assistive technology.
      node.attributes.set("aria-label", titleNodes.map(\.textContent).joined())
      for child in children where child.attributes["aria-label"] != nil {
        child.attributes.set("aria-hidden", "true")
      }
    }
    nodes.append(node)
  }
}
