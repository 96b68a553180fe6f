import ComposableWebServer
import Foundation
import Testing

/// Runs `server` on a free loopback port for the duration of `body`, then shuts it down.
func withRunningServer(
  _ server: LiveServer,
  _ body: (_ port: Int) async throws -> Void
) async throws {
  let (task, port) = await startServer(server)
  defer { task.cancel() }
  guard let port else { return }
  try await body(port)
  task.cancel()
  _ = await task.result
}

/// Starts `server` in a task; returns the task and the port it listens on (`nil` if it stopped
/// before listening). For tests that stop or restart the server themselves.
func startServer(_ server: LiveServer) async -> (Task<Void, any Error>, Int?) {
  let (ports, continuation) = AsyncStream<Int>.makeStream()
  let task = Task { try await server.run(onStarted: { continuation.yield($0) }) }
  var iterator = ports.makeAsyncIterator()
  return (task, await iterator.next())
}

/// Fetches a page over HTTP (on a thread of its own: the client blocks, with a timeout).
func fetch(port: Int, path: String) async throws -> (
  status: Int, headers: [String: String], body: String
) {
  try await blocking { try LoopbackClient.get(port: port, path: path) }
}

/// Runs blocking work on a thread of its own. Never on the cooperative pool: on a two-core
/// machine two blocked clients would take every thread the server's handlers need.
func blocking<T: Sendable>(_ body: @escaping @Sendable () throws -> T) async throws -> T {
  try await withCheckedThrowingContinuation { continuation in
    Thread { continuation.resume(with: Result { try body() }) }.start()
  }
}

/// The session token a served page embeds.
func sessionToken(in page: String) -> String? {
  page.firstMatch(of: /data-cw-session="([0-9a-f]+)"/).map { String($0.1) }
}

/// Opens a WebSocket for a page's session, on a background thread (the client blocks).
func connect(port: Int, token: String, origin: String?) async throws -> (LoopbackClient, Int) {
  try await blocking {
    let socket = try LoopbackClient(port: port)
    let status = try socket.upgrade(
      path: "/_cw/ws?token=\(token)", origin: origin, port: port
    )
    return (socket, status)
  }
}

/// Loads the page at `path` and opens its session's WebSocket from the page's own origin, as a tab
/// does; fails unless the server switches protocols.
func openPageSocket(port: Int, path: String) async throws -> LoopbackClient {
  let page = try await fetch(port: port, path: path)
  let token = try #require(sessionToken(in: page.body))
  let (socket, status) = try await connect(
    port: port, token: token, origin: "http://127.0.0.1:\(port)")
  try #require(status == 101)
  return socket
}

func exchange(_ socket: LoopbackClient, _ messages: [String]) async throws -> [String?] {
  try await blocking {
    var frames: [String?] = []
    for message in messages {
      try socket.sendText(message)
      frames.append(try socket.receiveText())
    }
    return frames
  }
}
