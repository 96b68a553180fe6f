/// Which section headers and footers of a lazy stack or grid stay pinned while it scrolls.
///
/// ```swift
/// LazyVStack(pinnedViews: [.sectionHeaders]) { … }
/// ```
public struct PinnedScrollableViews: OptionSet, Hashable, Sendable {
  public let rawValue: UInt32

  public init(rawValue: UInt32) {
    self.rawValue = rawValue
  }

  public static let sectionHeaders = PinnedScrollableViews(rawValue: 1)
  public static let sectionFooters = PinnedScrollableViews(rawValue: 2)
}

/// Warns, when `pinnedViews` asks for any, that section headers and footers are not pinned.
///
/// - Parameter container: The container's name, `LazyVStack`, `LazyHStack`, `LazyVGrid` or
///   `LazyHGrid`.
func reportPinnedViews(_ pinnedViews: PinnedScrollableViews, in container: String) {
  guard !pinnedViews.isEmpty else { return }
  SurfaceWarnings.report(
    "\(container)(pinnedViews:) is ignored: section headers and footers scroll away.")
}
