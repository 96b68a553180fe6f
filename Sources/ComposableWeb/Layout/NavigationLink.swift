/// A button that pushes a destination screen: on its own, or while a binding says it is active.
///
/// ```swift
/// NavigationLink(destination: CounterView(store: store)) {
///   Text("Counter")
/// }
/// NavigationLink(
///   destination: IfLetStore(store.scope(state: \.game, action: NewGameAction.game), then: GameView.init),
///   isActive: viewStore.binding(get: \.isGameActive, send: { $0 ? .letsPlayButtonTapped : .gameDismissed })
/// ) {
///   Text("Let's play!")
/// }
/// ```
///
/// The label renders as a button that pushes the destination. A pushed destination renders as a
/// screen over the page (`cw-navigation-destination`) with a back button titled after the screen
/// it returns to (its `.navigationTitle`, or "Back"); the browser's back and
/// forward buttons pop and push it again, and the URL's fragment names the stack. Inside the
/// destination, `presentationMode.wrappedValue.dismiss()` and `dismiss()` pop it. Without a
/// binding, the link keeps whether it is pushed as its own view state.
public struct NavigationLink<Label: View, Destination: View>: View {
  let label: Label
  let destination: Destination
  let isActive: Binding<Bool>?

  /// A link that pushes `destination` while `isActive` is true, and sets it when pressed or
  /// popped.
  public init(
    destination: Destination,
    isActive: Binding<Bool>,
    @ViewBuilder label: () -> Label
  ) {
    self.label = label()
    self.destination = destination
    self.isActive = isActive
  }

  /// A link that pushes `destination` when pressed.
  public init(destination: Destination, @ViewBuilder label: () -> Label) {
    self.label = label()
    self.destination = destination
    self.isActive = nil
  }

  /// A link that pushes `destination` while `selection` equals `tag`.
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
  /// A link titled `title` that pushes `destination` when pressed.
  public init<S: StringProtocol>(_ title: S, destination: Destination) {
    self.init(destination: destination) { Text(title) }
  }

  /// A link titled `title` that pushes `destination` while `isActive` is true.
  public init<S: StringProtocol>(_ title: S, destination: Destination, isActive: Binding<Bool>) {
    self.init(destination: destination, isActive: isActive) { Text(title) }
  }

  /// A link titled `title` that pushes `destination` while `selection` equals `tag`.
  public init<S: StringProtocol, V: Hashable>(
    _ title: S, destination: Destination, tag: V, selection: Binding<V?>
  ) {
    self.init(destination: destination, tag: tag, selection: selection) { Text(title) }
  }
}

extension NavigationLink: PrimitiveView {
  func render(into nodes: inout [Node], context: RenderContext) {
    guard let isActive else {
      // Whether it is pushed is the link's own view state.
      ComposableWeb.render(
        StatefulNavigationLink(label: label, destination: destination), into: &nodes,
        context: context)
      return
    }
    let link = pressableNode(
      children: renderNodes(label, context: context.appending(.part("label"))), role: "link")
    link.attributes.set("class", "cw-navigation-link")
    link.attributes.set("data-cw", "click")
    link.handlers.click = { isActive.wrappedValue = true }
    context.decorateControl(link)
    link.key = .identity("cw-link")
    nodes.append(link)
    guard isActive.wrappedValue else { return }
    let pop = { isActive.wrappedValue = false }
    var destinationContext = context.appending(.part("destination"))
    destinationContext.environment = presentedEnvironment(context.environment, dismiss: pop)
    destinationContext.environment.isDisabled = false
    // The destination names its own screen, or none.
    destinationContext.environment.screenTitle = nil
    let destinationNodes = renderNodes(destination, context: destinationContext)
    var barChildren: [Node] = []
    if !containsMarker(destinationNodes, backButtonHiddenAttribute) {
      let back = Node(tag: "button", text: "‹ " + backTitle(after: context.environment.screenTitle))
      back.attributes.set("type", "button")
      back.attributes.set("class", "cw-button cw-back")
      back.attributes.set("data-cw", "click")
      back.handlers.click = pop
      barChildren.append(back)
    }
    let bar = containerNode("div", class: "cw-toolbar", children: barChildren)
    let content = containerNode("div", class: "cw-navigation-content", children: destinationNodes)
    let screen = containerNode("div", class: "cw-navigation-destination", children: [bar, content])
    screen.attributes.set("role", "region")
    screen.key = .identity("cw-destination")
    nodes.append(screen)
  }
}

/// A ``NavigationLink`` without a binding: it keeps whether it is pushed as view state.
struct StatefulNavigationLink<Label: View, Destination: View>: View {
  let label: Label
  let destination: Destination
  @State var isActive = false

  var body: some View {
    NavigationLink(destination: destination, isActive: $isActive) { label }
  }
}

/// What a pushed screen's back control says: the title of the screen it returns to, as on iOS,
/// or "Back" where there is no title or it is too long for a toolbar.
func backTitle(after screenTitle: String?) -> String {
  guard let screenTitle, !screenTitle.isEmpty, screenTitle.count <= 24 else { return "Back" }
  return screenTitle
}

/// The attribute `.navigationBarBackButtonHidden()` marks a destination's content with.
let backButtonHiddenAttribute = "data-cw-back-hidden"

/// Whether a node in `nodes` (short of a nested destination) carries `attribute`.
func containsMarker(_ nodes: [Node], _ attribute: String) -> Bool {
  nodes.contains { node in
    if node.attributes[attribute] != nil { return true }
    if node.attributes["class"] == "cw-navigation-destination" { return false }
    return containsMarker(node.children, attribute)
  }
}
