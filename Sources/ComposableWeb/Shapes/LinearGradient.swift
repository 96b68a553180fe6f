import Foundation

/// A gradient along a line from one point of a shape's bounds to another.
///
/// ```swift
/// Rectangle().fill(LinearGradient(colors: [.blue, .purple], startPoint: .top, endPoint: .bottom))
/// ```
///
/// A view too: it fills its frame. Renders as an SVG `<linearGradient>` in shapes, a CSS
/// `linear-gradient` elsewhere.
public struct LinearGradient: ShapeStyle, View, Hashable, Sendable {
  let gradient: Gradient
  let startPoint: UnitPoint
  let endPoint: UnitPoint

  public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) {
    self.gradient = gradient
    self.startPoint = startPoint
    self.endPoint = endPoint
  }

  public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {
    self.init(gradient: Gradient(colors: colors), startPoint: startPoint, endPoint: endPoint)
  }

  public init(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) {
    self.init(gradient: Gradient(stops: stops), startPoint: startPoint, endPoint: endPoint)
  }

  public var body: Never { primitiveBody(of: self) }
}

extension LinearGradient: Paint {
  func svgPaint(defs: inout [Node]) -> String {
    let points = [startPoint.x, startPoint.y, endPoint.x, endPoint.y].map {
      cssNumber(rounded3($0))
    }
    let id = gradient.definitionID(kind: "linear", parameters: points.joined(separator: ","))
    let node = Node(tag: "linearGradient", children: gradient.svgStops())
    node.attributes.set("id", id)
    for (name, value) in zip(["x1", "y1", "x2", "y2"], points) { node.attributes.set(name, value) }
    defs.append(node)
    return "url(#\(id))"
  }

  var cssColor: String {
    gradient.stops.first?.color.cssValue ?? "currentColor"
  }

  var cssBackground: String {
    // A CSS angle is the direction between the points only in a square box, and the box's size
    // is known only to the browser.
    if startPoint.x != endPoint.x, startPoint.y != endPoint.y {
      SurfaceWarnings.report(
        "LinearGradient with a diagonal direction, as a view or background, follows a CSS angle "
          + "that differs from its points in a box that is not square.")
    }
    // CSS measures the angle from the top, clockwise; y grows downwards.
    let degrees = atan2(endPoint.x - startPoint.x, -(endPoint.y - startPoint.y)) * 180 / .pi
    return
      "linear-gradient(\(cssNumber(rounded3(degrees)))deg, \(gradient.cssStops { "\(cssNumber(rounded3($0 * 100)))%" }))"
  }
}

extension LinearGradient: PrimitiveView {
  func render(into nodes: inout [Node], context: RenderContext) {
    nodes.append(gradientBox(cssBackground))
  }
}

extension ShapeStyle where Self == LinearGradient {
  public static func linearGradient(
    _ gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint
  ) -> LinearGradient {
    LinearGradient(gradient: gradient, startPoint: startPoint, endPoint: endPoint)
  }

  public static func linearGradient(
    colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint
  ) -> LinearGradient {
    LinearGradient(colors: colors, startPoint: startPoint, endPoint: endPoint)
  }
}

/// A `<div>` that fills its frame with a CSS background: how gradients render as views.
func gradientBox(_ background: String) -> Node {
  let node = Node(tag: "div", children: [])
  node.attributes.set("class", "cw-color")
  node.attributes.set("style", "background:\(background)")
  return node
}
