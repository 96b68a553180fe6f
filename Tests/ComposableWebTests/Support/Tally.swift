import Synchronization

/// A count that any thread or task can bump and read: how often a page was made, how many
/// clicks a reducer worked through. Pages are made on their sessions' executors.
final class Tally: Sendable {
  private let storage = Mutex(0)

  var count: Int { storage.withLock { $0 } }

  func increment() {
    storage.withLock { $0 += 1 }
  }
}
