import Foundation

/// The size a view is snapshotted at, as swift-snapshot-testing spells it for SwiftUI views.
///
/// ```swift
/// assertSnapshot(of: view, as: .image(layout: .fixed(width: 320, height: 200)))
/// ```
public enum SwiftUISnapshotLayout: Hashable, Sendable {
  /// The screen of a device.
  case device(config: ViewImageConfig)
  /// A fixed size, in points.
  case fixed(width: CGFloat, height: CGFloat)
  /// As wide as a phone (390 points), and as tall as the view.
  case sizeThatFits

  /// The browser window's size in CSS pixels (one per point), and whether the height is the
  /// view's own.
  var window: (width: Int, height: Int, fitsHeight: Bool) {
    switch self {
    case let .device(config):
      let size = config.size ?? CGSize(width: 390, height: 844)
      return (Int(size.width.rounded()), Int(size.height.rounded()), config.size == nil)
    case let .fixed(width, height):
      return (max(1, Int(width.rounded())), max(1, Int(height.rounded())), false)
    case .sizeThatFits:
      return (390, 844, true)
    }
  }
}
