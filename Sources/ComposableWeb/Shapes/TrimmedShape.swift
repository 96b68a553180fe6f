import Foundation

/// A shape drawn only between two fractions of its outline: what `.trim(from:to:)` returns.
///
/// ```swift
/// Circle()
///   .trim(from: 0, to: viewStore.progress)
///   .stroke(Color.blue, lineWidth: 6)
///   .rotationEffect(.degrees(-90))
/// ```
///
/// Rendered with a dash pattern over an outline of length 1, so the trimmed part of a stroke
/// animates with the state; a trimmed shape that is filled rather than stroked is filled whole.
public struct _TrimmedShape<Content: Shape>: Shape {
  var shape: Content
  var startFraction: Double
  var endFraction: Double

  public func path(in rect: CGRect) -> Path {
    shape.path(in: rect)
  }
}

extension _TrimmedShape: DrawableShape {
  func drawing(in size: CGSize?) -> ShapeDrawing {
    var drawing = ComposableWeb.drawing(of: shape, in: size)
    let from = min(max(startFraction, 0), 1)
    let to = min(max(endFraction, 0), 1)
    drawing.trim = (from, max(from, to))
    return drawing
  }
}
