import Foundation

/// An ellipse filling its frame.
///
/// ```swift
/// Ellipse().stroke(Color.purple, lineWidth: 2).frame(width: 120, height: 60)
/// ```
public struct Ellipse: Shape, Hashable, Sendable {
  public init() {}

  public func path(in rect: CGRect) -> Path {
    Path(ellipseIn: rect)
  }
}

extension Ellipse: DrawableShape {
  func drawing(in size: CGSize?) -> ShapeDrawing {
    let element = Node(tag: "ellipse", children: [])
    for (name, value) in [("cx", "50%"), ("cy", "50%"), ("rx", "50%"), ("ry", "50%")] {
      element.attributes.set(name, value)
    }
    return ShapeDrawing(element: element, viewBox: size.map(viewBox))
  }
}
