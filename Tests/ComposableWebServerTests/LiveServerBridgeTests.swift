import ComposableWebServer
import Testing
import WebTestSupport

/// A page built with its tab's bridge, over a real WebSocket: the server's call reaches the
/// page as a frame, and the page's reply finishes the effect that made it.
@Suite(.serialized) struct LiveServerBridgeTests {
  enum PermissionAction: Equatable {
    case askButtonTapped
    case answered(String)
  }

  func makeServer(configure: (inout LiveServerConfiguration) -> Void = { _ in }) -> LiveServer {
    var configuration = LiveServerConfiguration()
    configuration.port = 0
    configure(&configuration)
    let server = LiveServer(configuration: configuration)
    server.page("/permission", title: "Permission") { bridge in
      let store = Store(
        initialState: "unknown",
        reducer: Reducer<String, PermissionAction, Void> { state, action, _ in
          switch action {
          case .askButtonTapped:
            return .task {
              do {
                return .answered(try await bridge.call(.notificationPermission))
              } catch {
                return .answered("\(error)")
              }
            }
          case let .answered(answer):
            state = answer
            return .none
          }
        },
        environment: ()
      )
      return WithViewStore(store) { viewStore in
        Text(viewStore.state)
        Button("Ask") { viewStore.send(.askButtonTapped) }
      }
    }
    return server
  }

  @Test func aPageCallsItsTabAndTheReplyComesBack() async throws {
    let server = makeServer()
    try await withRunningServer(server) { port in
      let page = try await fetch(port: port, path: "/permission")
      #expect(page.body.contains(#"<span id="n3" class="cw-text">unknown</span>"#))
      let token = try #require(sessionToken(in: page.body))
      let frames = try await blocking {
        let socket = try LoopbackClient(port: port)
        _ = try socket.upgrade(
          path: "/_cw/ws?token=\(token)", origin: "http://127.0.0.1:\(port)", port: port)
        try socket.sendText(#"{"t":"click","id":"n4","s":1}"#)
        var frames = [try socket.receiveText(), try socket.receiveText()]
        try socket.sendText(#"{"t":"reply","id":1,"v":"granted","s":2}"#)
        frames += [try socket.receiveText(), try socket.receiveText()]
        // An answer to a call nobody made is refused, and the connection carries on.
        try socket.sendText(#"{"t":"reply","id":7,"v":"granted","s":3}"#)
        frames.append(try socket.receiveText())
        try socket.sendClose()
        return frames
      }
      // The effect calls from a task of its own, so its call may overtake the click's answer.
      #expect(
        Set(frames.prefix(2)) == [
          #"{"t":"patch","ack":1,"p":[]}"#,
          #"{"t":"call","id":1,"name":"notification.permission","args":{}}"#,
        ]
      )
      #expect(
        frames.dropFirst(2) == [
          #"{"t":"patch","ack":2,"p":[]}"#,
          #"{"t":"patch","ack":null,"p":[{"op":"text","id":"n3","v":"granted"}]}"#,
          #"{"t":"error","ack":3,"msg":"reply to unknown call 7"}"#,
        ]
      )
    }
  }

  @Test func aTabClosedDuringACallIsReleased() async throws {
    let server = makeServer()
    try await withRunningServer(server) { port in
      let page = try await fetch(port: port, path: "/permission")
      let token = try #require(sessionToken(in: page.body))
      let frames = try await blocking {
        let socket = try LoopbackClient(port: port)
        _ = try socket.upgrade(
          path: "/_cw/ws?token=\(token)", origin: "http://127.0.0.1:\(port)", port: port)
        try socket.sendText(#"{"t":"click","id":"n4","s":1}"#)
        let frames = [try socket.receiveText(), try socket.receiveText()]
        try socket.sendClose()
        return frames
      }
      #expect(frames.contains(#"{"t":"call","id":1,"name":"notification.permission","args":{}}"#))
      #expect(await eventually { await server.sessionCount == 0 })
    }
  }

  @Test func servesTheAppStyleSheetAfterTheRenderers() async throws {
    let server = makeServer { $0.additionalStyleSheet = ".app { color: teal; }" }
    try await withRunningServer(server) { port in
      let page = try await fetch(port: port, path: "/permission")
      #expect(
        page.body.contains(
          #"<link rel="stylesheet" href="/_cw/style.css">"# + "\n"
            + #"<link rel="stylesheet" href="/_cw/app.css">"#
        )
      )
      let style = try await fetch(port: port, path: "/_cw/app.css")
      #expect(style.status == 200)
      #expect(style.headers["content-type"] == "text/css; charset=utf-8")
      #expect(style.body == ".app { color: teal; }")
    }
  }

  @Test func withoutAnAppStyleSheetThereIsNone() async throws {
    let server = makeServer()
    try await withRunningServer(server) { port in
      let page = try await fetch(port: port, path: "/permission")
      #expect(!page.body.contains("/_cw/app.css"))
      #expect(try await fetch(port: port, path: "/_cw/app.css").status == 404)
    }
  }

  @Test func theClientScriptRunsOnlyItsOwnCapabilities() async throws {
    let server = makeServer()
    try await withRunningServer(server) { port in
      let script = try await fetch(port: port, path: "/_cw/client.js").body
      for name in [
        BrowserCapability.notificationPermission.name,
        BrowserCapability.requestNotificationPermission.name,
        BrowserCapability.showNotification(title: "", body: "").name,
      ] {
        #expect(script.contains(#""\#(name)": function"#), "\(name)")
      }
      // Any other name is answered, not run.
      #expect(script.contains(#"err: "unsupported", msg: "unknown capability ""#))
      #expect(!script.contains("eval("))
    }
  }
}
