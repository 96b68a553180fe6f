/// Tabs: a bar of tab buttons, made from each child's `.tabItem`, over the selected child.
///
/// ```swift
/// TabView(selection: viewStore.binding(get: \.tab, send: AppAction.tabSelected)) {
///   InboxView(store: inboxStore)
///     .tabItem { Label("Inbox", systemImage: "tray") }
///     .tag(Tab.inbox)
///   SettingsView(store: settingsStore)
///     .tabItem { Text("Settings") }
///     .tag(Tab.settings)
/// }
/// ```
///
/// Untagged tabs are selected by position. Every tab stays rendered (the others hidden), so
/// their view state survives switching, as it does on iOS. Without a selection binding the
/// tab view keeps its selection as its own view state.
public struct TabView<SelectionValue: Hashable, Content: View>: View {
  let selection: Binding<SelectionValue>?
  let content: Content

  public init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content) {
    self.selection = selection
    self.content = content()
  }

  public var body: Never { primitiveBody(of: self) }
}

extension TabView where SelectionValue == Int {
  /// Tabs selected by position, starting with the first.
  public init(@ViewBuilder content: () -> Content) {
    self.selection = nil
    self.content = content()
  }
}

extension TabView: PrimitiveView {
  func render(into nodes: inout [Node], context: RenderContext) {
    guard let selection else {
      ComposableWeb.render(StatefulTabView(content: content), into: &nodes, context: context)
      return
    }
    var tabs: [Node] = []
    for node in renderNodes(content, context: context) {
      tabs += node.tag == "cw-i" ? node.children : [node]
    }
    let selected = AnyHashable(selection.wrappedValue)
    var buttons: [Node] = []
    var panes: [Node] = []
    for (index, tab) in tabs.enumerated() {
      let isTabItem = tab.attributes["class"] == "cw-tab"
      let label =
        isTabItem ? tab.children[0].children : [Node(tag: "span", text: "Tab \(index + 1)")]
      let pane =
        isTabItem ? tab.children[1] : containerNode("div", class: "cw-tab-pane", children: [tab])
      // `.tag` may come before or after `.tabItem`.
      let value = tab.selectionTag ?? pane.children.first?.selectionTag ?? AnyHashable(index)
      let isSelected = value == selected
      let button = Node(tag: "button", children: label)
      button.attributes.set("type", "button")
      button.attributes.set("class", "cw-tab-button")
      button.attributes.set("role", "tab")
      button.attributes.set("aria-selected", isSelected ? "true" : "false")
      button.attributes.set("data-cw", "click")
      button.handlers.click = {
        if let value = value.base as? SelectionValue { selection.wrappedValue = value }
      }
      button.key = .identity(value)
      buttons.append(button)
      pane.attributes.set("hidden", isOn: !isSelected)
      pane.key = .identity(value)
      panes.append(pane)
    }
    let bar = containerNode("div", class: "cw-tab-bar", children: buttons)
    bar.attributes.set("role", "tablist")
    bar.key = .identity("cw-tab-bar")
    let content = containerNode("div", class: "cw-tab-panes", children: panes)
    content.key = .identity("cw-tab-panes")
    nodes.append(containerNode("div", class: "cw-tab-view", children: [content, bar]))
  }
}

/// A ``TabView`` without a selection binding: it keeps its selection as view state.
struct StatefulTabView<Content: View>: View {
  let content: Content
  @State var selection = 0

  var body: some View {
    TabView(selection: $selection) { content }
  }
}

extension View {
  /// The label of this view's tab in a ``TabView``.
  ///
  /// ```swift
  /// ProfileView().tabItem { Label("Profile", systemImage: "person") }
  /// ```
  public func tabItem<V: View>(@ViewBuilder _ label: () -> V) -> some View {
    let label = label()
    return ModifiedView(content: self) { context, renderContent in
      let labelNode = containerNode(
        "span", class: "cw-tab-label",
        children: renderNodes(label, context: context.appending(.part("tabItem"))))
      let pane = containerNode("div", class: "cw-tab-pane", children: renderContent(context))
      return [containerNode("div", class: "cw-tab", children: [labelNode, pane])]
    }
  }
}
