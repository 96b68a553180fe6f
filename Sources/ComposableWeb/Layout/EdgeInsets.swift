/// The insets of each edge of a rectangle, in points.
///
/// ```swift
/// EdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16)
/// ```
public struct EdgeInsets: Hashable, Sendable {
  public var top: Double
  public var leading: Double
  public var bottom: Double
  public var trailing: Double

  public init(top: Double = 0, leading: Double = 0, bottom: Double = 0, trailing: Double = 0) {
    self.top = top
    self.leading = leading
    self.bottom = bottom
    self.trailing = trailing
  }
}
