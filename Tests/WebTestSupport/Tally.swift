import Synchronization

/// A count that any thread or task can bump and read: how often a page was made, how many
/// clicks a reducer worked through. Pages are made on their sessions' executors.
public final class Tally: Sendable {
  private let storage = Mutex(0)

  public init() {}

  public var count: Int { storage.withLock { $0 } }

  /// Adds one and returns the new count: numbers handed out one after another, from any thread.
  @discardableResult
  public func increment() -> Int {
    storage.withLock {
      $0 += 1
      return $0
    }
  }
}
