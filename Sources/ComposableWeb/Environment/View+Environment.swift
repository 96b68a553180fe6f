extension View {
  /// Sets an environment value for this view and the views below it.
  ///
  /// ```swift
  /// List { … }
  ///   .environment(\.editMode, $editMode)
  /// ```
  public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V)
    -> some View
  {
    ModifiedView(content: self) { context, renderContent in
      // The color scheme set through the environment restyles the views below, as
      // `preferredColorScheme` does.
      if keyPath == \EnvironmentValues.colorScheme, let scheme = value as? ColorScheme {
        return schemed(scheme, context: context, renderContent)
      }
      var context = context
      context.environment.values[keyPath: keyPath] = value
      return renderContent(context)
    }
  }

  /// Shows this view and the views below it in light or dark colors.
  ///
  /// ```swift
  /// ContentView()
  ///   .preferredColorScheme(.dark)
  /// ```
  ///
  /// As on iOS, a screen's preferred scheme is its window's: the page's background follows it.
  /// Without one (`nil`), the page follows the browser's `prefers-color-scheme`.
  public func preferredColorScheme(_ colorScheme: ColorScheme?) -> some View {
    ModifiedView(content: self) { context, renderContent in
      guard let colorScheme else { return renderContent(context) }
      return schemed(colorScheme, context: context, renderContent)
    }
  }
}

/// Renders content in `scheme`: the environment value for the views below, and the element whose
/// class restyles their colors and controls.
private func schemed(
  _ scheme: ColorScheme, context: RenderContext, _ renderContent: (RenderContext) -> [Node]
) -> [Node] {
  var context = context
  context.environment.values.colorScheme = scheme
  let node = containerNode(
    "div", class: scheme == .dark ? "cw-scheme-dark" : "cw-scheme-light",
    children: renderContent(context))
  return [node]
}
