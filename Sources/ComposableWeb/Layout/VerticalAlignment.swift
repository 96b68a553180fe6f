/// How a horizontal stack lines up its children across its height.
///
/// ```swift
/// HStack(alignment: .top) { … }
/// ```
public enum VerticalAlignment: Hashable, Sendable {
  case top, center, bottom, firstTextBaseline, lastTextBaseline

  var css: String {
    switch self {
    case .top: "flex-start"
    case .center: "center"
    case .bottom: "flex-end"
    case .firstTextBaseline: "baseline"
    case .lastTextBaseline: "last baseline"
    }
  }
}
