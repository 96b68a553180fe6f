import Foundation

/// The key of a localized string: what a string literal becomes when it is passed to
/// `Text`, as in SwiftUI. The page shows the key itself, with its interpolations filled in.
///
/// ```swift
/// Text("Hello, \(name)!")
/// Text("\(progress * 100, specifier: "%.0f")% done")
/// let title: LocalizedStringKey = "Settings"
/// ```
public struct LocalizedStringKey: Hashable, Sendable, ExpressibleByStringInterpolation {
  /// The text with its interpolations filled in.
  let text: String

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
    var text = ""

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
      if let text = value as? Text {
        self.text += text.string
      } else {
        text += String(describing: value)
      }
    }

    /// A number written with a `printf` format, `"%.2f"`.
    public mutating func appendInterpolation<T: CVarArg>(_ value: T, specifier: String) {
      text += String(format: specifier, value)
    }

    /// A value written by a formatter.
    public mutating func appendInterpolation<Subject: ReferenceConvertible>(
      _ subject: Subject, formatter: Formatter
    ) {
      text += formatter.string(for: subject) ?? String(describing: subject)
    }

    /// A value written by a formatter.
    public mutating func appendInterpolation<Subject: NSObject>(
      _ subject: Subject, formatter: Formatter
    ) {
      text += formatter.string(for: subject) ?? String(describing: subject)
    }

    /// The characters of a text, without its styling.
    public mutating func appendInterpolation(_ text: Text) {
      self.text += text.string
    }
  }
}
