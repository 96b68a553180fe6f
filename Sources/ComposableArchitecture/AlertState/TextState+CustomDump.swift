extension TextState: CustomDumpRepresentable {
  /// The text as a string literal, styled runs marked up like Markdown.
  ///
  /// A test failure then shows `"Turn them on in **Settings**"` instead of the runs' internals,
  /// and a change of style shows up in the diff as a change of markers. Underline has no Markdown
  /// spelling, so it is marked `<u>…</u>`.
  public var customDumpValue: Any {
    runs.map { run in
      var text = run.text
      if run.style.contains(.bold) { text = "**\(text)**" }
      if run.style.contains(.italic) { text = "_\(text)_" }
      if run.style.contains(.strikethrough) { text = "~~\(text)~~" }
      if run.style.contains(.underline) { text = "<u>\(text)</u>" }
      return text
    }
    .joined()
  }
}
