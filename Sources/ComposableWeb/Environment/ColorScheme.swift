/// Light or dark appearance.
///
/// ```swift
/// @Environment(\.colorScheme) var colorScheme
/// Text(colorScheme == .dark ? "🌙" : "☀️")
/// ```
public enum ColorScheme: CaseIterable, Hashable, Sendable {
  case light
  case dark
}
