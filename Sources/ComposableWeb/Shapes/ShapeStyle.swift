/// Something a shape can be filled or stroked with: a ``Color``, a gradient, or the
/// foreground style.
///
/// ```swift
/// Circle().fill(Color.red)
/// Capsule().fill(LinearGradient(colors: [.blue, .purple], startPoint: .leading, endPoint: .trailing))
/// RoundedRectangle(cornerRadius: 8).stroke(.secondary, lineWidth: 2)
/// ```
public protocol ShapeStyle {}

/// How a shape style paints SVG and CSS boxes. Internal, so the public surface stays SwiftUI's;
/// the renderer finds it with a dynamic cast.
protocol Paint {
  /// The value of an SVG `fill` or `stroke` property; gradients add their definition to `defs`.
  func svgPaint(defs: inout [Node]) -> String
  /// The value of a CSS `background` property.
  var cssBackground: String { get }
  /// One color that stands for the style where only a color will do (text, icons).
  var cssColor: String { get }
}

extension Paint {
  var cssColor: String { cssBackground }
}

/// The paint of a shape style, or the foreground color for a style this renderer can't paint.
func paint(of style: some ShapeStyle) -> any Paint {
  style as? any Paint ?? ForegroundStyle()
}

/// The style that draws with the foreground color: the color set with
/// `.foregroundColor(_:)` above, or the primary color.
///
/// ```swift
/// Circle().fill(.foreground)
/// ```
public struct ForegroundStyle: ShapeStyle, Hashable, Sendable {
  public init() {}
}

extension ForegroundStyle: Paint {
  func svgPaint(defs: inout [Node]) -> String { "currentColor" }
  var cssBackground: String { "currentColor" }
}

extension ShapeStyle where Self == ForegroundStyle {
  /// The foreground color.
  public static var foreground: ForegroundStyle { ForegroundStyle() }
}

extension Color: ShapeStyle {}

extension Color: Paint {
  func svgPaint(defs: inout [Node]) -> String { cssValue }
  var cssBackground: String { cssValue }
}

extension ShapeStyle where Self == Color {
  public static var primary: Color { Color.primary }
  public static var secondary: Color { Color.secondary }
  public static var accentColor: Color { Color.accentColor }
  public static var clear: Color { Color.clear }
  public static var black: Color { Color.black }
  public static var white: Color { Color.white }
  public static var gray: Color { Color.gray }
  public static var red: Color { Color.red }
  public static var orange: Color { Color.orange }
  public static var yellow: Color { Color.yellow }
  public static var green: Color { Color.green }
  public static var mint: Color { Color.mint }
  public static var teal: Color { Color.teal }
  public static var cyan: Color { Color.cyan }
  public static var blue: Color { Color.blue }
  public static var indigo: Color { Color.indigo }
  public static var purple: Color { Color.purple }
  public static var pink: Color { Color.pink }
  public static var brown: Color { Color.brown }
  /// The accent color of the views around, set with `.tint(_:)` or `.accentColor(_:)`.
  public static var tint: Color { Color.accentColor }
}
