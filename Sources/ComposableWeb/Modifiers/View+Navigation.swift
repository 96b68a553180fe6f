extension View {
  /// Titles the screen: renders the title as the screen's heading above this view.
  ///
  /// ```swift
  /// Form { … }
  ///   .navigationTitle("Settings")
  /// ```
  public func navigationTitle<S: StringProtocol>(_ title: S) -> some View {
    navigationTitle(Text(title))
  }

  /// Titles the screen with a text.
  public func navigationTitle(_ title: Text) -> some View {
    ModifiedView(content: self) { context, renderContent in
      let heading = Node(tag: "h1", children: [title.node])
      heading.attributes.set("class", "cw-navigation-title")
      heading.key = .identity("cw-navigation-title")
      var context = context
      context.environment.screenTitle = title.string
      return [heading] + renderContent(context)
    }
  }

  /// Titles the screen, in the iOS 13 spelling.
  public func navigationBarTitle<S: StringProtocol>(_ title: S) -> some View {
    navigationTitle(title)
  }

  /// Titles the screen, in the iOS 13 spelling.
  public func navigationBarTitle(_ title: Text) -> some View {
    navigationTitle(title)
  }

  /// Titles the screen; the display mode is ignored.
  public func navigationBarTitle<S: StringProtocol>(
    _ title: S, displayMode: NavigationBarItem.TitleDisplayMode
  ) -> some View {
    navigationBarTitle(Text(title), displayMode: displayMode)
  }

  /// The title of the screen, as 2020 code set it with its display mode; a browser page shows
  /// one title style, large, and an inline mode reports a runtime warning.
  ///
  /// ```swift
  /// .navigationBarTitle(Text("Todos"), displayMode: .inline)
  /// ```
  public func navigationBarTitle(_ title: Text, displayMode: NavigationBarItem.TitleDisplayMode)
    -> some View
  {
    if displayMode == .inline {
      SurfaceWarnings.report(
        "navigationBarTitle(_:displayMode:) ignores `.inline`: every title is drawn large.")
    }
    return navigationTitle(title)
  }

  /// A no-op kept so 2021 code compiles: a browser page shows one title style, large, and an
  /// inline mode reports a runtime warning.
  public func navigationBarTitleDisplayMode(_ mode: NavigationBarItem.TitleDisplayMode)
    -> some View
  {
    if mode == .inline {
      SurfaceWarnings.report(
        "navigationBarTitleDisplayMode(_:) ignores `.inline`: every title is drawn large.")
    }
    return self
  }

  /// Hides the screen's bar: the title and bar items set on this view are not drawn.
  ///
  /// ```swift
  /// GameView(store: store)
  ///   .navigationBarHidden(true)
  /// ```
  ///
  /// A title or items set *outside* this modifier (`.navigationBarHidden(true)` then
  /// `.navigationTitle("…")`) are still drawn.
  public func navigationBarHidden(_ hidden: Bool) -> some View {
    ModifiedView(content: self) { context, renderContent in
      // A title above this modifier on the same screen is drawn outside it, where the filter
      // below can't reach it.
      if hidden, context.environment.screenTitle != nil {
        SurfaceWarnings.report(
          "navigationBarHidden(_:) applied before navigationTitle(_:) leaves that title shown.")
      }
      let nodes = renderContent(context)
      return hidden ? nodes.filter { !$0.isScreenChrome } : nodes
    }
  }

  /// Shows views in the screen's bar: rendered as a toolbar row above this view.
  ///
  /// ```swift
  /// .navigationBarItems(trailing: Button("Add") { viewStore.send(.addButtonTapped) })
  /// ```
  public func navigationBarItems<Leading: View, Trailing: View>(
    leading: Leading, trailing: Trailing
  ) -> some View {
    ModifiedView(content: self) { context, renderContent in
      let bar = toolbarNode(
        leading: renderNodes(leading, context: context.appending(.part("leading"))),
        principal: [],
        trailing: renderNodes(trailing, context: context.appending(.part("trailing")))
      )
      return [bar] + renderContent(context)
    }
  }

  public func navigationBarItems<Leading: View>(leading: Leading) -> some View {
    navigationBarItems(leading: leading, trailing: EmptyView())
  }

  /// Shows views at the trailing side of the screen's bar.
  public func navigationBarItems<Trailing: View>(trailing: Trailing) -> some View {
    navigationBarItems(leading: EmptyView(), trailing: trailing)
  }

  /// Hides the Back button of the navigation link that pushed this view.
  ///
  /// ```swift
  /// GameView(store: store)
  ///   .navigationBarBackButtonHidden(true)
  /// ```
  public func navigationBarBackButtonHidden(_ hidesBackButton: Bool = true) -> some View {
    ModifiedView(content: self) { context, renderContent in
      let nodes = renderContent(context)
      guard hidesBackButton else { return nodes }
      guard let first = nodes.first else { return nodes }
      first.attributes.set(backButtonHiddenAttribute, "")
      return nodes
    }
  }
}

/// The navigation bar of a screen: leading items, a principal item in the middle, trailing
/// items.
func toolbarNode(leading: [Node], principal: [Node], trailing: [Node]) -> Node {
  var zones = [containerNode("div", class: "cw-toolbar-leading", children: leading)]
  if !principal.isEmpty {
    zones.append(containerNode("div", class: "cw-toolbar-principal", children: principal))
  }
  zones.append(containerNode("div", class: "cw-toolbar-trailing", children: trailing))
  let bar = containerNode("div", class: "cw-toolbar", children: zones)
  bar.key = .identity("cw-toolbar")
  return bar
}

extension Node {
  /// Whether this is a screen's title or its bar, which a navigation view places.
  var isScreenChrome: Bool {
    switch attributes["class"] {
    case "cw-navigation-title", "cw-toolbar": true
    default: false
    }
  }
}
