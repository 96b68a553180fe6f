import Foundation
import Testing
import WebTestSupport

@testable import ComposableWebServer

/// A tab whose server went away (a restart, a crash, another instance behind the proxy)
/// carries on from its session's snapshot; a snapshot that is corrupt, forged, too large, too old
/// or gone is refused, and the tab starts over.
@Suite struct SessionRestoreTests {
  struct Counter: Codable, Equatable {
    var count = 0
  }

  enum CounterAction: Equatable {
    case increment
  }

  static let reducer = Reducer<Counter, CounterAction, Void> { state, action, _ in
    state.count += 1
    return .none
  }

  struct CounterView: View {
    let store: Store<Counter, CounterAction>

    var body: some View {
      WithViewStore(store) { viewStore in
        HStack {
          Text("Count: \(viewStore.count)")
          Button("+") { viewStore.send(.increment) }.accessibilityLabel("Increment")
        }
      }
    }
  }

  let directory = NSTemporaryDirectory() + "session-restore-\(UUID().uuidString)"

  func makeServer(
    maximumSnapshotSize: Int = 256 << 10, gracePeriod: Duration = .seconds(120)
  ) -> LiveServer {
    var configuration = LiveServerConfiguration()
    configuration.port = 0
    configuration.shutsDownOnSignals = false
    configuration.sessionStore = .files(in: directory)
    configuration.snapshotDelay = .milliseconds(10)
    configuration.maximumSnapshotSize = maximumSnapshotSize
    configuration.reconnectGracePeriod = gracePeriod
    let server = LiveServer(configuration: configuration)
    server.page(
      "/counter", title: "Counter", initialState: Counter(), reducer: Self.reducer, environment: ()
    ) {
      CounterView(store: $0)
    }
    return server
  }

  /// Opens the counter page on `port` and presses "+" `times` times; returns the tab's token
  /// and its socket.
  func openCounter(port: Int, pressing times: Int) async throws -> (String, LoopbackClient) {
    let page = try await fetch(port: port, path: "/counter")
    let token = try #require(sessionToken(in: page.body))
    let (socket, status) = try await connect(
      port: port, token: token, origin: "http://127.0.0.1:\(port)")
    #expect(status == 101)
    let plus = try #require(nodeID(of: #"aria-label="Increment""#, in: page.body))
    let messages = (1...times).map { #"{"t":"click","id":"\#(plus)","s":\#($0)}"# }
    _ = try await exchange(socket, messages)
    return (token, socket)
  }

  /// Resumes `token` on `port`, as a tab whose connection dropped does.
  func resume(port: Int, token: String) async throws -> LoopbackClient {
    try await blocking {
      let socket = try LoopbackClient(port: port)
      let status = try socket.upgrade(
        path: "/_cw/ws?token=\(token)&resume=1", origin: "http://127.0.0.1:\(port)", port: port)
      guard status == 101 else { throw LoopbackClient.Failure(description: "status \(status)") }
      return socket
    }
  }

  /// Waits until the store holds a snapshot whose state contains `fragment`.
  func waitForSnapshot(_ token: String, containing fragment: String) async throws {
    let store = FileSessionStore(directory: directory)
    for _ in 0..<200 {
      if let data = try store.load(token), String(decoding: data, as: UTF8.self).contains(fragment)
      {
        return
      }
      try await Task.sleep(for: .milliseconds(10))
    }
    Issue.record("no snapshot with \(fragment) was written")
  }

  @Test func aTabResumesFromItsSnapshotOnAServerThatNeverHadIt() async throws {
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let first = makeServer()
    let (firstTask, firstPort) = await startServer(first)
    defer { firstTask.cancel() }
    let (token, _) = try await openCounter(port: try #require(firstPort), pressing: 2)
    try await waitForSnapshot(token, containing: #"{"count":2}"#)

    // Another process over the same store, as after a crash or on another instance.
    let second = makeServer()
    try await withRunningServer(second) { port in
      let socket = try await resume(port: port, token: token)
      // The notice first, so the tab drops what it sent to the old page; then the page.
      let (notice, page) = try await blocking {
        (try socket.receiveText(), try socket.receiveText())
      }
      let html = try #require(page)
      #expect(html.contains("Count: 2"))
      #expect(notice == #"{"t":"notice","v":"restored"}"#)
      // The restored session is live: a click goes on from there.
      let plus = try #require(nodeID(of: #"aria-label="Increment""#, in: replacedHTML(in: html)))
      let answer = try await exchange(socket, [#"{"t":"click","id":"\#(plus)","s":3}"#])
      #expect(answer.first??.contains("Count: 3") == true)
    }
  }

  @Test func aTabThatLeftTakesItsSnapshotWithIt() async throws {
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let server = makeServer()
    try await withRunningServer(server) { port in
      let (token, socket) = try await openCounter(port: port, pressing: 1)
      try await waitForSnapshot(token, containing: #"{"count":1}"#)
      try await blocking { try socket.sendClose() }
      let store = FileSessionStore(directory: directory)
      for _ in 0..<200 where try store.load(token) != nil {
        try await Task.sleep(for: .milliseconds(10))
      }
      #expect(try store.load(token) == nil)
      // Replayed after the tab left, the token finds nothing: the page starts over.
      let replay = try await resume(port: port, token: token)
      #expect(try await blocking { try replay.receiveCloseCode() } == 4404)
    }
  }

  @Test func corruptForgedOversizedAndStaleSnapshotsAreRefused() async throws {
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let store = FileSessionStore(directory: directory)
    let state = Data(#"{"count":41}"#.utf8)
    let stateType = String(reflecting: Counter.self)
    var stale = SessionSnapshot(path: "/counter", stateType: stateType, state: state)
    stale.savedAt = Date().addingTimeInterval(-3_600)
    let snapshots: [String: Data] = [
      "corrupt": Data("{\"format\":1,\"path\":\"/counter\"".utf8),
      "forged": SessionSnapshot(path: "/counter", stateType: "Admin", state: state).encoded(),
      "elsewhere": SessionSnapshot(path: "/admin", stateType: stateType, state: state)
        .encoded(),
      "undecodable": SessionSnapshot(
        path: "/counter", stateType: stateType, state: Data(#"{"total":41}"#.utf8)
      ).encoded(),
      "oversized": SessionSnapshot(
        path: "/counter", stateType: stateType,
        state: Data(#"{"count":41,"padding":"\#(String(repeating: "x", count: 2_048))"}"#.utf8)
      ).encoded(),
      "stale": stale.encoded(),
    ]
    let server = makeServer(maximumSnapshotSize: 1_024)
    try await withRunningServer(server) { port in
      for (name, data) in snapshots {
        let token = makeToken()
        try store.save(data, for: token)
        let socket = try await resume(port: port, token: token)
        let code = try await blocking { try socket.receiveCloseCode() }
        #expect(code == 4404, "the \(name) snapshot was not refused")
        // A refused snapshot is removed.
        for _ in 0..<200 where try store.load(token) != nil {
          try await Task.sleep(for: .milliseconds(10))
        }
        #expect(try store.load(token) == nil, "the \(name) snapshot was kept")
      }
      // A good one from the same store resumes, so the refusals were for cause.
      let token = makeToken()
      try store.save(
        SessionSnapshot(path: "/counter", stateType: stateType, state: state).encoded(),
        for: token)
      let socket = try await resume(port: port, token: token)
      let (notice, page) = try await blocking {
        (try socket.receiveText(), try socket.receiveText())
      }
      #expect(notice == #"{"t":"notice","v":"restored"}"#)
      #expect(page?.contains("Count: 41") == true)
    }
  }

  @Test func anotherTabsTokenIsNeitherGuessedNorShared() async throws {
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let server = makeServer()
    try await withRunningServer(server) { port in
      let (token, _) = try await openCounter(port: port, pressing: 3)
      try await waitForSnapshot(token, containing: #"{"count":3}"#)
      // A second tab has a session of its own, from the page's initial state.
      let other = try await fetch(port: port, path: "/counter")
      #expect(other.body.contains("Count: 0"))
      #expect(sessionToken(in: other.body) != token)
      // A made-up token finds no snapshot.
      let guessed = try await resume(port: port, token: makeToken())
      #expect(try await blocking { try guessed.receiveCloseCode() } == 4404)
    }
  }

  @Test func anIdleSessionsSnapshotIsWrittenAgainBeforeItGoesStale() async throws {
    defer { try? FileManager.default.removeItem(atPath: directory) }
    // A grace period of 400 ms: the server sweeps and refreshes every 200 ms.
    let server = makeServer(gracePeriod: .milliseconds(400))
    try await withRunningServer(server) { port in
      // The tab stays connected (its socket is kept) and does nothing more.
      let (token, socket) = try await openCounter(port: port, pressing: 1)
      defer { withExtendedLifetime(socket) {} }
      try await waitForSnapshot(token, containing: #"{"count":1}"#)
      let store = FileSessionStore(directory: directory)
      let first = try #require(try store.load(token))
      // Nothing changes for three grace periods.
      try await Task.sleep(for: .milliseconds(1_200))
      let later = try #require(try store.load(token), "a live session's snapshot was swept")
      #expect(later != first, "the snapshot was not written again")
      let decoded = SessionSnapshot.decode(
        later, maximumSize: 1 << 20, gracePeriod: .milliseconds(400),
        stateType: { _ in String(reflecting: Counter.self) })
      #expect((try? decoded.get()) != nil, "the snapshot went stale: \(decoded)")
    }
  }

  /// The HTML a frame that replaces the page carries.
  func replacedHTML(in frame: String) throws -> String {
    let object = try JSONSerialization.jsonObject(with: Data(frame.utf8)) as? [String: Any]
    let patches = try #require(object?["p"] as? [[String: Any]])
    return try #require(patches.first?["html"] as? String)
  }

  /// A token of the server's shape.
  func makeToken() -> String {
    (0..<16).map { _ in String(format: "%02x", UInt8.random(in: 0...255)) }.joined()
  }
}
