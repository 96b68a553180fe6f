import ComposableWeb
import Synchronization
import Testing
import WebTestSupport

/// Server code calling browser capabilities through a session's bridge, tested against the
/// session alone: the test reads the call frames a page would get and answers as its client
/// script would.
@Suite struct BrowserBridgeTests {
  /// The frames a bridge sent its page.
  final class Page: Sendable {
    private let log = Mutex<[String]>([])

    var frames: [String] { log.withLock { $0 } }

    func attach(to bridge: BrowserBridge) {
      bridge.attach { frame in self.log.withLock { $0.append(frame) } }
    }
  }

  func makeSession() -> (RenderSession, Page) {
    let session = RenderSession(root: Text("Hello"))
    let page = Page()
    page.attach(to: session.bridge)
    return (session, page)
  }

  @Test func aCallGoesToThePageAndItsReplyAnswersIt() async throws {
    let (session, page) = makeSession()
    let bridge = session.bridge
    let call = Task { try await bridge.call(.notificationPermission) }
    #expect(await eventually { page.frames.count == 1 })
    #expect(page.frames == [#"{"t":"call","id":1,"name":"notification.permission","args":{}}"#])
    #expect(session.bridge.pendingCallCount == 1)

    let frame = session.handle(message: #"{"t":"reply","id":1,"v":"granted","s":5}"#)
    #expect(frame == #"{"t":"patch","ack":5,"p":[]}"#)
    #expect(try await call.value == "granted")
    #expect(session.bridge.pendingCallCount == 0)
  }

  @Test func callsMadeBeforeThePageConnectsWaitForIt() async throws {
    let session = RenderSession(root: Text("Hello"))
    let bridge = session.bridge
    let call = Task { try await bridge.call(.requestNotificationPermission) }
    #expect(await eventually { bridge.pendingCallCount == 1 })

    let page = Page()
    page.attach(to: bridge)
    #expect(
      page.frames == [#"{"t":"call","id":1,"name":"notification.requestPermission","args":{}}"#])
    _ = session.handle(message: #"{"t":"reply","id":1,"v":"denied"}"#)
    #expect(try await call.value == "denied")
  }

  @Test func argumentsTravelAsEscapedJSON() async throws {
    let (session, page) = makeSession()
    let bridge = session.bridge
    let call = Task {
      try await bridge.call(.showNotification(title: #"<b>"Hi"</b>"#, body: "line\nbreak"))
    }
    #expect(await eventually { page.frames.count == 1 })
    #expect(
      page.frames == [
        #"{"t":"call","id":1,"name":"notification.show","args":{"body":"line\nbreak","title":"\u003cb\u003e\"Hi\"\u003c/b\u003e"}}"#
      ]
    )
    _ = session.handle(message: #"{"t":"reply","id":1,"v":"shown"}"#)
    #expect(try await call.value == "shown")
  }

  @Test func errorRepliesThrowWhatThePageReported() async throws {
    let (session, page) = makeSession()
    let bridge = session.bridge
    let unsupported = Task { try await bridge.call(.notificationPermission) }
    #expect(await eventually { page.frames.count == 1 })
    let failed = Task { try await bridge.call(.requestNotificationPermission) }
    #expect(await eventually { page.frames.count == 2 })

    _ = session.handle(
      message:
        #"{"t":"reply","id":1,"err":"unsupported","msg":"this browser has no Notification API"}"#
    )
    _ = session.handle(message: #"{"t":"reply","id":2,"err":"failed"}"#)
    await #expect(throws: BrowserBridgeError.unsupported("this browser has no Notification API")) {
      try await unsupported.value
    }
    await #expect(throws: BrowserBridgeError.failed("no reason given")) {
      try await failed.value
    }
  }

  @Test func badRepliesGetErrorFramesAndTheCallKeepsWaiting() async throws {
    let (session, page) = makeSession()
    let bridge = session.bridge
    let call = Task { try await bridge.call(.notificationPermission) }
    #expect(await eventually { page.frames.count == 1 })

    let cases: [(String, String)] = [
      (
        #"{"t":"reply","id":99,"v":"granted","s":1}"#,
        #"{"t":"error","ack":1,"msg":"reply to unknown call 99"}"#
      ),
      (
        #"{"t":"reply","v":"granted","s":2}"#,
        #"{"t":"error","ack":2,"msg":"malformed message: \"reply\" needs a call id \"id\""}"#
      ),
      (
        #"{"t":"reply","id":"1","v":"granted","s":3}"#,
        #"{"t":"error","ack":3,"msg":"malformed message: \"reply\" needs a call id \"id\""}"#
      ),
      (
        #"{"t":"reply","id":true,"v":"granted","s":4}"#,
        #"{"t":"error","ack":4,"msg":"malformed message: \"reply\" needs a call id \"id\""}"#
      ),
      (
        #"{"t":"reply","id":1.5,"v":"granted","s":5}"#,
        #"{"t":"error","ack":5,"msg":"malformed message: \"reply\" needs a call id \"id\""}"#
      ),
      (
        #"{"t":"reply","id":1,"v":42,"s":6}"#,
        #"{"t":"error","ack":6,"msg":"malformed message: \"reply\" needs a string value \"v\""}"#
      ),
      (
        #"{"t":"reply","id":1,"s":7}"#,
        #"{"t":"error","ack":7,"msg":"malformed message: \"reply\" needs a value \"v\" or an error \"err\""}"#
      ),
      (
        #"{"t":"reply","id":1,"err":"exploded","s":8}"#,
        #"{"t":"error","ack":8,"msg":"malformed message: unknown reply error \"exploded\""}"#
      ),
    ]
    for (message, expected) in cases {
      #expect(session.handle(message: message) == expected, "\(message)")
    }
    #expect(bridge.pendingCallCount == 1)

    // A good reply still gets through; a second one for the same call is unknown.
    #expect(
      session.handle(message: #"{"t":"reply","id":1,"v":"default","s":9}"#)
        == #"{"t":"patch","ack":9,"p":[]}"#)
    #expect(try await call.value == "default")
    #expect(
      session.handle(message: #"{"t":"reply","id":1,"v":"granted","s":10}"#)
        == #"{"t":"error","ack":10,"msg":"reply to unknown call 1"}"#
    )
  }

  @Test func longRepliesAreCut() async throws {
    let (session, page) = makeSession()
    let bridge = session.bridge
    let call = Task { try await bridge.call(.notificationPermission) }
    #expect(await eventually { page.frames.count == 1 })
    let long = String(repeating: "x", count: 5_000)
    _ = session.handle(message: #"{"t":"reply","id":1,"v":"\#(long)"}"#)
    #expect(try await call.value.count == 1024)
  }

  @Test func repliesReachOnlyTheirOwnSession() async throws {
    let (first, firstPage) = makeSession()
    let (second, _) = makeSession()
    let bridge = first.bridge
    let call = Task { try await bridge.call(.notificationPermission) }
    #expect(await eventually { firstPage.frames.count == 1 })

    // The other tab answers with the same call id: its session knows no such call.
    #expect(
      second.handle(message: #"{"t":"reply","id":1,"v":"granted","s":1}"#)
        == #"{"t":"error","ack":1,"msg":"reply to unknown call 1"}"#
    )
    #expect(first.bridge.pendingCallCount == 1)
    _ = first.handle(message: #"{"t":"reply","id":1,"v":"denied","s":1}"#)
    #expect(try await call.value == "denied")
  }

  @Test func callsTimeOut() async throws {
    let (session, page) = makeSession()
    let bridge = session.bridge
    await #expect(throws: BrowserBridgeError.timedOut(after: .milliseconds(50))) {
      try await bridge.call(.notificationPermission, timeout: .milliseconds(50))
    }
    #expect(page.frames.count == 1)
    #expect(bridge.pendingCallCount == 0)
    // Too late: the answer is refused, and the session carries on.
    #expect(
      session.handle(message: #"{"t":"reply","id":1,"v":"granted","s":2}"#)
        == #"{"t":"error","ack":2,"msg":"reply to unknown call 1"}"#
    )
  }

  @Test func closingEndsPendingAndLaterCalls() async throws {
    let (session, page) = makeSession()
    let bridge = session.bridge
    let call = Task { try await bridge.call(.notificationPermission) }
    #expect(await eventually { page.frames.count == 1 })
    bridge.close()
    await #expect(throws: BrowserBridgeError.disconnected) { try await call.value }
    await #expect(throws: BrowserBridgeError.disconnected) {
      try await bridge.call(.notificationPermission)
    }
    #expect(page.frames.count == 1)
  }

  @Test func releasingTheSessionDisconnectsItsBridge() async throws {
    var session: RenderSession? = RenderSession(root: Text("Hello"))
    let bridge = try #require(session?.bridge)
    let call = Task { try await bridge.call(.notificationPermission) }
    #expect(await eventually { bridge.pendingCallCount == 1 })
    session = nil
    await #expect(throws: BrowserBridgeError.disconnected) { try await call.value }
  }

  @Test func cancellingTheCallerEndsTheCall() async throws {
    let (session, page) = makeSession()
    let bridge = session.bridge
    let call = Task { try await bridge.call(.notificationPermission) }
    #expect(await eventually { page.frames.count == 1 })
    call.cancel()
    await #expect(throws: CancellationError.self) { try await call.value }
    #expect(bridge.pendingCallCount == 0)
  }
}
