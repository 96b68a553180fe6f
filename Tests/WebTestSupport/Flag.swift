import Synchronization

/// A Boolean that any thread or task can set and read.
public final class Flag: Sendable {
  private let storage = Mutex(false)

  public init() {}

  public var value: Bool { storage.withLock { $0 } }

  public func set() {
    storage.withLock { $0 = true }
  }
}
