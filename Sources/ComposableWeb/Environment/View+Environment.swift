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
    environment { $0.values[keyPath: keyPath] = value }
  }

  /// Shows this view and the views below it in light or dark colors.
  ///
  /// ```swift
  /// ContentView()
  ///   .preferredColorScheme(.dark)
  /// ```
  public func preferredColorScheme(_ colorScheme: ColorScheme?) -> some View {
    ModifiedView(content: self) { context, renderContent in
      guard let colorScheme else { return renderContent(context) }
      var context = context
      context.environment.values.colorScheme = colorScheme
      let node = containerNode(
        "div", class: colorScheme == .dark ? "cw-scheme-dark" : "cw-scheme-light",
        children: renderContent(context))
      return [node]
    }
  }
}
