import Foundation

/// The size and position of a ``GeometryReader``, as the browser measured it.
///
/// ```swift
/// GeometryReader { proxy in
///   Text("Half").frame(width: proxy.size.width / 2)
/// }
/// ```
public struct GeometryProxy {
  let measured: MeasuredFrame

  /// The size the reader was given.
  public var size: CGSize {
    CGSize(width: measured.width, height: measured.height)
  }

  /// The reader's frame in its own coordinates (`.local`: at the origin) or in the page's
  /// (`.global`, and any named space).
  public func frame(in coordinateSpace: CoordinateSpace) -> CGRect {
    if case .named = coordinateSpace {
      SurfaceWarnings.report(
        "GeometryProxy.frame(in: .named(_:)) measures in the page's coordinates, as .global.")
    }
    return switch coordinateSpace {
    case .local:
      CGRect(x: 0, y: 0, width: measured.width, height: measured.height)
    case .global, .named:
      CGRect(x: measured.x, y: measured.y, width: measured.width, height: measured.height)
    }
  }
}

/// A frame the browser measured: the page position of an element and its size, in CSS pixels.
struct MeasuredFrame: Equatable {
  var x = 0.0
  var y = 0.0
  var width = 0.0
  var height = 0.0
}

extension MeasuredFrame {
  /// The screen a ``GeometryReader`` assumes before the browser has measured it, without an
  /// explicit frame around it: a 6.1-inch phone's, in points.
  static let provisionalScreen = (width: 390.0, height: 844.0)
}
