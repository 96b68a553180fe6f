/// A button that pushes a destination screen while a binding says it is active.
///
/// ```swift
/// NavigationLink(
///   destination: IfLetStore(store.scope(state: \.game, action: NewGameAction.game), then: GameView.init),
///   isActive: viewStore.binding(get: \.isGameActive, send: { $0 ? .letsPlayButtonTapped : .gameDismissed })
/// ) {
///   Text("Let's play!")
/// }
/// ```
///
/// The label renders as a button that sets the binding to true. While it is true, the
/// destination renders as a screen over the page (`cw-navigation-destination`) with a Back
/// button that sets it to false — the single-page stand-in for a navigation push.
public struct NavigationLink<Label: View, Destination: View>: View {
  let label: Label
  let destination: Destination
  let isActive: Binding<Bool>

  /// A link pushed while `isActive` is true.
  public init(
    destination: Destination,
    isActive: Binding<Bool>,
    @ViewBuilder label: () -> Label
  ) {
    self.label = label()
    self.destination = destination
    self.isActive = isActive
  }

  /// A link pushed while `selection` holds `tag`; pressing it writes `tag`, Back writes `nil`.
  public init<V: Hashable>(
    destination: Destination,
    tag: V,
    selection: Binding<V?>,
    @ViewBuilder label: () -> Label
  ) {
    self.init(
      destination: destination,
      isActive: Binding(
        get: { selection.wrappedValue == tag },
        set: { isActive in
          if isActive {
            selection.wrappedValue = tag
          } else if selection.wrappedValue == tag {
            selection.wrappedValue = nil
          }
        }
      ),
      label: label
    )
  }

  public var body: Never { primitiveBody(of: self) }
}

extension NavigationLink where Label == Text {
  /// A link labelled with a string, pushed while `isActive` is true.
  public init<S: StringProtocol>(_ title: S, destination: Destination, isActive: Binding<Bool>) {
    self.init(destination: destination, isActive: isActive) { Text(title) }
  }
}

extension NavigationLink: PrimitiveView {
  func render(into nodes: inout [Node], context: RenderContext) {
    let isActive = self.isActive
    let link = Node(tag: "button", children: renderNodes(label, context: context))
    link.attributes.set("type", "button")
    link.attributes.set("class", "cw-navigation-link")
    link.attributes.set("data-cw", "click")
    link.handlers.click = { isActive.wrappedValue = true }
    context.decorateControl(link)
    link.key = AnyHashable("cw-link")
    nodes.append(link)
    guard isActive.wrappedValue else { return }
    let back = Node(tag: "button", text: "‹ Back")
    back.attributes.set("type", "button")
    back.attributes.set("class", "cw-button cw-back")
    back.attributes.set("data-cw", "click")
    back.handlers.click = { isActive.wrappedValue = false }
    let bar = containerNode("div", class: "cw-toolbar", children: [back])
    let content = containerNode(
      "div", class: "cw-navigation-content", children: renderNodes(destination, context: context))
    let screen = containerNode("div", class: "cw-navigation-destination", children: [bar, content])
    screen.attributes.set("role", "region")
    screen.key = AnyHashable("cw-destination")
    nodes.append(screen)
  }
}
