import Foundation

extension Path: Shape {
  /// The path itself: a path draws at its own coordinates, whatever its frame.
  public func path(in rect: CGRect) -> Path {
    self
  }
}

extension Path: DrawableShape {
  func drawing(in size: CGSize?) -> ShapeDrawing {
    let element = Node(tag: "path", children: [])
    element.attributes.set("d", svgData)
    return ShapeDrawing(element: element)
  }
}
