/// The coordinates a frame is expressed in: the view's own, or the page's.
///
/// ```swift
/// proxy.frame(in: .global).minY
/// ```
public enum CoordinateSpace: Hashable {
  case global
  case local
  /// A space named with `.coordinateSpace(name:)`; measured as `.global` in a browser.
  case named(AnyHashable)
}

extension View {
  /// Names this view's coordinate space for `GeometryProxy.frame(in: .named(name))`; a
  /// browser measures a named space as the page, so the name changes nothing and a runtime
  /// warning says so.
  public func coordinateSpace<T: Hashable>(name: T) -> some View {
    SurfaceWarnings.report(
      "coordinateSpace(name:) has no effect: a named space is measured as the page, as .global.")
    return self
  }
}
