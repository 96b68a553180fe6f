/// How lines of text line up.
public enum TextAlignment: Hashable, Sendable, CaseIterable {
  case leading, center, trailing

  var css: String {
    switch self {
    case .leading: "left"
    case .center: "center"
    case .trailing: "right"
    }
  }
}
