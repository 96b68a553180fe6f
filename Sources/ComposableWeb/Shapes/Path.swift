import Foundation

/// The outline of a 2D shape: lines, curves and arcs, drawn in the coordinates of the view.
///
/// ```swift
/// Path { path in
///   path.move(to: CGPoint(x: 50, y: 0))
///   path.addLine(to: CGPoint(x: 100, y: 100))
///   path.addLine(to: CGPoint(x: 0, y: 100))
///   path.closeSubpath()
/// }
/// .fill(Color.orange)
/// ```
///
/// As a view, a path draws at the coordinates it was given, without scaling to its frame;
/// renders as an SVG `<path>`.
public struct Path: Hashable, Sendable {
  enum Element: Hashable, Sendable {
    case move(to: CGPoint)
    case line(to: CGPoint)
    case quadCurve(to: CGPoint, control: CGPoint)
    case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
    /// An elliptical arc ending at `to`, as SVG writes it.
    case arc(to: CGPoint, radius: Double, isLarge: Bool, sweepsPositive: Bool)
    case closeSubpath
  }

  private(set) var elements: [Element] = []
  /// Where the subpath being drawn started and where it now is.
  private var subpathStart: CGPoint?
  private var current: CGPoint?

  /// An empty path.
  public init() {}

  /// A path built by `callback`.
  public init(_ callback: (inout Path) -> Void) {
    var path = Path()
    callback(&path)
    self = path
  }

  /// A rectangle.
  public init(_ rect: CGRect) {
    addRect(rect)
  }

  /// A rectangle with rounded corners.
  public init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
    addRoundedRect(in: rect, cornerSize: CGSize(width: cornerRadius, height: cornerRadius))
  }

  /// A rectangle with rounded corners of a size.
  public init(roundedRect rect: CGRect, cornerSize: CGSize) {
    addRoundedRect(in: rect, cornerSize: cornerSize)
  }

  /// An ellipse filling `rect`.
  public init(ellipseIn rect: CGRect) {
    addEllipse(in: rect)
  }

  /// Whether the path draws nothing.
  public var isEmpty: Bool { elements.isEmpty }

  /// The point the next segment starts from, if a subpath is open.
  public var currentPoint: CGPoint? { current }

  /// Starts a new subpath at `point`.
  public mutating func move(to point: CGPoint) {
    elements.append(.move(to: point))
    subpathStart = point
    current = point
  }

  /// Adds a straight line to `point`.
  public mutating func addLine(to point: CGPoint) {
    guard current != nil else { return move(to: point) }
    elements.append(.line(to: point))
    current = point
  }

  /// Adds straight lines through `points`, starting a subpath at the first.
  public mutating func addLines(_ points: [CGPoint]) {
    guard let first = points.first else { return }
    move(to: first)
    for point in points.dropFirst() { addLine(to: point) }
  }

  /// Adds a quadratic Bézier curve to `point`.
  public mutating func addQuadCurve(to point: CGPoint, control: CGPoint) {
    guard current != nil else { return move(to: point) }
    elements.append(.quadCurve(to: point, control: control))
    current = point
  }

  /// Adds a cubic Bézier curve to `point`.
  public mutating func addCurve(to point: CGPoint, control1: CGPoint, control2: CGPoint) {
    guard current != nil else { return move(to: point) }
    elements.append(.curve(to: point, control1: control1, control2: control2))
    current = point
  }

  /// Closes the subpath with a line back to its start.
  public mutating func closeSubpath() {
    guard current != nil else { return }
    elements.append(.closeSubpath)
    current = subpathStart
  }

  /// Adds a rectangle as a closed subpath.
  public mutating func addRect(_ rect: CGRect) {
    let rect = rect.standardized
    move(to: CGPoint(x: rect.minX, y: rect.minY))
    addLine(to: CGPoint(x: rect.maxX, y: rect.minY))
    addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
    addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
    closeSubpath()
  }

  /// Adds rectangles as closed subpaths.
  public mutating func addRects(_ rects: [CGRect]) {
    for rect in rects { addRect(rect) }
  }

  /// Adds a rectangle with rounded corners as a closed subpath.
  public mutating func addRoundedRect(in rect: CGRect, cornerSize: CGSize) {
    let rect = rect.standardized
    let rx = min(max(Double(cornerSize.width), 0), Double(rect.width) / 2)
    let ry = min(max(Double(cornerSize.height), 0), Double(rect.height) / 2)
    guard rx > 0, ry > 0 else { return addRect(rect) }
    let (minX, minY, maxX, maxY) = (
      Double(rect.minX), Double(rect.minY), Double(rect.maxX), Double(rect.maxY)
    )
    // Quarter ellipses drawn as cubic curves: the control points sit 0.5523 of a radius out.
    let k = 0.5522847498
    move(to: CGPoint(x: minX + rx, y: minY))
    addLine(to: CGPoint(x: maxX - rx, y: minY))
    addCurve(
      to: CGPoint(x: maxX, y: minY + ry), control1: CGPoint(x: maxX - rx + rx * k, y: minY),
      control2: CGPoint(x: maxX, y: minY + ry - ry * k))
    addLine(to: CGPoint(x: maxX, y: maxY - ry))
    addCurve(
      to: CGPoint(x: maxX - rx, y: maxY), control1: CGPoint(x: maxX, y: maxY - ry + ry * k),
      control2: CGPoint(x: maxX - rx + rx * k, y: maxY))
    addLine(to: CGPoint(x: minX + rx, y: maxY))
    addCurve(
      to: CGPoint(x: minX, y: maxY - ry), control1: CGPoint(x: minX + rx - rx * k, y: maxY),
      control2: CGPoint(x: minX, y: maxY - ry + ry * k))
    addLine(to: CGPoint(x: minX, y: minY + ry))
    addCurve(
      to: CGPoint(x: minX + rx, y: minY), control1: CGPoint(x: minX, y: minY + ry - ry * k),
      control2: CGPoint(x: minX + rx - rx * k, y: minY))
    closeSubpath()
  }

  /// Adds an ellipse filling `rect` as a closed subpath, starting at its rightmost point and
  /// going clockwise on screen.
  public mutating func addEllipse(in rect: CGRect) {
    let rect = rect.standardized
    let (cx, cy) = (Double(rect.midX), Double(rect.midY))
    let (rx, ry) = (Double(rect.width) / 2, Double(rect.height) / 2)
    let k = 0.5522847498
    move(to: CGPoint(x: cx + rx, y: cy))
    addCurve(
      to: CGPoint(x: cx, y: cy + ry), control1: CGPoint(x: cx + rx, y: cy + ry * k),
      control2: CGPoint(x: cx + rx * k, y: cy + ry))
    addCurve(
      to: CGPoint(x: cx - rx, y: cy), control1: CGPoint(x: cx - rx * k, y: cy + ry),
      control2: CGPoint(x: cx - rx, y: cy + ry * k))
    addCurve(
      to: CGPoint(x: cx, y: cy - ry), control1: CGPoint(x: cx - rx, y: cy - ry * k),
      control2: CGPoint(x: cx - rx * k, y: cy - ry))
    addCurve(
      to: CGPoint(x: cx + rx, y: cy), control1: CGPoint(x: cx + rx * k, y: cy - ry),
      control2: CGPoint(x: cx + rx, y: cy - ry * k))
    closeSubpath()
  }

  /// Adds an arc of a circle, joined to the current point by a straight line.
  ///
  /// Angles are measured from the positive x axis towards the positive y axis, which points
  /// down: as in SwiftUI, `clockwise: false` turns clockwise on screen.
  public mutating func addArc(
    center: CGPoint,
    radius: CGFloat,
    startAngle: Angle,
    endAngle: Angle,
    clockwise: Bool
  ) {
    let radius = Double(radius)
    let (cx, cy) = (Double(center.x), Double(center.y))
    func point(_ angle: Double) -> CGPoint {
      CGPoint(x: cx + radius * cos(angle), y: cy + radius * sin(angle))
    }
    let start = startAngle.radians
    let end = endAngle.radians
    let startPoint = point(start)
    if current == nil {
      move(to: startPoint)
    } else {
      addLine(to: startPoint)
    }
    guard radius > 0 else { return }
    // The angle swept, in the direction of increasing angles unless `clockwise`.
    let raw = clockwise ? start - end : end - start
    let sweep: Double
    if raw >= 2 * .pi {
      sweep = 2 * .pi
    } else {
      let remainder = raw.truncatingRemainder(dividingBy: 2 * .pi)
      sweep = remainder < 0 ? remainder + 2 * .pi : remainder
    }
    guard sweep > 0 else { return }
    let direction = clockwise ? -1.0 : 1.0
    if sweep >= 2 * .pi - 1e-9 {
      // SVG can't draw a whole circle as one arc: draw two halves.
      let middle = start + direction * .pi
      elements.append(
        .arc(to: point(middle), radius: radius, isLarge: false, sweepsPositive: !clockwise))
      elements.append(
        .arc(to: point(start), radius: radius, isLarge: false, sweepsPositive: !clockwise))
      current = point(start)
    } else {
      let endPoint = point(start + direction * sweep)
      elements.append(
        .arc(to: endPoint, radius: radius, isLarge: sweep > .pi, sweepsPositive: !clockwise))
      current = endPoint
    }
  }

  /// Adds a whole path.
  public mutating func addPath(_ path: Path) {
    elements += path.elements
    subpathStart = path.subpathStart
    current = path.current
  }

  /// The path moved by `(dx, dy)`.
  public func offsetBy(dx: CGFloat, dy: CGFloat) -> Path {
    func moved(_ point: CGPoint) -> CGPoint {
      CGPoint(x: Double(point.x) + Double(dx), y: Double(point.y) + Double(dy))
    }
    var path = Path()
    path.elements = elements.map { element in
      switch element {
      case let .move(to): .move(to: moved(to))
      case let .line(to): .line(to: moved(to))
      case let .quadCurve(to, control): .quadCurve(to: moved(to), control: moved(control))
      case let .curve(to, control1, control2):
        .curve(to: moved(to), control1: moved(control1), control2: moved(control2))
      case let .arc(to, radius, isLarge, sweepsPositive):
        .arc(to: moved(to), radius: radius, isLarge: isLarge, sweepsPositive: sweepsPositive)
      case .closeSubpath: .closeSubpath
      }
    }
    path.subpathStart = subpathStart.map(moved)
    path.current = current.map(moved)
    return path
  }

  /// The path as SVG path data: `M0 0L10 0Z`.
  var svgData: String {
    var data = ""
    func append(_ point: CGPoint) {
      data += cssNumber(rounded(Double(point.x)))
      data += " "
      data += cssNumber(rounded(Double(point.y)))
    }
    for element in elements {
      switch element {
      case let .move(to):
        data += "M"
        append(to)
      case let .line(to):
        data += "L"
        append(to)
      case let .quadCurve(to, control):
        data += "Q"
        append(control)
        data += " "
        append(to)
      case let .curve(to, control1, control2):
        data += "C"
        append(control1)
        data += " "
        append(control2)
        data += " "
        append(to)
      case let .arc(to, radius, isLarge, sweepsPositive):
        let r = cssNumber(rounded(radius))
        data += "A\(r) \(r) 0 \(isLarge ? 1 : 0) \(sweepsPositive ? 1 : 0) "
        append(to)
      case .closeSubpath:
        data += "Z"
      }
    }
    return data
  }
}

/// A coordinate rounded to a thousandth of a point: finer than any screen, and short.
private func rounded(_ value: Double) -> Double {
  (value * 1000).rounded() / 1000
}
