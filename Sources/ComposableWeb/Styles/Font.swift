import Foundation

/// A font, as 2021 views name them; rendered as a CSS class of the page's style sheet and
/// inline font properties.
///
/// ```swift
/// Text("Settings").font(.largeTitle)
/// Text("12").font(.system(size: 40, weight: .bold, design: .rounded))
/// Text("00:42").font(.system(.title, design: .monospaced).monospacedDigit())
/// ```
public struct Font: Hashable, Sendable {
  let cssClass: String?
  /// Inline declarations, later ones overriding earlier ones.
  let declarations: [String]

  var cssStyle: String? {
    declarations.isEmpty ? nil : declarations.joined(separator: ";")
  }

  private init(class cssClass: String?, declarations: [String] = []) {
    self.cssClass = cssClass
    self.declarations = declarations
  }

  private func adding(_ declaration: String) -> Font {
    Font(class: cssClass, declarations: declarations + [declaration])
  }

  public static let largeTitle = Font(TextStyle.largeTitle)
  public static let title = Font(TextStyle.title)
  public static let title2 = Font(TextStyle.title2)
  public static let title3 = Font(TextStyle.title3)
  public static let headline = Font(TextStyle.headline)
  public static let subheadline = Font(TextStyle.subheadline)
  public static let body = Font(TextStyle.body)
  public static let callout = Font(TextStyle.callout)
  public static let footnote = Font(TextStyle.footnote)
  public static let caption = Font(TextStyle.caption)
  public static let caption2 = Font(TextStyle.caption2)

  private init(_ style: TextStyle) {
    self.init(class: style.cssClass)
  }

  /// A system font of a given size in points (rendered in CSS pixels).
  public static func system(size: CGFloat, weight: Weight = .regular, design: Design = .default)
    -> Font
  {
    var font = Font(
      class: nil,
      declarations: [
        "font-size:\(cssNumber(rounded3(Double(size))))px", "font-weight:\(weight.cssValue)",
      ])
    if let family = design.cssFamily { font = font.adding("font-family:\(family)") }
    return font
  }

  /// The system font of a text style, in a design.
  ///
  /// ```swift
  /// Text("42").font(.system(.largeTitle, design: .rounded))
  /// ```
  public static func system(_ style: TextStyle, design: Design = .default) -> Font {
    let font = Font(style)
    guard let family = design.cssFamily else { return font }
    return font.adding("font-family:\(family)")
  }

  /// A font installed on the page's machine by name, at a size; the system font if missing.
  public static func custom(_ name: String, size: CGFloat) -> Font {
    let family = name.replacingOccurrences(of: "\"", with: "")
    return Font(
      class: nil,
      declarations: [
        "font-family:\"\(family)\",system-ui,sans-serif",
        "font-size:\(cssNumber(rounded3(Double(size))))px",
      ])
  }

  /// A font installed on the page's machine by name, at `size`: a page has no Dynamic Type for
  /// the size to follow `textStyle`, so it is fixed, and a runtime warning says so.
  public static func custom(_ name: String, size: CGFloat, relativeTo textStyle: TextStyle) -> Font
  {
    SurfaceWarnings.report(
      "Font.custom(_:size:relativeTo:) ignores `relativeTo`: the size is fixed, without "
        + "Dynamic Type.")
    return custom(name, size: size)
  }

  /// This font with digits of equal width, so counters and timers don't jitter.
  public func monospacedDigit() -> Font {
    adding("font-variant-numeric:tabular-nums")
  }

  /// This font with every character of equal width.
  public func monospaced() -> Font {
    adding("font-family:\(Design.monospaced.cssFamily ?? "monospace")")
  }

  /// This font in bold.
  public func bold() -> Font {
    adding("font-weight:700")
  }

  /// This font in italics.
  public func italic() -> Font {
    adding("font-style:italic")
  }

  /// This font in a weight.
  public func weight(_ weight: Weight) -> Font {
    adding("font-weight:\(weight.cssValue)")
  }

  /// This font in small capitals.
  public func smallCaps() -> Font {
    adding("font-variant-caps:small-caps")
  }

  /// A font weight.
  public struct Weight: Hashable, Sendable {
    let cssValue: Int

    public static let ultraLight = Weight(cssValue: 100)
    public static let thin = Weight(cssValue: 200)
    public static let light = Weight(cssValue: 300)
    public static let regular = Weight(cssValue: 400)
    public static let medium = Weight(cssValue: 500)
    public static let semibold = Weight(cssValue: 600)
    public static let bold = Weight(cssValue: 700)
    public static let heavy = Weight(cssValue: 800)
    public static let black = Weight(cssValue: 900)
  }

  /// A font design.
  public enum Design: Hashable, Sendable {
    case `default`, serif, rounded, monospaced

    /// The CSS font family of the design; `nil` for the page's own.
    var cssFamily: String? {
      switch self {
      case .default: nil
      case .serif: "ui-serif,Georgia,serif"
      case .rounded: "ui-rounded,SF Pro Rounded,Nunito,system-ui,sans-serif"
      case .monospaced: "ui-monospace,SF Mono,Menlo,Consolas,monospace"
      }
    }
  }

  /// The styles of text, from the large title of a screen to the smallest caption.
  ///
  /// ```swift
  /// func label(_ title: String, textStyle: Font.TextStyle) -> some View {
  ///   Text(title).font(.system(textStyle))
  /// }
  /// ```
  public enum TextStyle: Hashable, Sendable, CaseIterable {
    case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote
    case caption, caption2

    /// The class of the page's style sheet that sets this style's size and weight.
    var cssClass: String {
      switch self {
      case .largeTitle: "cw-font-large-title"
      case .title: "cw-font-title"
      case .title2: "cw-font-title2"
      case .title3: "cw-font-title3"
      case .headline: "cw-font-headline"
      case .subheadline: "cw-font-subheadline"
      case .body: "cw-font-body"
      case .callout: "cw-font-callout"
      case .footnote: "cw-font-footnote"
      case .caption: "cw-font-caption"
      case .caption2: "cw-font-caption2"
      }
    }
  }
}

/// A number as CSS writes it: no trailing `.0`.
func cssNumber(_ value: Double) -> String {
  value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
}
