import Foundation

/// Text to show to the user, kept as plain data so state holding it stays `Equatable`.
///
/// Alerts and dialogs put their titles and messages in state as `TextState` rather than as a
/// view, so tests can assert on them like any other value:
///
/// ```swift
/// state.alert = AlertState(
///   title: TextState("Notifications denied"),
///   message: TextState("Turn them on in ") + TextState("Settings").bold()
/// )
/// ```
///
/// Linux has no localization tables, so `init(_:)` and `init(verbatim:)` both keep the text as
/// written.
///
/// Two texts are equal when they would show the same characters with the same styles, however
/// they were put together: `TextState("a") + TextState("b")` equals `TextState("ab")`, and
/// `(a + b).bold()` equals `a.bold() + b.bold()`.
public struct TextState: Equatable, Hashable, Sendable {
  /// The text as runs of uniform style.
  ///
  /// Kept normalized — no empty runs, and neighbouring runs always differ in style — so the
  /// synthesized `==` and `hash(into:)` compare what is shown, not how it was built.
  package private(set) var runs: [Run]

  /// A stretch of text drawn in one style.
  package struct Run: Hashable, Sendable {
    package var text: String
    package var style: Style
    /// The run's other modifiers (color, font, spacing), at most one of each kind, in the order
    /// of ``Modifier/kind``.
    package var modifiers: [Modifier] = []
  }

  /// The styles a run can be drawn in.
  package struct Style: OptionSet, Hashable, Sendable {
    package let rawValue: UInt8
    package init(rawValue: UInt8) { self.rawValue = rawValue }

    package static let bold = Style(rawValue: 1 << 0)
    package static let italic = Style(rawValue: 1 << 1)
    package static let underline = Style(rawValue: 1 << 2)
    package static let strikethrough = Style(rawValue: 1 << 3)
  }

  /// Creates text from a string, shown as written. A string literal goes to
  /// ``init(_:tableName:bundle:comment:)`` instead, as in SwiftUI.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ content: S) {
    self.init(verbatim: String(content))
  }

  /// Creates text from a localized string key: a string literal, with its interpolations
  /// filled in.
  ///
  /// ```swift
  /// TextState("Played \(game.date, formatter: dateFormatter)")
  /// TextState("Score: \(score, specifier: "%.1f")")
  /// ```
  public init(
    _ key: LocalizedStringKey,
    tableName: String? = nil,
    bundle: Bundle? = nil,
    comment: StaticString? = nil
  ) {
    self.init(verbatim: key.text)
  }

  /// Creates text from a string, shown as written.
  public init(verbatim content: String) {
    self.init(runs: [Run(text: content, style: [])])
  }

  package init(runs: some Sequence<Run>) {
    self.runs = []
    for run in runs {
      append(run)
    }
  }

  /// Appends `run`, merging it into the last run when their styles match.
  private mutating func append(_ run: Run) {
    guard !run.text.isEmpty else { return }
    if let last = runs.indices.last, runs[last].style == run.style,
      runs[last].modifiers == run.modifiers
    {
      runs[last].text += run.text
    } else {
      runs.append(run)
    }
  }

  /// The characters without styling.
  package var plainText: String {
    runs.map(\.text).joined()
  }

  /// Text that shows `lhs` followed by `rhs`, each keeping its own style.
  public static func + (lhs: TextState, rhs: TextState) -> TextState {
    TextState(runs: lhs.runs + rhs.runs)
  }

  /// Returns this text in bold.
  public func bold() -> TextState {
    styled(.bold, true)
  }

  /// Returns this text in italics.
  public func italic() -> TextState {
    styled(.italic, true)
  }

  /// Returns this text underlined, or without underline when `isActive` is `false`.
  public func underline(_ isActive: Bool = true, color: Color? = nil) -> TextState {
    let text = styled(.underline, isActive)
    guard isActive, let color else { return text }
    return text.modified(.underlineColor(color))
  }

  /// Returns this text struck through, or without strikethrough when `isActive` is `false`.
  public func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> TextState {
    let text = styled(.strikethrough, isActive)
    guard isActive, let color else { return text }
    return text.modified(.strikethroughColor(color))
  }

  private func styled(_ style: Style, _ isActive: Bool) -> TextState {
    // Going through `init(runs:)` re-merges runs that only differed in this style.
    TextState(
      runs: runs.map { run in
        var run = run
        if isActive { run.style.insert(style) } else { run.style.remove(style) }
        return run
      }
    )
  }
}

extension TextState: ExpressibleByStringInterpolation {
  public init(stringLiteral value: String) {
    self.init(verbatim: value)
  }

  public init(stringInterpolation: LocalizedStringKey.StringInterpolation) {
    self.init(verbatim: stringInterpolation.text)
  }
}

extension String {
  /// The characters of `state`, without styling.
  ///
  /// ```swift
  /// String(state: TextState("Hello, ") + TextState("Blob").bold())  // "Hello, Blob"
  /// ```
  public init(state: TextState) {
    self = state.plainText
  }
}
