/// How a vertical stack lines up its children across its width.
///
/// ```swift
/// VStack(alignment: .leading) { … }
/// ```
public enum HorizontalAlignment: Hashable, Sendable {
  case leading, center, trailing

  var css: String {
    switch self {
    case .leading: "flex-start"
    case .center: "center"
    case .trailing: "flex-end"
    }
  }
}
