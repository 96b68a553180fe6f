import Foundation

extension UUID {
  /// A predictable id: `UUID(0)` is 00000000-0000-0000-0000-000000000000.
  public init(_ number: Int) {
    self.init(uuidString: String(format: "00000000-0000-0000-0000-%012x", number))!
  }

  /// Ids 0, 1, 2, … in turn, for an environment's `uuid`.
  ///
  /// The gallery's environments number their ids this way in each tab, as the tests do: a
  /// session exported from the inspector then replays to the same state in a test, where ids
  /// drawn at random would differ from the ones its actions name.
  public static func incrementing() -> () -> UUID {
    var next = 0
    return {
      defer { next += 1 }
      return UUID(next)
    }
  }
}
