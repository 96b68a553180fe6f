extension View {
  /// Puts items in the navigation bar (or the bottom bar) of the screen this view is on.
  ///
  /// ```swift
  /// List { … }
  ///   .toolbar {
  ///     ToolbarItem(placement: .navigationBarLeading) { EditButton() }
  ///     ToolbarItem(placement: .navigationBarTrailing) { Button("Add") { viewStore.send(.addTodoButtonTapped) } }
  ///   }
  /// ```
  public func toolbar<Content: ToolbarContent>(
    @ToolbarContentBuilder content: () -> Content
  ) -> some View {
    let content = content()
    return ModifiedView(content: self) { context, renderContent in
      toolbarNodes(
        toolbarItems(content, context: context.appending(.part("toolbar"))),
        content: renderContent(context)
      )
    }
  }

  /// Puts views at the trailing end of the navigation bar of the screen this view is on.
  ///
  /// ```swift
  /// .toolbar { Button("Add") { viewStore.send(.addButtonTapped) } }
  /// ```
  public func toolbar<Content: View>(@ViewBuilder content: () -> Content) -> some View {
    let content = content()
    return ModifiedView(content: self) { context, renderContent in
      toolbarNodes(
        [
          ToolbarPiece(
            placement: .automatic,
            nodes: renderNodes(content, context: context.appending(.part("toolbar"))))
        ],
        content: renderContent(context)
      )
    }
  }
}

/// A navigation bar above `content` and, if any item asks for one, a bottom bar below it.
private func toolbarNodes(_ pieces: [ToolbarPiece], content: [Node]) -> [Node] {
  func nodes(in zone: ToolbarItemPlacement.Zone) -> [Node] {
    pieces.filter { $0.placement.zone == zone }.flatMap(\.nodes)
  }
  if pieces.contains(where: \.placement.isKeyboard) {
    SurfaceWarnings.report(
      "ToolbarItemPlacement.keyboard shows its items in the bottom bar at all times, not only "
        + "while a field is edited.")
  }
  var result: [Node] = []
  let leading = nodes(in: .leading)
  let principal = nodes(in: .principal)
  let trailing = nodes(in: .trailing)
  if !leading.isEmpty || !principal.isEmpty || !trailing.isEmpty {
    result.append(toolbarNode(leading: leading, principal: principal, trailing: trailing))
  }
  result += content
  let bottom = nodes(in: .bottom)
  if !bottom.isEmpty {
    let bar = containerNode("div", class: "cw-bottom-bar", children: bottom)
    bar.key = .identity("cw-bottom-bar")
    result.append(bar)
  }
  return result
}
