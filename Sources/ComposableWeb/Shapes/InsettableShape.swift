import Foundation

/// A shape that can be stroked inside its outline, so the stroke stays within its frame.
///
/// ```swift
/// Circle().strokeBorder(Color.blue, lineWidth: 4)
/// ```
public protocol InsettableShape: Shape {}

extension Circle: InsettableShape {}
extension Rectangle: InsettableShape {}
extension RoundedRectangle: InsettableShape {}
extension Capsule: InsettableShape {}
extension Ellipse: InsettableShape {}

extension InsettableShape {
  /// Strokes the inside of the outline with a color or gradient.
  public func strokeBorder<S: ShapeStyle>(
    _ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true
  ) -> _ShapeView<_StrokedBorderShape<Self>, S> {
    strokeBorder(content, style: StrokeStyle(lineWidth: lineWidth), antialiased: antialiased)
  }

  /// Strokes the inside of the outline with a color or gradient in a stroke style.
  public func strokeBorder<S: ShapeStyle>(
    _ content: S, style: StrokeStyle, antialiased: Bool = true
  ) -> _ShapeView<_StrokedBorderShape<Self>, S> {
    _ShapeView(
      shape: _StrokedBorderShape(shape: self, style: style), style: content, fillStyle: FillStyle())
  }

  /// Strokes the inside of the outline with the foreground color.
  public func strokeBorder(lineWidth: CGFloat = 1, antialiased: Bool = true) -> _StrokedBorderShape<
    Self
  > {
    _StrokedBorderShape(shape: self, style: StrokeStyle(lineWidth: lineWidth))
  }
}

/// A shape stroked inside its outline: what `.strokeBorder(lineWidth:)` returns. Drawn as a
/// stroke twice as wide, clipped by the outline.
public struct _StrokedBorderShape<Content: Shape>: Shape {
  var shape: Content
  var style: StrokeStyle

  public func path(in rect: CGRect) -> Path {
    shape.path(in: rect)
  }
}

extension _StrokedBorderShape: DrawableShape {
  func drawing(in size: CGSize?) -> ShapeDrawing {
    var drawing = ComposableWeb.drawing(of: shape, in: size)
    drawing.stroke = style
    drawing.isBorder = true
    return drawing
  }
}
