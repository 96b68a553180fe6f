import Foundation

/// A point in a view's bounds, from `(0, 0)` at the top leading corner to `(1, 1)` at the bottom
/// trailing one: the anchor of effects and the ends of gradients.
///
/// ```swift
/// Text("↻").rotationEffect(.degrees(90), anchor: .topLeading)
/// LinearGradient(colors: [.blue, .green], startPoint: .top, endPoint: .bottom)
/// ```
public struct UnitPoint: Hashable, Sendable {
  public var x: Double
  public var y: Double

  public init() {
    self.init(x: 0, y: 0)
  }

  public init(x: Double, y: Double) {
    self.x = x
    self.y = y
  }

  public static let zero = UnitPoint(x: 0, y: 0)
  public static let center = UnitPoint(x: 0.5, y: 0.5)
  public static let leading = UnitPoint(x: 0, y: 0.5)
  public static let trailing = UnitPoint(x: 1, y: 0.5)
  public static let top = UnitPoint(x: 0.5, y: 0)
  public static let bottom = UnitPoint(x: 0.5, y: 1)
  public static let topLeading = UnitPoint(x: 0, y: 0)
  public static let topTrailing = UnitPoint(x: 1, y: 0)
  public static let bottomLeading = UnitPoint(x: 0, y: 1)
  public static let bottomTrailing = UnitPoint(x: 1, y: 1)

  /// The point as CSS percentages of a box: `50% 0%`.
  var cssPercentages: String {
    "\(cssNumber(x * 100))% \(cssNumber(y * 100))%"
  }
}
