/// A column of a ``LazyVGrid`` (or a row of a ``LazyHGrid``): fixed, flexible, or as many
/// adaptive tracks as fit.
///
/// ```swift
/// let columns = [GridItem(.adaptive(minimum: 80))]
/// LazyVGrid(columns: columns) { ForEach(emoji, id: \.self) { Text($0) } }
/// ```
public struct GridItem: Hashable, Sendable {
  /// How wide a track is.
  public enum Size: Hashable, Sendable {
    case fixed(Double)
    case flexible(minimum: Double = 10, maximum: Double = .infinity)
    case adaptive(minimum: Double, maximum: Double = .infinity)
  }

  public var size: Size
  public var spacing: Double?
  public var alignment: Alignment?

  public init(_ size: Size = .flexible(), spacing: Double? = nil, alignment: Alignment? = nil) {
    self.size = size
    self.spacing = spacing
    self.alignment = alignment
  }

  /// The track as a CSS grid template entry.
  var css: String {
    func upperBound(_ value: Double) -> String {
      value.isInfinite ? "1fr" : "\(cssNumber(value))px"
    }
    switch size {
    case let .fixed(width):
      return "\(cssNumber(width))px"
    case let .flexible(minimum, maximum):
      return "minmax(\(cssNumber(minimum))px,\(upperBound(maximum)))"
    case let .adaptive(minimum, maximum):
      return "repeat(auto-fill,minmax(\(cssNumber(minimum))px,\(upperBound(maximum))))"
    }
  }
}

/// The grid style of a lazy grid's tracks, spacing and alignment.
func gridStyle(
  tracks: [GridItem], templateProperty: String, spacing: Double?, alignment: String
) -> String {
  let template = tracks.isEmpty ? "1fr" : tracks.map(\.css).joined(separator: " ")
  var style = "\(templateProperty):\(template);\(alignment)"
  let gap = spacing.map { "\(cssNumber($0))px" } ?? "var(--cw-spacing)"
  let trackGap = tracks.first?.spacing.map { "\(cssNumber($0))px" } ?? "var(--cw-spacing)"
  style +=
    templateProperty == "grid-template-columns"
    ? ";row-gap:\(gap);column-gap:\(trackGap)" : ";column-gap:\(gap);row-gap:\(trackGap)"
  return style
}
