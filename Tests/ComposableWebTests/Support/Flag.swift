import Synchronization

/// A Boolean that any thread or task can set and read.
final class Flag: Sendable {
  private let storage = Mutex(false)

  var value: Bool { storage.withLock { $0 } }

  func set() {
    storage.withLock { $0 = true }
  }
}
