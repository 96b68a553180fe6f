import ComposableWebServer
import Foundation
import Testing
import WebTestSupport

/// The inspector of a live server on a random loopback port: its page and socket need its
/// token, it lists a tab's actions live, shows the tab a past state read-only, and resumes.
@Suite(.serialized) struct InspectorServerTests {
  static let token = "0123456789abcdef0123456789abcdef"

  func makeServer(
    host: String = "127.0.0.1", allowsNonLoopbackHost: Bool = false,
    headerTimeout: Duration = .seconds(10)
  ) -> LiveServer {
    var configuration = LiveServerConfiguration()
    configuration.port = 0
    configuration.host = host
    configuration.headerTimeout = headerTimeout
    var inspector = InspectorConfiguration()
    inspector.token = Self.token
    inspector.allowsNonLoopbackHost = allowsNonLoopbackHost
    let server = LiveServer(configuration: configuration, inspector: inspector)
    server.page("/counter", title: "Counter") {
      CounterView(store: makeCounterStore()).navigationTitle("Counter")
    }
    return server
  }

  /// Opens a WebSocket at `path`; returns the client and the handshake's status.
  func connect(port: Int, path: String) async throws -> (LoopbackClient, Int) {
    try await blocking {
      let socket = try LoopbackClient(port: port)
      let status = try socket.upgrade(path: path, origin: "http://127.0.0.1:\(port)", port: port)
      return (socket, status)
    }
  }

  /// Reads frames until one of type `type` arrives, and returns it.
  func frame(_ type: String, from socket: LoopbackClient) async throws -> String {
    try await blocking {
      for _ in 0..<50 {
        guard let frame = try socket.receiveText() else { break }
        if frame.hasPrefix(#"{"t":"\#(type)""#) { return frame }
      }
      throw InspectorTestError.noFrame(type)
    }
  }

  func send(_ message: String, to socket: LoopbackClient) async throws {
    try await blocking { try socket.sendText(message) }
  }

  @Test func thePageAndSocketNeedTheInspectorsToken() async throws {
    let server = makeServer()
    #expect(server.inspectorPath == "/_cw/inspector?token=\(Self.token)")
    try await withRunningServer(server) { port in
      let refused = try await fetch(port: port, path: "/_cw/inspector")
      #expect(refused.status == 403)
      #expect(refused.body.contains("needs its token"))
      let wrong = try await fetch(
        port: port, path: "/_cw/inspector?token=\(String(repeating: "f", count: 32))")
      #expect(wrong.status == 403)
      let page = try await fetch(port: port, path: "/_cw/inspector?token=\(Self.token)")
      #expect(page.status == 200)
      #expect(page.body.contains("<title>Inspector</title>"))
      // The page knows the largest report the socket takes, to refuse a larger one up front.
      #expect(page.body.contains(#"data-max-message="1048576""#))
      #expect(page.headers["content-security-policy"]?.contains("script-src 'self'") == true)
      let script = try await fetch(port: port, path: "/_cw/inspector.js")
      #expect(script.body.contains("new WebSocket("))

      let (_, noToken) = try await connect(port: port, path: "/_cw/inspector/ws")
      #expect(noToken == 403)
      // A page's session ticket is no inspector token.
      let counter = try await fetch(port: port, path: "/counter")
      let ticket = try #require(sessionToken(in: counter.body))
      let (_, withTicket) = try await connect(port: port, path: "/_cw/inspector/ws?token=\(ticket)")
      #expect(withTicket == 403)
    }
  }

  @Test func theSocketRefusesOtherHostsAndOriginsAsASessionsDoes() async throws {
    let server = makeServer()
    try await withRunningServer(server) { port in
      let path = "/_cw/inspector/ws?token=\(Self.token)"
      // A DNS-rebound name: misdirected, the right token notwithstanding.
      let rebound = try await blocking {
        try LoopbackClient(port: port).upgrade(
          path: path, origin: "http://evil.example:\(port)", host: "evil.example:\(port)",
          port: port)
      }
      #expect(rebound == 421)
      // Another site's page, which can't read the token but could guess a leaked one.
      let crossSite = try await blocking {
        try LoopbackClient(port: port).upgrade(
          path: path, origin: "http://evil.example", port: port)
      }
      #expect(crossSite == 403)
      let (_, accepted) = try await connect(port: port, path: path)
      #expect(accepted == 101)
    }
  }

  @Test func listsActionsLiveTravelsReadOnlyAndResumes() async throws {
    let server = makeServer()
    try await withRunningServer(server) { port in
      let page = try await fetch(port: port, path: "/counter")
      let ticket = try #require(sessionToken(in: page.body))
      let (tab, tabStatus) = try await connect(port: port, path: "/_cw/ws?token=\(ticket)")
      #expect(tabStatus == 101)
      #expect(await eventually { await server.sessionCount == 1 })
      for sequence in 1...2 {
        try await send(#"{"t":"click","id":"n8","s":\#(sequence)}"#, to: tab)
        _ = try await frame("patch", from: tab)
      }

      let (inspector, status) = try await connect(
        port: port, path: "/_cw/inspector/ws?token=\(Self.token)")
      #expect(status == 101)
      let sessions = try await frame("sessions", from: inspector)
      #expect(sessions.contains(#""id":1,"title":"Counter","path":"/counter","open":true"#))
      try await send(#"{"t":"select","session":1}"#, to: inspector)
      let reset = try await frame("reset", from: inspector)
      #expect(reset.contains(#""step":1,"label":"CounterAction.increment""#))
      #expect(reset.contains(#""step":2,"label":"CounterAction.increment""#))
      #expect(reset.contains(#""count":2"#))

      // Live: the tab's next action reaches the watching inspector.
      try await send(#"{"t":"click","id":"n6","s":3}"#, to: tab)
      _ = try await frame("patch", from: tab)
      let append = try await frame("append", from: inspector)
      #expect(append.contains(#""step":3,"label":"CounterAction.decrement""#))

      try await send(#"{"t":"detail","step":2}"#, to: inspector)
      let detail = try await frame("detail", from: inspector)
      #expect(detail.contains(#"−   count: 1,"#))
      #expect(detail.contains(#"+   count: 2,"#))

      // Time travel: the tab shows step 2, says so, and refuses events.
      try await send(#"{"t":"travel","step":2}"#, to: inspector)
      let past = try await frame("inspect", from: tab)
      #expect(past == #"{"t":"inspect","past":true,"step":2,"count":3}"#)
      let pastPatch = try await frame("patch", from: tab)
      #expect(pastPatch.contains(#"{"op":"text","id":"n7","v":"2"}"#))
      #expect(try await frame("travel", from: inspector).contains(#""shown":2"#))
      try await send(#"{"t":"click","id":"n8","s":4}"#, to: tab)
      let refused = try await frame("error", from: tab)
      #expect(refused.contains("read-only"))

      try await send(#"{"t":"resume"}"#, to: inspector)
      #expect(try await frame("inspect", from: tab) == #"{"t":"inspect","past":false}"#)
      let present = try await frame("patch", from: tab)
      #expect(present.contains(#"{"op":"text","id":"n7","v":"1"}"#))
      try await send(#"{"t":"click","id":"n8","s":5}"#, to: tab)
      #expect(try await frame("patch", from: tab).contains(#""v":"2""#))

      // This feature's actions are not Codable: the export says so, naming the type.
      try await send(#"{"t":"export"}"#, to: inspector)
      let export = try await frame("error", from: inspector)
      #expect(export.contains("CounterAction is not Encodable"))
    }
  }

  @Test func theSocketOutlivesTheRequestTimeout() async throws {
    // Once upgraded, the connection's bytes are frames: the HTTP request guard, whose clock a
    // frame would start and no blank line would stop, is gone. It used to stay, and cut the
    // inspector's socket with a 408 one header timeout after its first message.
    let server = makeServer(headerTimeout: .milliseconds(300))
    try await withRunningServer(server) { port in
      let page = try await fetch(port: port, path: "/counter")
      let ticket = try #require(sessionToken(in: page.body))
      let (tab, _) = try await connect(port: port, path: "/_cw/ws?token=\(ticket)")
      #expect(await eventually { await server.sessionCount == 1 })
      let (inspector, status) = try await connect(
        port: port, path: "/_cw/inspector/ws?token=\(Self.token)")
      #expect(status == 101)
      _ = try await frame("sessions", from: inspector)
      try await send(#"{"t":"select","session":1}"#, to: inspector)
      _ = try await frame("reset", from: inspector)
      try await Task.sleep(for: .milliseconds(800))
      // Still live: the tab's next action reaches the inspector.
      try await send(#"{"t":"click","id":"n8","s":1}"#, to: tab)
      _ = try await frame("patch", from: tab)
      let append = try await frame("append", from: inspector)
      #expect(append.contains(#""label":"CounterAction.increment""#))
    }
  }

  @Test func isRefusedOnANonLoopbackHostUnlessAllowed() async throws {
    let server = makeServer(host: "0.0.0.0")
    await #expect(throws: LiveServerError.inspectorOnNonLoopbackHost(host: "0.0.0.0")) {
      try await server.run()
    }
    #expect(
      LiveServerError.inspectorOnNonLoopbackHost(host: "0.0.0.0").description.contains(
        "allowsNonLoopbackHost"))
  }

  @Test func aNameThatOnlyStartsLikeLoopbackIsRefused() async throws {
    // A name, resolved like any other: `127.` as text is not an address.
    let server = makeServer(host: "127.example.invalid")
    await #expect(throws: LiveServerError.inspectorOnNonLoopbackHost(host: "127.example.invalid")) {
      try await server.run()
    }
  }

  @Test func loopbackIsAnAddressNotAPrefix() {
    for host in ["127.0.0.1", "127.1.2.3", "::1", "[::1]", "localhost", "LOCALHOST"] {
      #expect(isLoopbackHost(host), "\(host)")
    }
    for host in [
      "127.example.com", "127.0.0.1.nip.io.invalid", "0.0.0.0", "::", "10.0.0.1", "128.0.0.1",
      "::2", "", "[]", "not a host",
    ] {
      #expect(!isLoopbackHost(host), "\(host)")
    }
  }
}

private enum InspectorTestError: Error {
  case noFrame(String)
}
