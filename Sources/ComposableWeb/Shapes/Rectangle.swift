import Foundation

/// A rectangle filling its frame.
///
/// ```swift
/// Rectangle().fill(Color.blue).frame(height: 4)
/// ```
public struct Rectangle: Shape, Hashable, Sendable {
  public init() {}

  public func path(in rect: CGRect) -> Path {
    Path(rect)
  }
}

extension Rectangle: DrawableShape {
  func drawing(in size: CGSize?) -> ShapeDrawing {
    ShapeDrawing(element: fullRect(), viewBox: size.map(viewBox))
  }
}

/// An SVG `<rect>` covering the whole drawing.
func fullRect() -> Node {
  let element = Node(tag: "rect", children: [])
  element.attributes.set("width", "100%")
  element.attributes.set("height", "100%")
  return element
}
