import Foundation
import Synchronization

/// Where the server keeps snapshots of sessions, so a tab can resume after the server restarts.
///
/// ```swift
/// var configuration = LiveServerConfiguration()
/// configuration.sessionStore = .files(in: "/var/lib/my-app/sessions")
/// ```
///
/// A snapshot is the bytes of a page's root state with what identifies it (its page and state
/// type), written after the state changes and read when a tab comes back to a process that
/// doesn't have its session. The server checks every snapshot it reads before trusting it; a
/// store only keeps bytes under a session's token.
///
/// Calls come one at a time from one background queue, and may block; a server shutting down
/// waits for its last writes.
public protocol SessionStore: Sendable {
  /// Keeps `snapshot` under `token`, replacing what was there.
  func save(_ snapshot: Data, for token: String) throws
  /// The snapshot kept under `token`, if any.
  func load(_ token: String) throws -> Data?
  /// Forgets the snapshot kept under `token`, if any.
  func remove(_ token: String) throws
  /// Forgets every snapshot saved before `date`: those of tabs that never came back. The
  /// server calls it as it starts and then every quarter of a grace period.
  func removeSnapshots(savedBefore date: Date) throws
}

/// Snapshots in this process's memory: for tests, and for a program that runs one server after
/// another in the same process. A restarted process finds nothing in it.
///
/// ```swift
/// configuration.sessionStore = .memory
/// ```
public final class MemorySessionStore: SessionStore {
  private let snapshots = Mutex<[String: (data: Data, savedAt: Date)]>([:])

  public init() {}

  public func save(_ snapshot: Data, for token: String) {
    snapshots.withLock { $0[token] = (snapshot, Date()) }
  }

  public func load(_ token: String) -> Data? {
    snapshots.withLock { $0[token]?.data }
  }

  public func removeSnapshots(savedBefore date: Date) {
    snapshots.withLock { $0 = $0.filter { $0.value.savedAt >= date } }
  }

  public func remove(_ token: String) {
    _ = snapshots.withLock { $0.removeValue(forKey: token) }
  }

  /// How many snapshots the store holds.
  public var count: Int { snapshots.withLock { $0.count } }
}

extension SessionStore where Self == MemorySessionStore {
  /// Snapshots in this process's memory.
  public static var memory: MemorySessionStore { MemorySessionStore() }
}

extension SessionStore where Self == FileSessionStore {
  /// Snapshots as files in `directory`, which is made if it is missing.
  public static func files(in directory: String) -> FileSessionStore {
    FileSessionStore(directory: directory)
  }
}
