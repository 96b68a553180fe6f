import ComposableWebServer
import Testing
import WebTestSupport

/// Running the server: a taken port is a clear error, and shutting down tells each session the
/// server is going away.
@Suite(.serialized) struct LiveServerOperationsTests {
  func makeServer(
    port: Int = 0, configure: (inout LiveServerConfiguration) -> Void = { _ in }
  ) -> LiveServer {
    var configuration = LiveServerConfiguration()
    configuration.port = port
    configuration.shutsDownOnSignals = false
    configure(&configuration)
    let server = LiveServer(configuration: configuration)
    server.page("/", title: "Hello") { Text("Hello") }
    return server
  }

  @Test func aTakenPortIsAClearError() async throws {
    try await withRunningServer(makeServer()) { port in
      let second = makeServer(port: port)
      await #expect(throws: LiveServerError.addressInUse(host: "127.0.0.1", port: port)) {
        try await second.run()
      }
      #expect(
        LiveServerError.addressInUse(host: "127.0.0.1", port: port).description.hasPrefix(
          "127.0.0.1:\(port) is already in use"))
    }
  }

  /// Starts `server` in a task; returns the task and the port it listens on.
  func start(_ server: LiveServer) async throws -> (Task<Void, any Error>, Int) {
    let (running, port) = await startServer(server)
    return (running, try #require(port))
  }

  @Test func shuttingDownClosesSessionsWithGoingAway() async throws {
    let server = makeServer()
    let (running, port) = try await start(server)
    let socket = try await openPageSocket(port: port, path: "/")
    #expect(await eventually { await server.sessionCount == 1 })
    running.cancel()
    let code = try await blocking { try socket.receiveCloseCode() }
    #expect(code == 1001)
    try await blocking { try socket.sendClose() }
    // The server returns once its connections are closed.
    _ = try await running.value
  }

  @Test func aClientThatNeverAnswersTheCloseCantHoldTheShutdownUp() async throws {
    let server = makeServer { $0.closeTimeout = .milliseconds(300) }
    let (running, port) = try await start(server)
    let socket = try await openPageSocket(port: port, path: "/")
    #expect(await eventually { await server.sessionCount == 1 })
    let start = ContinuousClock.now
    running.cancel()
    // The client reads the close frame and never answers it.
    let code = try await blocking { try socket.receiveCloseCode() }
    #expect(code == 1001)
    _ = try await running.value
    #expect(ContinuousClock.now - start < .seconds(2))
    #expect(await server.sessionCount == 0)
  }
}
