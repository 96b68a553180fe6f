/// How a preview is sized: like a device screen, to fit its content, or to a fixed size.
///
/// ```swift
/// RowView(todo: .mock).previewLayout(.sizeThatFits)
/// ```
public enum PreviewLayout: Hashable, Sendable {
  /// The size of a phone screen.
  case device
  /// Just large enough for the content.
  case sizeThatFits
  /// A fixed size, in points.
  case fixed(width: Double, height: Double)
}
