/// The edges of a view, for ``View/padding(_:_:)``.
///
/// ```swift
/// Text("Indented").padding(.leading, 20)
/// Text("Spaced").padding([.top, .bottom])
/// ```
public enum Edge: Int8, CaseIterable, Hashable, Sendable {
  case top, leading, bottom, trailing

  /// A set of edges.
  public struct Set: OptionSet, Hashable, Sendable {
    public let rawValue: Int8

    public init(rawValue: Int8) {
      self.rawValue = rawValue
    }

    public init(_ edge: Edge) {
      self.rawValue = 1 << edge.rawValue
    }

    public static let top = Set(.top)
    public static let leading = Set(.leading)
    public static let bottom = Set(.bottom)
    public static let trailing = Set(.trailing)
    public static let horizontal: Set = [.leading, .trailing]
    public static let vertical: Set = [.top, .bottom]
    public static let all: Set = [.top, .leading, .bottom, .trailing]
  }

  var cssName: String {
    switch self {
    case .top: "top"
    case .leading: "left"
    case .bottom: "bottom"
    case .trailing: "right"
    }
  }
}
