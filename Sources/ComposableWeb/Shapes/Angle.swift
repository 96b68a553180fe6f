import Foundation

/// A geometric angle, in degrees or radians.
///
/// ```swift
/// Rectangle().rotationEffect(.degrees(45))
/// Path { $0.addArc(center: c, radius: 40, startAngle: .zero, endAngle: .radians(.pi), clockwise: false) }
/// ```
public struct Angle: Hashable, Comparable, Sendable {
  /// The angle in radians.
  public var radians: Double

  /// The angle in degrees.
  public var degrees: Double {
    get { radians * 180 / .pi }
    set { radians = newValue * .pi / 180 }
  }

  public init() {
    self.radians = 0
  }

  public init(radians: Double) {
    self.radians = radians
  }

  public init(degrees: Double) {
    self.radians = degrees * .pi / 180
  }

  /// An angle of `radians` radians.
  public static func radians(_ radians: Double) -> Angle {
    Angle(radians: radians)
  }

  /// An angle of `degrees` degrees.
  public static func degrees(_ degrees: Double) -> Angle {
    Angle(degrees: degrees)
  }

  /// No rotation.
  public static let zero = Angle()

  public static func < (lhs: Angle, rhs: Angle) -> Bool {
    lhs.radians < rhs.radians
  }

  public static func + (lhs: Angle, rhs: Angle) -> Angle {
    Angle(radians: lhs.radians + rhs.radians)
  }

  public static func - (lhs: Angle, rhs: Angle) -> Angle {
    Angle(radians: lhs.radians - rhs.radians)
  }

  public static prefix func - (angle: Angle) -> Angle {
    Angle(radians: -angle.radians)
  }

  public static func * (lhs: Angle, rhs: Double) -> Angle {
    Angle(radians: lhs.radians * rhs)
  }

  public static func / (lhs: Angle, rhs: Double) -> Angle {
    Angle(radians: lhs.radians / rhs)
  }

  public static func += (lhs: inout Angle, rhs: Angle) {
    lhs.radians += rhs.radians
  }

  public static func -= (lhs: inout Angle, rhs: Angle) {
    lhs.radians -= rhs.radians
  }
}
