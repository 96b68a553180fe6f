import ComposableArchitecture
import Foundation

extension Text: PlainTextConvertible {
  package var plainText: String { string }
}

extension LocalizedStringKey.StringInterpolation {
  /// The characters of a text, without its styling: `Text("Hello, \(Text(name).bold())!")`.
  public mutating func appendInterpolation(_ text: Text) {
    self.text += text.string
  }

  /// An image, written as its description: a string can't hold an icon.
  ///
  /// ```swift
  /// Text("\(Image(systemName: "star.fill")) Favorites")
  /// ```
  public mutating func appendInterpolation(_ image: Image) {
    SurfaceWarnings.report(
      "Text(_:) with an Image interpolated into its literal writes the image's description, "
        + "not its icon.")
    text += String(describing: image)
  }
}

/// Whether `text` holds the inline Markdown SwiftUI styles in a string literal: `**bold**`,
/// `*italic*` or `_italic_`, `~~struck~~`, `` `code` `` or `[a link](https://…)`.
func containsMarkdown(_ text: String) -> Bool {
  // Most texts have none of the marks: skip the closer look, a byte at a time (a text is made
  // on every render of its view).
  guard
    text.utf8.contains(where: { byte in
      byte == UInt8(ascii: "*") || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "~")
        || byte == UInt8(ascii: "`") || byte == UInt8(ascii: "[")
    })
  else { return false }
  for pair in ["**", "~~", "`"] where text.components(separatedBy: pair).count > 2 {
    return true
  }
  if let open = text.range(of: "["),
    let middle = text.range(of: "](", range: open.upperBound..<text.endIndex),
    text[middle.upperBound...].contains(")")
  {
    return true
  }
  return hasEmphasis(text, "*") || hasEmphasis(text, "_")
}

/// Whether `delimiter` opens a run of `text` and then closes it, as Markdown emphasis: each
/// touching the run's first or last character, neither touching a letter or digit outside it,
/// so `snake_case` and `2 * 3 * 4` are not emphasis.
private func hasEmphasis(_ text: String, _ delimiter: Character) -> Bool {
  let characters = Array(text)
  func isWord(_ character: Character?) -> Bool {
    character.map { $0.isLetter || $0.isNumber } ?? false
  }
  func isInside(_ character: Character?) -> Bool {
    character.map { !$0.isWhitespace && $0 != delimiter } ?? false
  }
  var isOpen = false
  for index in characters.indices where characters[index] == delimiter {
    let before = index > 0 ? characters[index - 1] : nil
    let after = index + 1 < characters.count ? characters[index + 1] : nil
    if isOpen, isInside(before), !isWord(after) { return true }
    if !isOpen, isInside(after), !isWord(before) { isOpen = true }
  }
  return false
}

extension Text {
  /// How a date is written: `Text(date, style: .relative)`, `"\(date, style: .time)"`.
  public typealias DateStyle = TextDateStyle

  /// Shows a date in one of the ``DateStyle`` styles. The time-relative styles are measured
  /// when the text is made, and change when the view is rendered again.
  ///
  /// ```swift
  /// Text(game.startedAt, style: .relative)
  /// ```
  public init(_ date: Date, style: DateStyle) {
    self.init(verbatim: style.format(date, relativeTo: Date()))
  }
}
