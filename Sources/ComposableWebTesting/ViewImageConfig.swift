import Foundation

/// The screen a view is snapshotted on: its size in points and the insets the device's bars
/// and rounded corners take.
///
/// ```swift
/// assertSnapshot(of: TodosView(store: store), as: .image(layout: .device(config: .iPhoneXsMax)))
/// ```
///
/// The devices are swift-snapshot-testing's iOS ones, which that library offers only where UIKit
/// exists. A browser page has no status bar or home indicator: the view is laid out in the whole
/// screen, and ``safeArea`` is kept for code that reads it.
public struct ViewImageConfig: Hashable, Sendable {
  /// Which way a phone is held.
  public enum Orientation: Hashable, Sendable {
    case landscape
    case portrait
  }

  /// The insets of the device's bars and corners.
  public var safeArea: EdgeInsets
  /// The screen's size in points, or `nil` to fit the view.
  public var size: CGSize?

  public init(safeArea: EdgeInsets = EdgeInsets(), size: CGSize? = nil) {
    self.safeArea = safeArea
    self.size = size
  }

  /// A device of `width` × `height` points in portrait, turned for `orientation`.
  static func phone(
    width: CGFloat, height: CGFloat, notched: Bool, _ orientation: Orientation
  ) -> ViewImageConfig {
    switch orientation {
    case .portrait:
      let safeArea =
        notched
        ? EdgeInsets(top: 44, leading: 0, bottom: 34, trailing: 0)
        : EdgeInsets(top: 20, leading: 0, bottom: 0, trailing: 0)
      return ViewImageConfig(safeArea: safeArea, size: CGSize(width: width, height: height))
    case .landscape:
      let safeArea =
        notched
        ? EdgeInsets(top: 0, leading: 44, bottom: 21, trailing: 44) : EdgeInsets()
      return ViewImageConfig(safeArea: safeArea, size: CGSize(width: height, height: width))
    }
  }

  public static let iPhoneSe = iPhoneSe(.portrait)
  public static func iPhoneSe(_ orientation: Orientation) -> ViewImageConfig {
    phone(width: 320, height: 568, notched: false, orientation)
  }

  public static let iPhone8 = iPhone8(.portrait)
  public static func iPhone8(_ orientation: Orientation) -> ViewImageConfig {
    phone(width: 375, height: 667, notched: false, orientation)
  }

  public static let iPhone8Plus = iPhone8Plus(.portrait)
  public static func iPhone8Plus(_ orientation: Orientation) -> ViewImageConfig {
    phone(width: 414, height: 736, notched: false, orientation)
  }

  public static let iPhoneX = iPhoneX(.portrait)
  public static func iPhoneX(_ orientation: Orientation) -> ViewImageConfig {
    phone(width: 375, height: 812, notched: true, orientation)
  }

  public static let iPhoneXsMax = iPhoneXsMax(.portrait)
  public static func iPhoneXsMax(_ orientation: Orientation) -> ViewImageConfig {
    phone(width: 414, height: 896, notched: true, orientation)
  }

  public static let iPhoneXr = iPhoneXr(.portrait)
  public static func iPhoneXr(_ orientation: Orientation) -> ViewImageConfig {
    phone(width: 414, height: 896, notched: true, orientation)
  }

  public static let iPhone12 = iPhone12(.portrait)
  public static func iPhone12(_ orientation: Orientation) -> ViewImageConfig {
    phone(width: 390, height: 844, notched: true, orientation)
  }

  public static let iPhone12Pro = iPhone12Pro(.portrait)
  public static func iPhone12Pro(_ orientation: Orientation) -> ViewImageConfig {
    phone(width: 390, height: 844, notched: true, orientation)
  }

  public static let iPhone12ProMax = iPhone12ProMax(.portrait)
  public static func iPhone12ProMax(_ orientation: Orientation) -> ViewImageConfig {
    phone(width: 428, height: 926, notched: true, orientation)
  }

  public static let iPhone13 = iPhone13(.portrait)
  public static func iPhone13(_ orientation: Orientation) -> ViewImageConfig {
    phone(width: 390, height: 844, notched: true, orientation)
  }

  public static let iPhone13Mini = iPhone13Mini(.portrait)
  public static func iPhone13Mini(_ orientation: Orientation) -> ViewImageConfig {
    phone(width: 375, height: 812, notched: true, orientation)
  }

  public static let iPhone13Pro = iPhone13Pro(.portrait)
  public static func iPhone13Pro(_ orientation: Orientation) -> ViewImageConfig {
    phone(width: 390, height: 844, notched: true, orientation)
  }

  public static let iPhone13ProMax = iPhone13ProMax(.portrait)
  public static func iPhone13ProMax(_ orientation: Orientation) -> ViewImageConfig {
    phone(width: 428, height: 926, notched: true, orientation)
  }

  public static let iPadMini = ViewImageConfig(
    safeArea: EdgeInsets(top: 20, leading: 0, bottom: 0, trailing: 0),
    size: CGSize(width: 768, height: 1024))
  public static let iPadPro11 = ViewImageConfig(
    safeArea: EdgeInsets(top: 24, leading: 0, bottom: 20, trailing: 0),
    size: CGSize(width: 834, height: 1194))
  public static let iPadPro12_9 = ViewImageConfig(
    safeArea: EdgeInsets(top: 24, leading: 0, bottom: 20, trailing: 0),
    size: CGSize(width: 1024, height: 1366))
}
