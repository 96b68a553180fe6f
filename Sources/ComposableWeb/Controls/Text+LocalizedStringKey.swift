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
