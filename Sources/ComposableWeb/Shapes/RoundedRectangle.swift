import Foundation

/// A rectangle with rounded corners, filling its frame.
///
/// ```swift
/// RoundedRectangle(cornerRadius: 12).fill(Color.white)
/// ```
public struct RoundedRectangle: Shape, Hashable, Sendable {
  public var cornerSize: CGSize
  public var style: RoundedCornerStyle

  public init(cornerSize: CGSize, style: RoundedCornerStyle = .circular) {
    self.cornerSize = cornerSize
    self.style = style
  }

  public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .circular) {
    self.init(cornerSize: CGSize(width: cornerRadius, height: cornerRadius), style: style)
  }

  public func path(in rect: CGRect) -> Path {
    Path(roundedRect: rect, cornerSize: cornerSize)
  }
}

extension RoundedRectangle: DrawableShape {
  func drawing(in size: CGSize?) -> ShapeDrawing {
    style.reportIfContinuous()
    let element = fullRect()
    element.attributes.set("rx", cssNumber(rounded3(Double(cornerSize.width))))
    element.attributes.set("ry", cssNumber(rounded3(Double(cornerSize.height))))
    return ShapeDrawing(element: element, viewBox: size.map(viewBox))
  }
}

/// The shape of rounded corners; both draw circular corners here.
public enum RoundedCornerStyle: Hashable, Sendable {
  case circular, continuous

  /// Warns that continuous corners are drawn circular: SVG and CSS round with circular arcs.
  func reportIfContinuous() {
    guard self == .continuous else { return }
    SurfaceWarnings.report("RoundedCornerStyle.continuous draws circular corners.")
  }
}
