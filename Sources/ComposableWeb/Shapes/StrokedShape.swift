import Foundation

/// A shape whose outline is stroked rather than filled: what `.stroke(lineWidth:)` returns.
///
/// ```swift
/// Circle().stroke(lineWidth: 4).foregroundColor(.blue)
/// ```
public struct _StrokedShape<Content: Shape>: Shape {
  var shape: Content
  var style: StrokeStyle

  /// The outline of the stroked shape; its stroke is drawn around it.
  public func path(in rect: CGRect) -> Path {
    shape.path(in: rect)
  }
}

extension _StrokedShape: DrawableShape {
  func drawing(in size: CGSize?) -> ShapeDrawing {
    var drawing = ComposableWeb.drawing(of: shape, in: size)
    drawing.stroke = style
    return drawing
  }
}
