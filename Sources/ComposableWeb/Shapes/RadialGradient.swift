import Foundation

/// A gradient in circles around a center, from a start radius to an end radius in points.
///
/// ```swift
/// Circle().fill(RadialGradient(colors: [.yellow, .orange], center: .center, startRadius: 0, endRadius: 60))
/// ```
///
/// A view too. Renders as an SVG `<radialGradient>` in shapes, a CSS `radial-gradient`
/// elsewhere.
public struct RadialGradient: ShapeStyle, View, Hashable, Sendable {
  let gradient: Gradient
  let center: UnitPoint
  let startRadius: Double
  let endRadius: Double

  public init(gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
    self.gradient = gradient
    self.center = center
    self.startRadius = Double(startRadius)
    self.endRadius = Double(endRadius)
  }

  public init(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
    self.init(
      gradient: Gradient(colors: colors), center: center, startRadius: startRadius,
      endRadius: endRadius)
  }

  public init(stops: [Gradient.Stop], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
    self.init(
      gradient: Gradient(stops: stops), center: center, startRadius: startRadius,
      endRadius: endRadius)
  }

  public var body: Never { primitiveBody(of: self) }

  /// Where a gradient location falls between the center (0) and the end radius (1).
  private func fraction(_ location: Double) -> Double {
    guard endRadius > 0 else { return location }
    return (startRadius + location * (endRadius - startRadius)) / endRadius
  }
}

extension RadialGradient: Paint {
  func svgPaint(defs: inout [Node]) -> String {
    let parameters = [center.x, center.y, startRadius, endRadius].map { cssNumber(rounded3($0)) }
    let id = gradient.definitionID(kind: "radial", parameters: parameters.joined(separator: ","))
    let node = Node(tag: "radialGradient", children: gradient.svgStops(fraction))
    node.attributes.set("id", id)
    // Radii are in points: measured in the drawing's own coordinates.
    node.attributes.set("gradientUnits", "userSpaceOnUse")
    node.attributes.set("cx", "\(cssNumber(rounded3(center.x * 100)))%")
    node.attributes.set("cy", "\(cssNumber(rounded3(center.y * 100)))%")
    node.attributes.set("r", cssNumber(rounded3(endRadius)))
    defs.append(node)
    return "url(#\(id))"
  }

  var cssColor: String {
    gradient.stops.first?.color.cssValue ?? "currentColor"
  }

  var cssBackground: String {
    let stops = gradient.cssStops { "\(cssNumber(rounded3(self.fraction($0) * self.endRadius)))px" }
    return "radial-gradient(circle at \(center.cssPercentages), \(stops))"
  }
}

extension RadialGradient: PrimitiveView {
  func render(into nodes: inout [Node], context: RenderContext) {
    nodes.append(gradientBox(cssBackground))
  }
}

extension ShapeStyle where Self == RadialGradient {
  public static func radialGradient(
    _ gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat
  ) -> RadialGradient {
    RadialGradient(
      gradient: gradient, center: center, startRadius: startRadius, endRadius: endRadius)
  }

  public static func radialGradient(
    colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat
  ) -> RadialGradient {
    RadialGradient(colors: colors, center: center, startRadius: startRadius, endRadius: endRadius)
  }
}
