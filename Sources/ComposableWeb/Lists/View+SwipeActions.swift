extension View {
  /// Buttons for a list row, shown at its edge while the row is hovered: the desktop stand-in
  /// for swipe actions.
  ///
  /// ```swift
  /// TodoRow(todo: todo)
  ///   .swipeActions {
  ///     Button("Flag") { viewStore.send(.flag(todo.id)) }
  ///   }
  /// ```
  public func swipeActions<T: View>(
    edge: HorizontalEdge = .trailing,
    allowsFullSwipe: Bool = true,
    @ViewBuilder content: () -> T
  ) -> some View {
    // The stand-in buttons show on hover; there is no swipe to carry through to the first one.
    if allowsFullSwipe {
      SurfaceWarnings.report(
        "swipeActions(edge:allowsFullSwipe:content:) has no full swipe: the buttons show while "
          + "the row is hovered.")
    }
    let actions = content()
    return ModifiedView(content: self) { context, renderContent in
      let buttons = containerNode(
        "div", class: "cw-swipe-actions cw-swipe-\(edge == .leading ? "leading" : "trailing")",
        children: renderNodes(actions, context: context.appending(.part("swipeActions"))))
      let content = renderContent(context)
      return edge == .leading ? [buttons] + content : content + [buttons]
    }
  }
}

/// The leading or trailing edge, horizontally.
public enum HorizontalEdge: Int8, CaseIterable, Hashable, Sendable {
  case leading
  case trailing
}
