import ComposableWeb
import Testing
import WebTestSupport

/// `.refreshable`: a refresh control that shows a spinner while its async action runs.
@MainActor
@Suite struct RefreshableTests {
  final class Gate: @unchecked Sendable {
    private var continuation: CheckedContinuation<Void, Never>?
    private(set) var calls = 0

    func wait() async {
      calls += 1
      await withCheckedContinuation { continuation = $0 }
    }

    func open() {
      continuation?.resume()
      continuation = nil
    }

    var isWaiting: Bool { continuation != nil }
  }

  @Test func showsASpinnerUntilTheActionReturns() async throws {
    let gate = Gate()
    let session = RenderSession {
      List { Text("Fact") }
        .refreshable { await gate.wait() }
    }
    let refresh = try #require(session.nodeID("button", label: "↻ Refresh"))
    try session.dispatch(.click(id: refresh))
    #expect(session.html.contains("Refreshing…"))
    #expect(session.nodeID("button", label: "↻ Refresh") == nil)
    while !gate.isWaiting { await Task.yield() }
    #expect(gate.calls == 1)
    let needsFlush = Box(false)
    session.onNeedsFlush = { needsFlush.value = true }
    gate.open()
    while !needsFlush.value { await Task.yield() }
    _ = session.flush()
    #expect(!session.html.contains("Refreshing…"))
    #expect(session.nodeID("button", label: "↻ Refresh") != nil)
  }
}
