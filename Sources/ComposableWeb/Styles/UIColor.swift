/// A UIKit color, for the semantic colors 2021 views reached through `Color(.systemBackground)`:
/// each follows the page's light or dark scheme.
///
/// ```swift
/// VStack { … }
///   .background(Color(.secondarySystemGroupedBackground))
///   .foregroundColor(Color(.secondaryLabel))
/// ```
///
/// The semantic colors are CSS variables of the renderer's style sheet, set for light and dark,
/// so a color chosen on the server changes with the scheme the browser draws in.
public struct UIColor: Hashable, Sendable {
  let color: Color

  init(css: String) {
    color = Color(css: css)
  }

  /// A color from red, green and blue components between 0 and 1.
  public init(red: Double, green: Double, blue: Double, alpha: Double) {
    color = Color(red: red, green: green, blue: blue, opacity: alpha)
  }

  /// A gray from black (0) to white (1).
  public init(white: Double, alpha: Double) {
    color = Color(white: white, opacity: alpha)
  }

  /// The screen's background: white, black in dark mode.
  public static let systemBackground = UIColor(css: "var(--cw-system-background)")
  /// Content layered on the screen's background.
  public static let secondarySystemBackground = UIColor(
    css: "var(--cw-secondary-system-background)")
  /// Content layered on secondary content.
  public static let tertiarySystemBackground = UIColor(
    css: "var(--cw-tertiary-system-background)")
  /// A grouped screen's background, as behind a form's sections.
  public static let systemGroupedBackground = UIColor(css: "var(--cw-background)")
  /// The cards on a grouped background: a form's sections.
  public static let secondarySystemGroupedBackground = UIColor(css: "var(--cw-surface)")
  /// Content layered on a grouped card.
  public static let tertiarySystemGroupedBackground = UIColor(
    css: "var(--cw-tertiary-grouped-background)")

  /// Primary text.
  public static let label = UIColor(css: "var(--cw-primary)")
  /// Secondary text.
  public static let secondaryLabel = UIColor(css: "var(--cw-secondary)")
  /// Tertiary text, as a disclosure chevron's.
  public static let tertiaryLabel = UIColor(css: "var(--cw-tertiary)")
  /// Text more faded still, as a disabled control's.
  public static let quaternaryLabel = UIColor(css: "var(--cw-quaternary)")
  /// Placeholder text in fields.
  public static let placeholderText = UIColor(css: "var(--cw-tertiary)")
  /// Lines between rows.
  public static let separator = UIColor(css: "var(--cw-separator)")
  /// Lines between rows that hide what is behind them.
  public static let opaqueSeparator = UIColor(css: "var(--cw-separator)")
  /// The fill of a control's track, as a segmented control's.
  public static let systemFill = UIColor(css: "var(--cw-fill)")
  public static let secondarySystemFill = UIColor(css: "var(--cw-fill)")
  public static let tertiarySystemFill = UIColor(css: "var(--cw-fill)")
  /// Links: the accent color.
  public static let link = UIColor(css: "var(--cw-accent)")

  public static let systemRed = UIColor(color: .red)
  public static let systemOrange = UIColor(color: .orange)
  public static let systemYellow = UIColor(color: .yellow)
  public static let systemGreen = UIColor(color: .green)
  public static let systemMint = UIColor(color: .mint)
  public static let systemTeal = UIColor(color: .teal)
  public static let systemCyan = UIColor(color: .cyan)
  public static let systemBlue = UIColor(color: .blue)
  public static let systemIndigo = UIColor(color: .indigo)
  public static let systemPurple = UIColor(color: .purple)
  public static let systemPink = UIColor(color: .pink)
  public static let systemBrown = UIColor(color: .brown)
  public static let systemGray = UIColor(color: .gray)
  public static let systemGray2 = UIColor(css: "#aeaeb2")
  public static let systemGray3 = UIColor(css: "#c7c7cc")
  public static let systemGray4 = UIColor(css: "#d1d1d6")
  public static let systemGray5 = UIColor(css: "#e5e5ea")
  public static let systemGray6 = UIColor(css: "#f2f2f7")

  public static let black = UIColor(color: .black)
  public static let white = UIColor(color: .white)
  public static let clear = UIColor(color: .clear)
  public static let red = UIColor(color: .red)
  public static let green = UIColor(color: .green)
  public static let blue = UIColor(color: .blue)
  public static let gray = UIColor(color: .gray)
  public static let orange = UIColor(color: .orange)
  public static let yellow = UIColor(color: .yellow)
  public static let purple = UIColor(color: .purple)

  private init(color: Color) {
    self.color = color
  }
}

extension Color {
  /// The SwiftUI color of a UIKit color; a semantic one keeps following the scheme.
  public init(_ uiColor: UIColor) {
    self = uiColor.color
  }

  /// The SwiftUI color of a UIKit color.
  public init(uiColor: UIColor) {
    self = uiColor.color
  }
}
