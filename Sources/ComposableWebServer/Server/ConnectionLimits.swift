import Synchronization

/// How many connections and sessions each client address holds, against the caps of
/// ``LiveServerConfiguration/maximumConnectionsPerAddress`` and
/// ``LiveServerConfiguration/maximumSessionsPerAddress``.
///
/// ```swift
/// guard limits.openConnection(from: "127.0.0.1") else { refuse(429) }
/// defer { limits.closeConnection(from: "127.0.0.1") }
/// ```
///
/// One client can then hold only its share: the rest of the server stays open to everyone
/// else. (Behind a reverse proxy every client has the proxy's address: raise the caps there.)
final class ConnectionLimits: Sendable {
  private struct Counts {
    var connections: [String: Int] = [:]
    var sessions: [String: Int] = [:]
  }

  let connectionsPerAddress: Int
  let sessionsPerAddress: Int
  private let counts = Mutex(Counts())

  init(connectionsPerAddress: Int, sessionsPerAddress: Int) {
    self.connectionsPerAddress = connectionsPerAddress
    self.sessionsPerAddress = sessionsPerAddress
  }

  /// Counts a new connection; `false` (and not counted) if its address is at its cap.
  func openConnection(from address: String) -> Bool {
    counts.withLock { Self.take(&$0.connections, address, cap: connectionsPerAddress) }
  }

  func closeConnection(from address: String) {
    counts.withLock { Self.give(&$0.connections, address) }
  }

  /// Counts a new session; `false` (and not counted) if its address is at its cap.
  func openSession(from address: String) -> Bool {
    counts.withLock { Self.take(&$0.sessions, address, cap: sessionsPerAddress) }
  }

  func closeSession(from address: String) {
    counts.withLock { Self.give(&$0.sessions, address) }
  }

  private static func take(_ counts: inout [String: Int], _ address: String, cap: Int) -> Bool {
    let count = counts[address, default: 0]
    guard count < cap else { return false }
    counts[address] = count + 1
    return true
  }

  private static func give(_ counts: inout [String: Int], _ address: String) {
    guard let count = counts[address] else { return }
    counts[address] = count > 1 ? count - 1 : nil
  }
}
