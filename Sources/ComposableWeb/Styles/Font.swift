/// A font, as 2021 views name them; rendered as a CSS class of the page's style sheet, or an
/// inline font size.
///
/// ```swift
/// Text("Settings").font(.largeTitle)
/// Text("12").font(.system(size: 40, weight: .bold))
/// ```
public struct Font: Hashable, Sendable {
  let cssClass: String?
  let cssStyle: String?

  private init(class cssClass: String?, style: String? = nil) {
    self.cssClass = cssClass
    self.cssStyle = style
  }

  public static let largeTitle = Font(class: "cw-font-large-title")
  public static let title = Font(class: "cw-font-title")
  public static let title2 = Font(class: "cw-font-title2")
  public static let title3 = Font(class: "cw-font-title3")
  public static let headline = Font(class: "cw-font-headline")
  public static let subheadline = Font(class: "cw-font-subheadline")
  public static let body = Font(class: "cw-font-body")
  public static let callout = Font(class: "cw-font-callout")
  public static let footnote = Font(class: "cw-font-footnote")
  public static let caption = Font(class: "cw-font-caption")
  public static let caption2 = Font(class: "cw-font-caption2")

  /// A system font of a given size in points (rendered in CSS pixels).
  public static func system(size: Double, weight: Weight = .regular, design: Design = .default)
    -> Font
  {
    var style = "font-size:\(cssNumber(size))px;font-weight:\(weight.cssValue)"
    if design == .monospaced { style += ";font-family:monospace" }
    if design == .serif { style += ";font-family:serif" }
    return Font(class: nil, style: style)
  }

  /// A text style of the system font with a design (`.monospaced`, …).
  public static func system(_ style: Font, design: Design = .default) -> Font {
    guard design == .monospaced else { return style }
    return Font(
      class: style.cssClass,
      style: [style.cssStyle, "font-family:monospace"].compactMap { $0 }.joined(separator: ";")
    )
  }

  /// This font with digits of equal width.
  public func monospacedDigit() -> Font {
    Font(
      class: cssClass,
      style: [cssStyle, "font-variant-numeric:tabular-nums"].compactMap { $0 }
        .joined(separator: ";")
    )
  }

  /// This font in bold.
  public func bold() -> Font {
    Font(
      class: cssClass,
      style: [cssStyle, "font-weight:700"].compactMap { $0 }.joined(separator: ";")
    )
  }

  /// A font weight.
  public enum Weight: Hashable, Sendable {
    case ultraLight, thin, light, regular, medium, semibold, bold, heavy, black

    var cssValue: Int {
      switch self {
      case .ultraLight: 100
      case .thin: 200
      case .light: 300
      case .regular: 400
      case .medium: 500
      case .semibold: 600
      case .bold: 700
      case .heavy: 800
      case .black: 900
      }
    }
  }

  /// A font design.
  public enum Design: Hashable, Sendable {
    case `default`, serif, rounded, monospaced
  }
}

/// A number as CSS writes it: no trailing `.0`.
func cssNumber(_ value: Double) -> String {
  value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
}
