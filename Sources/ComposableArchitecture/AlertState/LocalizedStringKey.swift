import Foundation

/// The key of a localized string: what a string literal becomes when it is passed to `Text` or
/// ``TextState``, as in SwiftUI. Linux has no localization tables, so the key is shown as
/// written, with its interpolations filled in.
///
/// ```swift
/// TextState("Played \(game.date, formatter: dateFormatter)")
/// TextState("\(progress * 100, specifier: "%.0f")% done")
/// TextState("Started \(startDate, style: .relative) ago")
/// let title: LocalizedStringKey = "Settings"
/// ```
///
/// The interpolations are filled in when the key is made, so a key (and a ``TextState`` made from
/// one) is a plain value: two keys are equal when they show the same characters.
public struct LocalizedStringKey: Hashable, Sendable, ExpressibleByStringInterpolation {
  /// The text with its interpolations filled in.
  package let text: String

  public init(_ value: String) {
    self.text = value
  }

  public init(stringLiteral value: String) {
    self.text = value
  }

  public init(stringInterpolation: StringInterpolation) {
    self.text = stringInterpolation.text
  }

  /// The parts of an interpolated key, filled in as they are appended.
  public struct StringInterpolation: StringInterpolationProtocol {
    package var text = ""

    public init(literalCapacity: Int, interpolationCount: Int) {
      text.reserveCapacity(literalCapacity + interpolationCount * 8)
    }

    public mutating func appendLiteral(_ literal: String) {
      text += literal
    }

    public mutating func appendInterpolation(_ string: String) {
      text += string
    }

    public mutating func appendInterpolation<T>(_ value: T) {
      // An integer, the commonest interpolation in a view (a count), is recognized by its type
      // first, where the cast to `Int` is a comparison: the existential cast below and
      // `String(describing:)`'s own cost thousands of instructions. (Only an `Int` itself:
      // `as? Int` alone would also unwrap an optional one.)
      if T.self == Int.self, let integer = value as? Int {
        text += String(integer)
      } else if let text = value as? any PlainTextConvertible {
        self.text += text.plainText
      } else {
        text += String(describing: value)
      }
    }

    /// A number written with a `printf` format, `"%.2f"`.
    public mutating func appendInterpolation<T: CVarArg>(_ value: T, specifier: String) {
      text += String(format: specifier, value)
    }

    /// A value written by a formatter: a date by a `DateFormatter`, a number by a
    /// `NumberFormatter`. (Unconstrained: Linux's `Date` is not `ReferenceConvertible`.)
    public mutating func appendInterpolation<Subject>(_ subject: Subject, formatter: Formatter) {
      text += formatter.string(for: subject) ?? String(describing: subject)
    }

    /// A date written in one of SwiftUI's styles: `\(date, style: .relative)`.
    ///
    /// The time-relative styles (``TextDateStyle/relative``, ``TextDateStyle/offset``,
    /// ``TextDateStyle/timer``) are measured from the moment the key is made.
    public mutating func appendInterpolation(_ date: Date, style: TextDateStyle) {
      text += style.format(date, relativeTo: Date())
    }

    /// A range of dates, `"9:41 AM – 10:41 AM"`.
    public mutating func appendInterpolation(_ dates: ClosedRange<Date>) {
      text += TextDateStyle.format(dates.lowerBound, dates.upperBound)
    }

    /// An interval of dates, `"9:41 AM – 10:41 AM"`.
    public mutating func appendInterpolation(_ interval: DateInterval) {
      text += TextDateStyle.format(interval.start, interval.end)
    }
  }
}

/// Text that can be written into a ``LocalizedStringKey`` as its characters: a view layer's
/// `Text`, say.
package protocol PlainTextConvertible {
  /// The characters, without styling.
  var plainText: String { get }
}

extension TextState: PlainTextConvertible {}

extension LocalizedStringKey.StringInterpolation {
  /// The characters of a text, without its styling.
  public mutating func appendInterpolation(_ state: TextState) {
    text += state.plainText
  }
}
