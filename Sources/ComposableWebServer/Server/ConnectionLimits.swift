import Synchronization

/// How many connections each client address holds, against the cap of
/// ``LiveServerConfiguration/maximumConnectionsPerAddress``. (Its sessions, connected or waiting
/// for their tab, are counted by the ``SessionRegistry``.)
///
/// ```swift
/// guard limits.openConnection(from: "127.0.0.1") else { refuse(429) }
/// defer { limits.closeConnection(from: "127.0.0.1") }
/// ```
///
/// One client can then hold only its share: the rest of the server stays open to everyone
/// else. (Behind a reverse proxy every client has the proxy's address: raise the caps there.)
final class ConnectionLimits: Sendable {
  let connectionsPerAddress: Int
  private let connections = Mutex<[String: Int]>([:])

  init(connectionsPerAddress: Int) {
    self.connectionsPerAddress = connectionsPerAddress
  }

  func openConnection(from address: String) -> Bool {
    connections.withLock { connections in
      let count = connections[address, default: 0]
      guard count < connectionsPerAddress else { return false }
      connections[address] = count + 1
      return true
    }
  }

  func closeConnection(from address: String) {
    connections.withLock { connections in
      guard let count = connections[address] else { return }
      connections[address] = count > 1 ? count - 1 : nil
    }
  }
}
