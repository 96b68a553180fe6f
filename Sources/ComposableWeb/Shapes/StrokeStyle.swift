import Foundation

/// How a shape's outline is stroked: width, line ends, joins and dashes.
///
/// ```swift
/// Circle().stroke(Color.blue, style: StrokeStyle(lineWidth: 4, lineCap: .round, dash: [6, 4]))
/// ```
public struct StrokeStyle: Hashable, Sendable {
  public var lineWidth: CGFloat
  public var lineCap: CGLineCap
  public var lineJoin: CGLineJoin
  public var miterLimit: CGFloat
  public var dash: [CGFloat]
  public var dashPhase: CGFloat

  public init(
    lineWidth: CGFloat = 1,
    lineCap: CGLineCap = .butt,
    lineJoin: CGLineJoin = .miter,
    miterLimit: CGFloat = 10,
    dash: [CGFloat] = [],
    dashPhase: CGFloat = 0
  ) {
    self.lineWidth = lineWidth
    self.lineCap = lineCap
    self.lineJoin = lineJoin
    self.miterLimit = miterLimit
    self.dash = dash
    self.dashPhase = dashPhase
  }

  /// The style as CSS properties of an SVG element.
  var css: String {
    var css = "stroke-width:\(cssNumber(rounded3(Double(lineWidth))))"
    if lineCap != .butt { css += ";stroke-linecap:\(lineCap.css)" }
    if lineJoin != .miter { css += ";stroke-linejoin:\(lineJoin.css)" }
    if miterLimit != 10 { css += ";stroke-miterlimit:\(cssNumber(rounded3(Double(miterLimit))))" }
    if !dash.isEmpty {
      css +=
        ";stroke-dasharray:" + dash.map { cssNumber(rounded3(Double($0))) }.joined(separator: " ")
      if dashPhase != 0 { css += ";stroke-dashoffset:\(cssNumber(rounded3(Double(dashPhase))))" }
    }
    return css
  }
}

/// How the ends of stroked lines look.
public enum CGLineCap: Int32, Hashable, Sendable {
  case butt, round, square

  var css: String {
    switch self {
    case .butt: "butt"
    case .round: "round"
    case .square: "square"
    }
  }
}

/// How stroked lines look where they meet.
public enum CGLineJoin: Int32, Hashable, Sendable {
  case miter, round, bevel

  var css: String {
    switch self {
    case .miter: "miter"
    case .round: "round"
    case .bevel: "bevel"
    }
  }
}

/// How a shape's inside is found when it is filled.
///
/// ```swift
/// Path { … }.fill(Color.black, style: FillStyle(eoFill: true))
/// ```
public struct FillStyle: Hashable, Sendable {
  /// Whether the even-odd rule decides what is inside, rather than the non-zero rule.
  public var isEOFilled: Bool
  public var isAntialiased: Bool

  public init(eoFill: Bool = false, antialiased: Bool = true) {
    self.isEOFilled = eoFill
    self.isAntialiased = antialiased
  }
}
