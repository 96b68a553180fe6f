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
      heading.key = AnyHashable("cw-navigation-title")
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
    navigationTitle(title)
  }

  /// A no-op kept so 2021 code compiles.
  public func navigationBarTitleDisplayMode(_ mode: NavigationBarItem.TitleDisplayMode)
    -> some View
  {
    self
  }

  /// A no-op kept so 2021 code compiles: there is no bar to hide.
  public func navigationBarHidden(_ hidden: Bool) -> some View {
    self
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
      let bar = containerNode(
        "div", class: "cw-toolbar",
        children: [
          containerNode("div", class: "cw-toolbar-leading", children: renderNodes(leading, context: context)),
          containerNode("div", class: "cw-toolbar-trailing", children: renderNodes(trailing, context: context)),
        ]
      )
      bar.key = AnyHashable("cw-toolbar")
      return [bar] + renderContent(context)
    }
  }

  /// Shows views at the leading side of the screen's bar.
  public func navigationBarItems<Leading: View>(leading: Leading) -> some View {
    navigationBarItems(leading: leading, trailing: EmptyView())
  }

  /// Shows views at the trailing side of the screen's bar.
  public func navigationBarItems<Trailing: View>(trailing: Trailing) -> some View {
    navigationBarItems(leading: EmptyView(), trailing: trailing)
  }
}
