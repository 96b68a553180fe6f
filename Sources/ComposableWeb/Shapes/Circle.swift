import Foundation

/// A circle centered in its frame, as wide as the frame's shorter side.
///
/// ```swift
/// Circle().fill(Color.red).frame(width: 44, height: 44)
/// ```
public struct Circle: Shape, Hashable, Sendable {
  public init() {}

  public func path(in rect: CGRect) -> Path {
    let side = min(rect.width, rect.height)
    return Path(
      ellipseIn: CGRect(x: rect.midX - side / 2, y: rect.midY - side / 2, width: side, height: side)
    )
  }
}

extension Circle: DrawableShape {
  func drawing(in size: CGSize?) -> ShapeDrawing {
    let element = Node(tag: "circle", children: [])
    guard let size else {
      // A square drawing centered in whatever box the page gives: the circle stays round.
      element.attributes.set("cx", "50")
      element.attributes.set("cy", "50")
      element.attributes.set("r", "50")
      return ShapeDrawing(
        element: element, viewBox: "0 0 100 100", preserveAspectRatio: "xMidYMid meet",
        isScaled: true)
    }
    let (width, height) = (Double(size.width), Double(size.height))
    element.attributes.set("cx", cssNumber(rounded3(width / 2)))
    element.attributes.set("cy", cssNumber(rounded3(height / 2)))
    element.attributes.set("r", cssNumber(rounded3(min(width, height) / 2)))
    return ShapeDrawing(element: element, viewBox: viewBox(size))
  }
}
