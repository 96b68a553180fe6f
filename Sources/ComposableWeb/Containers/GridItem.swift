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
  reportGapsAndAlignment(tracks: tracks, spacing: spacing)
  let template = tracks.isEmpty ? "1fr" : tracks.map(\.css).joined(separator: " ")
  var style = "\(templateProperty):\(template);\(alignment)"
  let gap = spacing.map { "\(cssNumber($0))px" } ?? "var(--cw-spacing)"
  let trackGap = tracks.first?.spacing.map { "\(cssNumber($0))px" } ?? "var(--cw-spacing)"
  style +=
    templateProperty == "grid-template-columns"
    ? ";row-gap:\(gap);column-gap:\(trackGap)" : ";column-gap:\(gap);row-gap:\(trackGap)"
  return style
}

/// Warns about what a grid's tracks and spacing ask for that the CSS grid does not draw: the
/// default gap, per-track spacing and alignment.
private func reportGapsAndAlignment(tracks: [GridItem], spacing: Double?) {
  // Without a spacing the gap falls back to a variable the page never defines: none at all.
  // The tracks' own spacing separates them only when there is more than one.
  let isAdaptive = tracks.contains { track in
    if case .adaptive = track.size { return true }
    return false
  }
  let hasSeveralTracks = tracks.count > 1 || isAdaptive
  if spacing == nil || (hasSeveralTracks && tracks[0].spacing == nil) {
    SurfaceWarnings.report(
      "LazyVGrid and LazyHGrid without `spacing:`, or with a first GridItem without one, put "
        + "no gap between cells.")
  }
  // A CSS grid has one gap between all its tracks; the last track's spacing separates nothing.
  if tracks.dropLast().contains(where: { $0.spacing != tracks[0].spacing }) {
    SurfaceWarnings.report(
      "GridItem(_:spacing:alignment:) spacing other than the first item's is ignored: the first "
        + "item's spacing separates every track.")
  }
  if tracks.contains(where: { $0.alignment != nil }) {
    SurfaceWarnings.report(
      "GridItem(_:spacing:alignment:) ignores `alignment`: cells take the grid's alignment.")
  }
}
