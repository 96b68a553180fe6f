/// A horizontal or vertical direction: what a ``ScrollView`` scrolls along.
///
/// ```swift
/// ScrollView(.horizontal) { HStack { … } }
/// ```
public enum Axis: Hashable, Sendable {
  case horizontal
  case vertical

  /// A set of axes: `[.horizontal, .vertical]`.
  public struct Set: OptionSet, Hashable, Sendable {
    public let rawValue: Int8

    public init(rawValue: Int8) {
      self.rawValue = rawValue
    }

    public static let horizontal = Set(rawValue: 1)
    public static let vertical = Set(rawValue: 2)
  }
}
