import Foundation

/// A gradient that sweeps around a center, from a start angle to an end angle measured
/// clockwise from the trailing edge.
///
/// ```swift
/// Circle().strokeBorder(AngularGradient(colors: [.red, .yellow, .green, .blue, .purple, .red], center: .center), lineWidth: 12)
/// ```
///
/// A view too. SVG has no sweeping gradient, so in shapes the renderer paints a CSS
/// `conic-gradient` box clipped (or, for strokes, masked) by the shape's outline.
public struct AngularGradient: ShapeStyle, View, Hashable, Sendable {
  let gradient: Gradient
  let center: UnitPoint
  let startAngle: Angle
  let endAngle: Angle

  public init(
    gradient: Gradient, center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero
  ) {
    self.gradient = gradient
    self.center = center
    self.startAngle = startAngle
    // Equal angles mean a full turn.
    self.endAngle = endAngle == startAngle ? startAngle + .degrees(360) : endAngle
  }

  public init(
    colors: [Color], center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero
  ) {
    self.init(
      gradient: Gradient(colors: colors), center: center, startAngle: startAngle, endAngle: endAngle
    )
  }

  public init(
    stops: [Gradient.Stop], center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero
  ) {
    self.init(
      gradient: Gradient(stops: stops), center: center, startAngle: startAngle, endAngle: endAngle)
  }

  /// A gradient over a full turn starting at `angle`.
  public init(gradient: Gradient, center: UnitPoint, angle: Angle = .zero) {
    self.init(
      gradient: gradient, center: center, startAngle: angle, endAngle: angle + .degrees(360))
  }

  public init(colors: [Color], center: UnitPoint, angle: Angle = .zero) {
    self.init(gradient: Gradient(colors: colors), center: center, angle: angle)
  }

  public var body: Never { primitiveBody(of: self) }
}

extension AngularGradient: Paint {
  /// Painted by ``ShapeView`` with a clipped box; as a plain SVG paint, its first color.
  func svgPaint(defs: inout [Node]) -> String {
    gradient.stops.first?.color.cssValue ?? "currentColor"
  }

  var cssColor: String {
    gradient.stops.first?.color.cssValue ?? "currentColor"
  }

  var cssBackground: String {
    // CSS starts at the top; SwiftUI at the trailing edge, a quarter turn later.
    let from = startAngle.degrees + 90
    let span = endAngle.degrees - startAngle.degrees
    let stops = gradient.cssStops { "\(cssNumber(rounded3($0 * span)))deg" }
    return
      "conic-gradient(from \(cssNumber(rounded3(from)))deg at \(center.cssPercentages), \(stops))"
  }
}

extension AngularGradient: PrimitiveView {
  func render(into nodes: inout [Node], context: RenderContext) {
    nodes.append(gradientBox(cssBackground))
  }
}

extension ShapeStyle where Self == AngularGradient {
  public static func angularGradient(
    _ gradient: Gradient, center: UnitPoint, startAngle: Angle, endAngle: Angle
  ) -> AngularGradient {
    AngularGradient(gradient: gradient, center: center, startAngle: startAngle, endAngle: endAngle)
  }

  public static func angularGradient(
    colors: [Color], center: UnitPoint, startAngle: Angle, endAngle: Angle
  ) -> AngularGradient {
    AngularGradient(colors: colors, center: center, startAngle: startAngle, endAngle: endAngle)
  }

  public static func conicGradient(_ gradient: Gradient, center: UnitPoint, angle: Angle = .zero)
    -> AngularGradient
  {
    AngularGradient(gradient: gradient, center: center, angle: angle)
  }
}
