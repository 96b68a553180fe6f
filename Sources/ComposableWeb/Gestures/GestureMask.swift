/// Which gestures of a view and its subviews are recognized, for ``View/gesture(_:including:)``.
/// Without ``gesture`` the gesture is off; ``subviews`` can't be told apart in a browser, whose
/// subviews' gestures are always recognized.
public struct GestureMask: OptionSet, Hashable, Sendable {
  public let rawValue: UInt32

  public init(rawValue: UInt32) {
    self.rawValue = rawValue
  }

  public static let none = GestureMask([])
  public static let gesture = GestureMask(rawValue: 1)
  public static let subviews = GestureMask(rawValue: 2)
  public static let all: GestureMask = [.gesture, .subviews]
}
