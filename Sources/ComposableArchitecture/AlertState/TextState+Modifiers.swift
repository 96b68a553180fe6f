// The modifiers 2021's `TextState` mirrored from SwiftUI's `Text`. SwiftUI's `Font` and `Color`
// don't exist here, and the renderer's own types live in a module this one can't see, so the
// parameters are small value types of their own; 2021 code wrote them as implicit members
// (`.foregroundColor(.red)`, `.fontWeight(.bold)`), which reads the same with these.

extension TextState {
  /// Returns this text with `weight`; `nil` leaves the weight to the view layer.
  ///
  /// ```swift
  /// TextState("Warning").fontWeight(.heavy)
  /// ```
  public func fontWeight(_ weight: FontWeight?) -> TextState {
    modified(.fontWeight(weight))
  }

  /// Returns this text in `color`; `nil` leaves the color to the view layer.
  ///
  /// ```swift
  /// TextState("Delete").foregroundColor(.red)
  /// ```
  public func foregroundColor(_ color: Color?) -> TextState {
    modified(.foregroundColor(color))
  }

  /// Returns this text in `font`; `nil` leaves the font to the view layer.
  ///
  /// ```swift
  /// TextState("Settings").font(.headline)
  /// ```
  public func font(_ font: Font?) -> TextState {
    modified(.font(font))
  }

  /// Returns this text with `kerning` points between its characters.
  public func kerning(_ kerning: Double) -> TextState {
    modified(.kerning(kerning))
  }

  /// Returns this text with `tracking` points added after each character.
  public func tracking(_ tracking: Double) -> TextState {
    modified(.tracking(tracking))
  }

  /// Returns this text raised by `baselineOffset` points.
  public func baselineOffset(_ baselineOffset: Double) -> TextState {
    modified(.baselineOffset(baselineOffset))
  }

  /// Returns this text with `modifier` applied to every run that has no modifier of its kind.
  ///
  /// As in SwiftUI, the modifier applied first wins: `text.foregroundColor(.red)
  /// .foregroundColor(.blue)` stays red. Modifiers are kept one per kind and ordered by kind, so
  /// the order they were applied in doesn't change equality.
  func modified(_ modifier: Modifier) -> TextState {
    TextState(
      runs: runs.map { run in
        var run = run
        guard !run.modifiers.contains(where: { $0.kind == modifier.kind }) else { return run }
        let index = run.modifiers.firstIndex { $0.kind > modifier.kind } ?? run.modifiers.endIndex
        run.modifiers.insert(modifier, at: index)
        return run
      }
    )
  }
}

extension TextState {
  /// A modifier of a run of text other than its ``Style``.
  package enum Modifier: Hashable, Sendable {
    case baselineOffset(Double)
    case font(Font?)
    case fontWeight(FontWeight?)
    case foregroundColor(Color?)
    case kerning(Double)
    case strikethroughColor(Color)
    case tracking(Double)
    case underlineColor(Color)

    /// Which kind of modifier this is; a run has at most one of each.
    package var kind: Int {
      switch self {
      case .baselineOffset: return 0
      case .font: return 1
      case .fontWeight: return 2
      case .foregroundColor: return 3
      case .kerning: return 4
      case .strikethroughColor: return 5
      case .tracking: return 6
      case .underlineColor: return 7
      }
    }
  }

  /// A font weight, named as SwiftUI names them.
  public enum FontWeight: String, Hashable, Sendable, CaseIterable {
    case ultraLight, thin, light, regular, medium, semibold, bold, heavy, black
  }

  /// A font: one of the text styles, or a system font of a size.
  ///
  /// ```swift
  /// TextState("Title").font(.title)
  /// TextState("Fine print").font(.system(size: 11))
  /// ```
  public struct Font: Hashable, Sendable {
    /// The text style's name (`"headline"`), or `"system"` for a sized system font.
    package let name: String
    package let size: Double?
    package let weight: FontWeight?

    private init(name: String, size: Double? = nil, weight: FontWeight? = nil) {
      self.name = name
      self.size = size
      self.weight = weight
    }

    public static let largeTitle = Font(name: "largeTitle")
    public static let title = Font(name: "title")
    public static let title2 = Font(name: "title2")
    public static let title3 = Font(name: "title3")
    public static let headline = Font(name: "headline")
    public static let subheadline = Font(name: "subheadline")
    public static let body = Font(name: "body")
    public static let callout = Font(name: "callout")
    public static let footnote = Font(name: "footnote")
    public static let caption = Font(name: "caption")
    public static let caption2 = Font(name: "caption2")

    /// The system font at `size` points.
    public static func system(size: Double, weight: FontWeight = .regular) -> Font {
      Font(name: "system", size: size, weight: weight)
    }
  }

  /// A color: one of the named system colors, or red, green and blue components.
  ///
  /// ```swift
  /// TextState("Saved").foregroundColor(.green)
  /// TextState("Brand").foregroundColor(Color(red: 0.2, green: 0.4, blue: 1))
  /// ```
  public struct Color: Hashable, Sendable {
    /// The system color's name (`"red"`), or `nil` for a color made from components.
    package let name: String?
    /// The red, green, blue and opacity components, each between 0 and 1, for a color made from
    /// components.
    package let components: [Double]

    private init(name: String) {
      self.name = name
      self.components = []
    }

    /// A color from red, green and blue components between 0 and 1.
    public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
      self.name = nil
      self.components = [red, green, blue, opacity].map { min(max($0, 0), 1) }
    }

    /// A gray from black (0) to white (1).
    public init(white: Double, opacity: Double = 1) {
      self.init(red: white, green: white, blue: white, opacity: opacity)
    }

    public static let primary = Color(name: "primary")
    public static let secondary = Color(name: "secondary")
    public static let accentColor = Color(name: "accentColor")
    public static let clear = Color(name: "clear")
    public static let black = Color(name: "black")
    public static let white = Color(name: "white")
    public static let gray = Color(name: "gray")
    public static let red = Color(name: "red")
    public static let orange = Color(name: "orange")
    public static let yellow = Color(name: "yellow")
    public static let green = Color(name: "green")
    public static let mint = Color(name: "mint")
    public static let teal = Color(name: "teal")
    public static let cyan = Color(name: "cyan")
    public static let blue = Color(name: "blue")
    public static let indigo = Color(name: "indigo")
    public static let purple = Color(name: "purple")
    public static let pink = Color(name: "pink")
    public static let brown = Color(name: "brown")
  }
}
