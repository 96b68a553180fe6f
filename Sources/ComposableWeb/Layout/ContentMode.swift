/// Whether scaled content fits inside its space or fills it.
///
/// ```swift
/// image.aspectRatio(contentMode: .fill)
/// ```
public enum ContentMode: Hashable, CaseIterable, Sendable {
  case fit
  case fill
}
