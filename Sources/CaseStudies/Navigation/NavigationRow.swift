import ComposableArchitecture

/// A row of a navigation case study's list: a count, and whether the row is loading its screen.
public struct NavigationRow: Codable, Equatable, Identifiable {
  public let id: UUID
  public var count: Int
  public var isActivityIndicatorVisible: Bool

  public init(id: UUID, count: Int, isActivityIndicatorVisible: Bool = false) {
    self.id = id
    self.count = count
    self.isActivityIndicatorVisible = isActivityIndicatorVisible
  }

  /// The rows the case studies start with.
  public static var samples: IdentifiedArrayOf<NavigationRow> {
    [
      NavigationRow(id: UUID(uuidString: "00000000-0000-0000-0000-000000000001")!, count: 1),
      NavigationRow(id: UUID(uuidString: "00000000-0000-0000-0000-000000000002")!, count: 42),
      NavigationRow(id: UUID(uuidString: "00000000-0000-0000-0000-000000000003")!, count: 100),
    ]
  }
}
