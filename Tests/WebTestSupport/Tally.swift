import Synchronization

/// A count that any thread or task can bump and read: how often a page was made, how many
/// clicks a reducer worked through. Pages are made on their sessions' executors.
public final class Tally: Sendable {
  private let storage = Mutex(0)

  public init() {}

  public var count: Int { storage.withLock { $0 } }

  public func increment() {
    storage.withLock { $0 += 1 }
  }
}
