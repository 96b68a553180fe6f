/// The platforms a preview can ask for.
///
/// ```swift
/// static var platform: PreviewPlatform? { .iOS }
/// ```
public enum PreviewPlatform: Hashable, Sendable {
  case iOS
  case macOS
  case tvOS
  case watchOS
}
