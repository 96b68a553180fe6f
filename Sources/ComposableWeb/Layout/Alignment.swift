/// An alignment in both directions, for `ZStack` and `frame`.
///
/// ```swift
/// ZStack(alignment: .topLeading) { … }
/// ```
public struct Alignment: Hashable, Sendable {
  public var horizontal: HorizontalAlignment
  public var vertical: VerticalAlignment

  public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
    self.horizontal = horizontal
    self.vertical = vertical
  }

  public static let center = Alignment(horizontal: .center, vertical: .center)
  public static let leading = Alignment(horizontal: .leading, vertical: .center)
  public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
  public static let top = Alignment(horizontal: .center, vertical: .top)
  public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
  public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
  public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
  public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
  public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)

  /// CSS grid placement for a child of a stack laid out in one cell.
  var css: String {
    "justify-items:\(horizontal.css);align-items:\(vertical.css)"
  }
}

extension Alignment {
  /// How a frame element (a row flexbox) places its content.
  var frameCSS: String {
    "display:flex;justify-content:\(horizontal.css);align-items:\(vertical.css)"
  }
}
