import Foundation

/// A rectangle whose shorter sides are half circles, filling its frame.
///
/// ```swift
/// Text("NEW").padding(.horizontal, 8).background(Capsule().fill(Color.green))
/// ```
public struct Capsule: Shape, Hashable, Sendable {
  public var style: RoundedCornerStyle

  public init(style: RoundedCornerStyle = .circular) {
    self.style = style
  }

  public func path(in rect: CGRect) -> Path {
    let radius = min(rect.width, rect.height) / 2
    return Path(roundedRect: rect, cornerRadius: radius)
  }
}

extension Capsule: DrawableShape {
  func drawing(in size: CGSize?) -> ShapeDrawing {
    style.reportIfContinuous()
    let element = fullRect()
    guard let size else {
      // SVG can't round by half the shorter side of a size it doesn't know; a CSS box can.
      return ShapeDrawing(element: element, isCapsuleBox: true)
    }
    let radius = cssNumber(rounded3(Double(min(size.width, size.height)) / 2))
    element.attributes.set("rx", radius)
    element.attributes.set("ry", radius)
    return ShapeDrawing(element: element, viewBox: viewBox(size))
  }
}
