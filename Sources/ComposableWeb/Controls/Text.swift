import Foundation

/// A run of read-only text.
///
/// ```swift
/// Text("Hello, \(name)!")
/// Text("Warning").bold().foregroundColor(.red)
/// Text("Total: ") + Text("\(total)").bold()
/// ```
///
/// Renders as a `<span>` whose content is HTML-escaped, so any string is shown as written.
/// Styling methods return `Text`, so styled texts still concatenate with `+`.
public struct Text: View, Equatable {
  struct Run: Equatable {
    var string: String
    var classes: [String] = []
    var styles: [String] = []
  }

  var runs: [Run]

  /// Shows a string as written. A string literal goes to ``init(_:tableName:bundle:comment:)``
  /// instead, as in SwiftUI.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ content: S) {
    self.runs = [Run(string: String(content))]
  }

  /// Shows a localized string key: a string literal, with its interpolations filled in.
  ///
  /// ```swift
  /// Text("\(viewStore.count) items")
  /// ```
  public init(
    _ key: LocalizedStringKey,
    tableName: String? = nil,
    bundle: Bundle? = nil,
    comment: StaticString? = nil
  ) {
    if tableName != nil || bundle != nil {
      SurfaceWarnings.report(
        "Text(_:tableName:bundle:comment:) ignores `tableName` and `bundle`: the key is shown "
          + "as written.")
    }
    if containsMarkdown(key.text) {
      SurfaceWarnings.report(
        "Text(_:) shows the Markdown of a string literal as written, without styling it.")
    }
    self.runs = [Run(string: key.text)]
  }

  /// Shows a string as written, never localized (here, the same as ``init(_:)-(S)``).
  public init(verbatim content: String) {
    self.runs = [Run(string: content)]
  }

  public var body: Never { primitiveBody(of: self) }

  /// The text as plain characters, without styling.
  var string: String {
    runs.map(\.string).joined()
  }

  /// Joins two texts into one, each keeping its own styling.
  public static func + (lhs: Text, rhs: Text) -> Text {
    var text = lhs
    text.runs += rhs.runs
    return text
  }

  private func styled(class name: String? = nil, style: String? = nil) -> Text {
    var text = self
    for index in text.runs.indices {
      if let name { text.runs[index].classes.append(name) }
      if let style { text.runs[index].styles.append(style) }
    }
    return text
  }

  /// Renders the text in bold.
  public func bold() -> Text { styled(class: "cw-bold") }
  /// Renders the text in italics.
  public func italic() -> Text { styled(class: "cw-italic") }
  /// Underlines the text.
  public func underline(_ isActive: Bool = true, color: Color? = nil) -> Text {
    isActive
      ? styled(class: "cw-underline", style: color.map { "text-decoration-color:\($0.cssValue)" })
      : self
  }
  /// Strikes the text through, in `color` if given.
  public func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> Text {
    isActive
      ? styled(
        class: "cw-strikethrough", style: color.map { "text-decoration-color:\($0.cssValue)" })
      : self
  }
  /// Renders the text in `font` (a CSS class or font size).
  public func font(_ font: Font?) -> Text {
    guard let font else { return self }
    return styled(class: font.cssClass, style: font.cssStyle)
  }
  /// Renders the digits of the text at equal widths, so counters don't jitter.
  public func monospacedDigit() -> Text { styled(style: "font-variant-numeric:tabular-nums") }
  /// Renders the text with every character at equal width.
  public func monospaced() -> Text {
    styled(style: "font-family:\(Font.Design.monospaced.cssFamily ?? "monospace")")
  }
  /// Spaces the characters of the text by `kerning` points.
  public func kerning(_ kerning: CGFloat) -> Text {
    styled(style: "letter-spacing:\(cssNumber(rounded3(Double(kerning))))px")
  }
  /// Spaces the characters of the text by `tracking` points.
  public func tracking(_ tracking: CGFloat) -> Text { kerning(tracking) }
  /// Raises the text by `baselineOffset` points.
  public func baselineOffset(_ baselineOffset: CGFloat) -> Text {
    styled(style: "vertical-align:\(cssNumber(rounded3(Double(baselineOffset))))px")
  }
  /// Renders the text in italics when `isActive`.
  public func italic(_ isActive: Bool) -> Text { isActive ? italic() : self }
  /// Renders the text in bold when `isActive`.
  public func bold(_ isActive: Bool) -> Text { isActive ? bold() : self }
  /// Renders the text with a font weight.
  public func fontWeight(_ weight: Font.Weight?) -> Text {
    guard let weight else { return self }
    return styled(style: "font-weight:\(weight.cssValue)")
  }
  /// Colors the text.
  public func foregroundColor(_ color: Color?) -> Text {
    guard let color else { return self }
    return styled(style: "color:\(color.cssValue)")
  }
  /// Colors the text with a style; gradients color it with their first color.
  public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Text {
    let paint = ComposableWeb.paint(of: style)
    if paint is Color || paint is ForegroundStyle {
      return styled(style: "color:\(paint.cssBackground)")
    }
    // A gradient shows through the letters.
    return styled(
      style:
        "background:\(paint.cssBackground);-webkit-background-clip:text;background-clip:text;color:transparent"
    )
  }
}

extension Text: PrimitiveView {
  func render(into nodes: inout [Node], context: RenderContext) {
    nodes.append(node)
  }

  /// A `<span>` holding the text; one `<span>` per run when runs are styled differently.
  var node: Node {
    if runs.count == 1 {
      return Self.node(for: runs[0])
    }
    let node = Node(tag: "span", children: runs.map(Self.node(for:)))
    node.attributes.set("class", "cw-text")
    return node
  }

  private static func node(for run: Run) -> Node {
    let node = Node(tag: "span", text: run.string)
    if run.classes.isEmpty && run.styles.isEmpty {
      node.attributes = .plainText
      return node
    }
    node.attributes.set("class", (["cw-text"] + run.classes).joined(separator: " "))
    if !run.styles.isEmpty {
      node.attributes.set("style", run.styles.joined(separator: ";"))
    }
    return node
  }
}
