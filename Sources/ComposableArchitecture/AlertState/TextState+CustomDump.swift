import CustomDump

extension TextState: CustomDumpRepresentable {
  /// The text as a string literal, styled runs marked up like Markdown, followed by the
  /// modifiers of each run that has any.
  ///
  /// A test failure then shows `"Turn them on in **Settings**"` instead of the runs' internals,
  /// and a change of style shows up in the diff as a change of markers. Underline has no Markdown
  /// spelling, so it is marked `<u>…</u>`. Every other difference that `==` sees is spelled
  /// the way the modifier was applied, so two texts that differ only in color never dump alike:
  ///
  /// ```
  /// "Delete".foregroundColor(.red).kerning(1.5) + " this item?"
  /// ```
  public var customDumpValue: Any {
    guard runs.contains(where: { !$0.modifiers.isEmpty }) else {
      return runs.map(\.markedUpText).joined()
    }
    return StyledTextDump(runs: runs)
  }
}

/// A text whose runs carry modifiers, dumped as the expression that builds it.
private struct StyledTextDump: CustomDumpStringConvertible {
  let runs: [TextState.Run]

  var customDumpDescription: String {
    runs
      .map { run in
        String(customDumping: run.markedUpText) + run.modifiers.map(\.dumpDescription).joined()
      }
      .joined(separator: " + ")
  }
}

extension TextState.Run {
  /// The run's text with its ``TextState/Style`` marked up.
  fileprivate var markedUpText: String {
    var text = self.text
    if style.contains(.bold) { text = "**\(text)**" }
    if style.contains(.italic) { text = "_\(text)_" }
    if style.contains(.strikethrough) { text = "~~\(text)~~" }
    if style.contains(.underline) { text = "<u>\(text)</u>" }
    return text
  }
}

extension TextState.Modifier {
  /// The modifier as the call that applies it: `.foregroundColor(.red)`.
  fileprivate var dumpDescription: String {
    switch self {
    case let .baselineOffset(offset):
      return ".baselineOffset(\(offset))"
    case let .font(font):
      return ".font(\(font?.dumpDescription ?? "nil"))"
    case let .fontWeight(weight):
      return ".fontWeight(\(weight.map { ".\($0.rawValue)" } ?? "nil"))"
    case let .foregroundColor(color):
      return ".foregroundColor(\(color?.dumpDescription ?? "nil"))"
    case let .kerning(kerning):
      return ".kerning(\(kerning))"
    case let .strikethroughColor(color):
      return ".strikethrough(color: \(color.dumpDescription))"
    case let .tracking(tracking):
      return ".tracking(\(tracking))"
    case let .underlineColor(color):
      return ".underline(color: \(color.dumpDescription))"
    }
  }
}

extension TextState.Font {
  fileprivate var dumpDescription: String {
    guard let size else { return ".\(name)" }
    let weight = self.weight.map { $0 == .regular ? "" : ", weight: .\($0.rawValue)" } ?? ""
    return ".system(size: \(size)\(weight))"
  }
}

extension TextState.Color {
  fileprivate var dumpDescription: String {
    if let name { return ".\(name)" }
    let labels = ["red", "green", "blue", "opacity"]
    return "Color("
      + zip(labels, components).map { "\($0): \($1)" }.joined(separator: ", ")
      + ")"
  }
}
