import ComposableArchitecture

extension Text {
  /// Shows a `TextState` from a feature's state, with its bold, italic, underline and
  /// strikethrough runs.
  ///
  /// ```swift
  /// Text(viewStore.alert.title)
  /// ```
  public init(_ state: TextState) {
    let runs = state.runs.map { run in
      var classes: [String] = []
      if run.style.contains(.bold) { classes.append("cw-bold") }
      if run.style.contains(.italic) { classes.append("cw-italic") }
      if run.style.contains(.underline) { classes.append("cw-underline") }
      if run.style.contains(.strikethrough) { classes.append("cw-strikethrough") }
      return Run(string: run.text, classes: classes)
    }
    self.runs = runs.isEmpty ? [Run(string: "")] : runs
  }
}
