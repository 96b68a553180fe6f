import ComposableWebServer
import Foundation
import NIOPosix
import Synchronization
import Testing
import WebTestSupport

/// The live server on a random loopback port: first paint over HTTP, events and patches over
/// a WebSocket, and its hardening.
@Suite(.serialized) struct LiveServerTests {
  /// Remembers the store a page made, to check it is released when the tab goes away. Pages
  /// are made on their sessions' executors, so it is locked.
  final class StoreProbe: @unchecked Sendable {
    private let lock = NSLock()
    private weak var _store: Store<CounterState, CounterAction>?
    private var _count = 0

    var store: Store<CounterState, CounterAction>? {
      get { lock.withLock { _store } }
      set { lock.withLock { _store = newValue } }
    }
    var count: Int {
      get { lock.withLock { _count } }
      set { lock.withLock { _count = newValue } }
    }
    var hasStore: Bool { store != nil }
  }

  /// A server with a counter page at `/counter`, whose reducer calls `whileReducing` each time it
  /// reduces an action.
  func makeServer(
    probe: StoreProbe? = nil,
    configure: (inout LiveServerConfiguration) -> Void = { _ in },
    whileReducing: (@Sendable () -> Void)? = nil
  ) -> LiveServer {
    var configuration = LiveServerConfiguration()
    configuration.port = 0
    configure(&configuration)
    let server = LiveServer(configuration: configuration)
    server.page("/counter", title: "Counter") {
      let store = Store(
        initialState: CounterState(id: 1),
        reducer: Reducer<CounterState, CounterAction, Void> { state, action, _ in
          whileReducing?()
          reduceCounter(&state, action)
          return .none
        },
        environment: ()
      )
      probe?.store = store
      probe?.count += 1
      return CounterView(store: store).navigationTitle("Counter")
    }
    return server
  }

  @Test func servesTheFirstPaintAndAssets() async throws {
    let server = makeServer()
    try await withRunningServer(server) { port in
      let page = try await fetch(port: port, path: "/counter")
      #expect(page.status == 200)
      #expect(page.headers["content-type"] == "text/html; charset=utf-8")
      #expect(page.headers["content-security-policy"]?.contains("script-src 'self'") == true)
      #expect(page.headers["x-content-type-options"] == "nosniff")
      #expect(page.body.hasPrefix("<!doctype html>"))
      #expect(page.body.contains("<title>Counter</title>"))
      #expect(page.body.contains(#"<script src="/_cw/client.js" defer></script>"#))
      #expect(
        page.body.contains(
          #"<h1 id="n2" class="cw-navigation-title"><span id="n3" class="cw-text">Counter</span></h1>"#
            + #"<cw-b id="n4"><div id="n5" class="cw-hstack" style="align-items:center">"#
            + #"<button id="n6" type="button" class="cw-button" data-cw="click">−</button>"#
            + #"<span id="n7" class="cw-text">0</span>"#
        )
      )
      #expect(sessionToken(in: page.body)?.count == 32)

      let script = try await fetch(port: port, path: "/_cw/client.js")
      #expect(script.status == 200)
      #expect(script.headers["content-type"] == "text/javascript; charset=utf-8")
      #expect(script.body.contains("new WebSocket("))
      let style = try await fetch(port: port, path: "/_cw/style.css")
      #expect(style.headers["content-type"] == "text/css; charset=utf-8")
      #expect(style.body.contains(".cw-vstack"))
      #expect(try await fetch(port: port, path: "/nowhere").status == 404)
      let icon = try await fetch(port: port, path: "/favicon.ico")
      #expect(icon.status == 200)
      #expect(icon.headers["content-type"] == "image/svg+xml")
      #expect(icon.body.hasPrefix("<svg"))
      #expect(page.body.contains(#"<link rel="icon" href="/_cw/favicon.svg""#))
      let head = try await blocking {
        let client = try LoopbackClient(port: port)
        try client.sendRaw(
          Array(
            "HEAD /counter HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nConnection: close\r\n\r\n".utf8))
        return try client.receiveHead()
      }
      #expect(head.status == 200)
      #expect(head.headers["content-type"] == "text/html; charset=utf-8")
      #expect(server.pendingPageCount == 1)
    }
  }

  @Test func webSocketRoundTripAndReleaseOnClose() async throws {
    let probe = StoreProbe()
    let server = makeServer(probe: probe)
    try await withRunningServer(server) { port in
      let page = try await fetch(port: port, path: "/counter")
      let token = try #require(sessionToken(in: page.body))
      // A served page holds no session: only its WebSocket opens one.
      #expect(await server.sessionCount == 0)
      #expect(server.pendingPageCount == 1)
      let (socket, status) = try await connect(
        port: port, token: token, origin: "http://127.0.0.1:\(port)")
      #expect(status == 101)
      #expect(await eventually { await server.sessionCount == 1 })
      #expect(server.pendingPageCount == 0)
      let frames = try await exchange(
        socket,
        [
          #"{"t":"click","id":"n8","s":1}"#,
          #"{"t":"click","id":"n8","s":2}"#,
          "not json",
          #"{"t":"click","id":"n6","s":3}"#,
        ]
      )
      #expect(
        frames == [
          #"{"t":"patch","ack":1,"p":[{"op":"text","id":"n7","v":"1"}]}"#,
          #"{"t":"patch","ack":2,"p":[{"op":"text","id":"n7","v":"2"}]}"#,
          #"{"t":"error","ack":null,"msg":"malformed message: not JSON"}"#,
          #"{"t":"patch","ack":3,"p":[{"op":"text","id":"n7","v":"1"}]}"#,
        ]
      )
      #expect(probe.hasStore)
      try await blocking { try socket.sendClose() }
      #expect(await eventually { await server.sessionCount == 0 })
      // The tab is gone: its root store is released, which cancels its effects.
      #expect(await eventually { !probe.hasStore })
    }
  }

  @Test func aSessionWorksOnItsConnectionsEventLoop() async throws {
    // Whether each action the page's store reduced ran on one of the server's event loops.
    let onALoop = Mutex<[Bool]>([])
    let server = makeServer(whileReducing: {
      onALoop.withLock { $0.append(MultiThreadedEventLoopGroup.currentEventLoop != nil) }
    })
    try await withRunningServer(server) { port in
      let socket = try await openPageSocket(port: port, path: "/counter")
      let frames = try await exchange(
        socket, (1...5).map { #"{"t":"click","id":"n8","s":\#($0)}"# })
      #expect(frames.last == #"{"t":"patch","ack":5,"p":[{"op":"text","id":"n7","v":"5"}]}"#)
      // A message comes in on the connection's loop; the session answers it there, with no
      // thread switch in between. (A turn slower than the budget, which a debug build's can be,
      // sends the next one to the shared pool: not every click need be on the loop.)
      let reduced = onALoop.withLock { $0 }
      #expect(reduced.count == 5)
      #expect(reduced.contains(true))
      try await blocking { try socket.sendClose() }
    }
  }

  @Test func refusesForeignOriginsAndUnknownTokens() async throws {
    let server = makeServer()
    try await withRunningServer(server) { port in
      let page = try await fetch(port: port, path: "/counter")
      let token = try #require(sessionToken(in: page.body))
      let origin = "http://127.0.0.1:\(port)"
      // A refused handshake is answered with 403 Forbidden instead of 101 Switching Protocols.
      let foreign = try await connect(port: port, token: token, origin: "http://evil.example")
      #expect(foreign.1 == 403)
      let missing = try await connect(port: port, token: token, origin: nil)
      #expect(missing.1 == 403)
      let unknown = try await connect(
        port: port, token: String(repeating: "0", count: 32), origin: origin)
      #expect(unknown.1 == 403)
      // The right origin and token connect once; the token can't be used again.
      let first = try await connect(port: port, token: token, origin: origin)
      #expect(first.1 == 101)
      let again = try await connect(port: port, token: token, origin: origin)
      #expect(again.1 == 403)
    }
  }

  @Test func refusesRequestsForOtherHostNames() async throws {
    // A rebound DNS name still arrives as its own Host: a loopback server refuses it.
    let server = makeServer()
    try await withRunningServer(server) { port in
      let rebound = try await blocking {
        try LoopbackClient.get(port: port, path: "/counter", host: "evil.example:\(port)")
      }
      #expect(rebound.status == 421)
      let localhost = try await blocking {
        try LoopbackClient.get(port: port, path: "/counter", host: "localhost:\(port)")
      }
      #expect(localhost.status == 200)
      let token = try #require(sessionToken(in: localhost.body))
      let socket = try await blocking {
        let socket = try LoopbackClient(port: port)
        return try socket.upgrade(
          path: "/_cw/ws?token=\(token)", origin: "http://evil.example:\(port)",
          host: "evil.example:\(port)", port: port)
      }
      #expect(socket == 421)
      #expect(await server.sessionCount == 0)
    }
  }

  @Test func capsTheNumberOfSessions() async throws {
    let server = makeServer { $0.maximumSessions = 1 }
    try await withRunningServer(server) { port in
      // Pages are served whatever the number of sessions; the WebSocket is what is capped.
      let first = try await fetch(port: port, path: "/counter")
      let second = try await fetch(port: port, path: "/counter")
      #expect(first.status == 200)
      #expect(second.status == 200)
      let origin = "http://127.0.0.1:\(port)"
      let (socket, status) = try await connect(
        port: port, token: try #require(sessionToken(in: first.body)), origin: origin)
      #expect(status == 101)
      #expect(await eventually { await server.sessionCount == 1 })
      let refused = try await connect(
        port: port, token: try #require(sessionToken(in: second.body)), origin: origin)
      #expect(refused.1 == 503)
      _ = socket
    }
  }

  @Test func expiresPagesThatNeverConnect() async throws {
    let server = makeServer { $0.connectTimeout = .milliseconds(50) }
    try await withRunningServer(server) { port in
      let page = try await fetch(port: port, path: "/counter")
      try await Task.sleep(for: .milliseconds(100))
      let late = try await connect(
        port: port, token: try #require(sessionToken(in: page.body)),
        origin: "http://127.0.0.1:\(port)")
      #expect(late.1 == 403)
      #expect(await server.sessionCount == 0)
    }
  }

  @Test func rateLimitsEachConnection() async throws {
    let server = makeServer {
      $0.messagesPerSecond = 0.01
      $0.messageBurst = 2
    }
    try await withRunningServer(server) { port in
      let socket = try await openPageSocket(port: port, path: "/counter")
      let frames = try await exchange(
        socket,
        (1...3).map { #"{"t":"click","id":"n8","s":\#($0)}"# }
      )
      #expect(frames[0]?.hasPrefix(#"{"t":"patch","ack":1"#) == true)
      #expect(frames[1]?.hasPrefix(#"{"t":"patch","ack":2"#) == true)
      // The first refusal of a stretch is told; the rest of it are dropped without a frame
      // (`aClientOverItsRateForLongIsDisconnected` counts them).
      #expect(
        frames[2] == #"{"t":"error","ack":null,"msg":"too many messages; this one was dropped"}"#)
    }
  }

  @Test func oversizedAndBinaryMessagesGetErrorFrames() async throws {
    let server = makeServer()
    try await withRunningServer(server) { port in
      let socket = try await openPageSocket(port: port, path: "/counter")
      let oversized =
        #"{"t":"click","id":"n8","pad":""# + String(repeating: "x", count: 70_000) + #""}"#
      let frames = try await blocking {
        try socket.sendText(oversized)
        let first = try socket.receiveText()
        try socket.sendBinary([1, 2, 3])
        let second = try socket.receiveText()
        try socket.sendText(#"{"t":"click","id":"n8","s":9}"#)
        let third = try socket.receiveText()
        return [first, second, third]
      }
      #expect(
        frames[0]
          == #"{"t":"error","ack":null,"msg":"message of 70032 bytes exceeds the limit of 65536"}"#)
      #expect(
        frames[1]
          == #"{"t":"error","ack":null,"msg":"malformed message: binary messages are not supported"}"#
      )
      #expect(frames[2] == #"{"t":"patch","ack":9,"p":[{"op":"text","id":"n7","v":"1"}]}"#)
    }
  }

  @Test func eachTabGetsItsOwnStore() async throws {
    let probe = StoreProbe()
    let server = makeServer(probe: probe)
    try await withRunningServer(server) { port in
      let first = try await fetch(port: port, path: "/counter")
      let second = try await fetch(port: port, path: "/counter")
      #expect(sessionToken(in: first.body) != sessionToken(in: second.body))
      let (firstSocket, _) = try await connect(
        port: port, token: try #require(sessionToken(in: first.body)),
        origin: "http://127.0.0.1:\(port)")
      let (secondSocket, _) = try await connect(
        port: port, token: try #require(sessionToken(in: second.body)),
        origin: "http://127.0.0.1:\(port)")
      // Each first paint and each connected tab made a store of its own.
      #expect(await eventually { await server.sessionCount == 2 })
      // A session's page is made on its executor, right after the session is counted.
      #expect(await eventually { probe.count == 4 })
      let firstFrames = try await exchange(firstSocket, [#"{"t":"click","id":"n8","s":1}"#])
      let secondFrames = try await exchange(secondSocket, [#"{"t":"click","id":"n6","s":1}"#])
      #expect(firstFrames == [#"{"t":"patch","ack":1,"p":[{"op":"text","id":"n7","v":"1"}]}"#])
      #expect(secondFrames == [#"{"t":"patch","ack":1,"p":[{"op":"text","id":"n7","v":"-1"}]}"#])
    }
  }

  enum TickerAction: Equatable { case start, tick }

  @Test func effectOutputIsPushedWithoutAMessage() async throws {
    var configuration = LiveServerConfiguration()
    configuration.port = 0
    let server = LiveServer(configuration: configuration)
    server.page("/ticker", title: "Ticker") {
      let store = Store(
        initialState: 0,
        reducer: Reducer<Int, TickerAction, Void> { state, action, _ in
          switch action {
          case .start: return Effect.task { .tick }
          case .tick:
            state += 1
            return .none
          }
        },
        environment: ()
      )
      return WithViewStore(store) { viewStore in
        Text("\(viewStore.state)")
        Button("Start") { viewStore.send(.start) }
      }
    }
    try await withRunningServer(server) { port in
      let socket = try await openPageSocket(port: port, path: "/ticker")
      let frames = try await blocking {
        try socket.sendText(#"{"t":"click","id":"n4","s":1}"#)
        return [try socket.receiveText(), try socket.receiveText()]
      }
      #expect(
        frames == [
          #"{"t":"patch","ack":1,"p":[]}"#,
          #"{"t":"patch","ack":null,"p":[{"op":"text","id":"n3","v":"1"}]}"#,
        ]
      )
    }
  }

  @Test func aPageThatRendersDifferentlyIsReplacedWhenItConnects() async throws {
    // The session a WebSocket starts renders the page again; if the tab shows something else
    // (here: which render it was, and 1.5 MB more than the output limit allows queued), the
    // first frame replaces the page, whole.
    let renders = Tally()
    var configuration = LiveServerConfiguration()
    configuration.port = 0
    configuration.maximumPendingOutput = 1 << 20
    let server = LiveServer(configuration: configuration)
    let padding = String(repeating: "x", count: 1_500_000)
    server.page("/renders", title: "Renders") {
      renders.increment()
      return VStack {
        Text("Render \(renders.count)")
        Text(padding)
      }
    }
    try await withRunningServer(server) { port in
      let page = try await fetch(port: port, path: "/renders")
      #expect(page.body.contains("Render 1"))
      let token = try #require(sessionToken(in: page.body))
      let (socket, status) = try await connect(
        port: port, token: token, origin: "http://127.0.0.1:\(port)")
      #expect(status == 101)
      let frame = try #require(try await blocking { try socket.receiveText() })
      let start =
        #"{"t":"patch","ack":null,"p":[{"op":"replace","id":"n1","html":"\u003cdiv id=\"n1\" class=\"cw-root\"\u003e"#
      #expect(String(frame.prefix(start.utf8.count)) == start)
      #expect(String(frame.prefix(400)).contains("Render 2"))
      #expect(frame.utf8.count > 1_500_000)
    }
  }
}
