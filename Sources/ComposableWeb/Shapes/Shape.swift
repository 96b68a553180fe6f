import Foundation

/// A 2D shape: an outline that a view fills or strokes in the frame it is given.
///
/// Write your own with `path(in:)`, which draws the outline for a rectangle:
///
/// ```swift
/// struct Triangle: Shape {
///   func path(in rect: CGRect) -> Path {
///     Path { path in
///       path.move(to: CGPoint(x: rect.midX, y: rect.minY))
///       path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
///       path.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
///       path.closeSubpath()
///     }
///   }
/// }
///
/// Triangle().fill(Color.orange).frame(width: 80, height: 60)
/// ```
///
/// A shape fills the frame it is proposed, as in SwiftUI, and is drawn with the foreground
/// color unless filled or stroked with another style. It renders as an inline SVG. Where a
/// `.frame(width:height:)` gives its size, the outline is drawn for that rectangle exactly;
/// otherwise it is drawn for a 100 × 100 rectangle that the SVG stretches over the space the
/// page gives it, with strokes kept at their width. The built-in shapes draw with SVG's own
/// elements and are exact at any size.
public protocol Shape: View {
  /// The outline of the shape in `rect`.
  func path(in rect: CGRect) -> Path
}

extension Shape {
  public var body: _ShapeView<Self, ForegroundStyle> {
    _ShapeView(shape: self, style: ForegroundStyle(), fillStyle: FillStyle())
  }
}

/// The size a shape draws for when it does not know the one it is given.
let referenceShapeSize = CGSize(width: 100, height: 100)

/// How a shape draws: its outline as an SVG element, and what was done to it.
struct ShapeDrawing {
  /// The SVG element of the outline (a `<path>`, `<rect>`, `<circle>`, …), without paint.
  var element: Node
  /// The coordinates of the outline, when they are not the SVG's own pixels.
  var viewBox: String?
  var preserveAspectRatio: String?
  /// Whether the outline is scaled to the page's size, so strokes must not scale with it.
  var isScaled = false
  /// A capsule of unknown size, drawn as a CSS box with round ends.
  var isCapsuleBox = false
  var stroke: StrokeStyle?
  var trim: (from: Double, to: Double)?
  /// Whether the stroke is drawn inside the outline only (`.strokeBorder`): twice as wide, clipped
  /// by the outline.
  var isBorder = false
}

/// A shape that draws itself with SVG's own elements or records a change to its drawing.
/// Internal, so the public surface stays SwiftUI's.
protocol DrawableShape {
  func drawing(in size: CGSize?) -> ShapeDrawing
}

/// How `shape` draws in a frame of `size`, or in whatever frame the page gives it.
func drawing(of shape: some Shape, in size: CGSize?) -> ShapeDrawing {
  if let drawable = shape as? any DrawableShape {
    return drawable.drawing(in: size)
  }
  let element = Node(tag: "path", children: [])
  if let size {
    element.attributes.set("d", shape.path(in: CGRect(origin: .zero, size: size)).svgData)
    return ShapeDrawing(element: element, viewBox: viewBox(size))
  }
  if !stretchesExactly(shape) {
    SurfaceWarnings.report(
      "A Shape of your own without a fixed frame(width:height:) is drawn for a 100 × 100 "
        + "rectangle and stretched, which distorts its arcs and curves.")
  }
  element.attributes.set(
    "d", shape.path(in: CGRect(origin: .zero, size: referenceShapeSize)).svgData)
  return ShapeDrawing(
    element: element, viewBox: viewBox(referenceShapeSize), preserveAspectRatio: "none",
    isScaled: true
  )
}

/// An SVG `viewBox` covering `size` from the origin.
func viewBox(_ size: CGSize) -> String {
  "0 0 \(cssNumber(rounded3(Double(size.width)))) \(cssNumber(rounded3(Double(size.height))))"
}

/// Whether `shape`'s outline stretches exactly: drawn for a rectangle twice as wide as
/// ``referenceShapeSize``, it is the reference outline stretched sideways.
///
/// Lines and Bézier curves through points of the rectangle stretch exactly; arcs keep a circular
/// radius, and outlines sized by the shorter side keep their proportions, so they distort.
func stretchesExactly(_ shape: some Shape) -> Bool {
  let size = referenceShapeSize
  let reference = shape.path(in: CGRect(origin: .zero, size: size)).elements
  let wide = shape.path(in: CGRect(x: 0, y: 0, width: size.width * 2, height: size.height))
    .elements
  guard reference.count == wide.count else { return false }
  func matches(_ point: CGPoint, _ stretched: CGPoint) -> Bool {
    abs(Double(point.x) * 2 - Double(stretched.x)) < 1e-6
      && abs(Double(point.y) - Double(stretched.y)) < 1e-6
  }
  return zip(reference, wide).allSatisfy { pair in
    switch pair {
    case let (.move(point), .move(stretched)), let (.line(point), .line(stretched)):
      matches(point, stretched)
    case let (.quadCurve(point, control), .quadCurve(stretched, stretchedControl)):
      matches(point, stretched) && matches(control, stretchedControl)
    case let (.curve(point, control1, control2), .curve(stretched, stretched1, stretched2)):
      matches(point, stretched) && matches(control1, stretched1) && matches(control2, stretched2)
    case (.closeSubpath, .closeSubpath):
      true
    default:
      false
    }
  }
}
