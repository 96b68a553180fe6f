import ComposableArchitecture
import Testing
import WebTestSupport

@testable import ComposableWebServer

/// The inspector without a server: what it records, and that an unwatched session is never
/// told of its changes. Each test runs on the inspector's executor, where the sessions it
/// records live.
@Suite struct InspectorTests {
  let inspector = Inspector(configuration: InspectorConfiguration())
  let route = PageRoute(path: "/counter", title: "Counter") {
    RenderSession(root: CounterView(store: makeCounterStore()))
  }

  func frames() -> OutgoingFrames {
    OutgoingFrames(limit: 1 << 20, onOverflow: {}) { _, done in done() }
  }

  @Test func recordsASessionsRootStoreAndNotifiesOnlyWhileWatched() async throws {
    try await onInspector { inspector in
      _ = try openTab(inspector, pressingPlus: 1)
      // Nobody watches: the recorder has no one to tell.
      let inspected = inspectedRecorder(inspector)
      let recorder = try #require(inspected)
      #expect(recorder.stepCount == 1)
      #expect(recorder.onChange == nil)

      let watcher = watchTab(inspector)
      #expect(recorder.onChange != nil)
      inspector.disconnect(watcher)
      #expect(recorder.onChange == nil)
    }
  }

  @Test func aTabShowingThePastIsReportedUntilItResumes() async throws {
    try await onInspector { inspector in
      let session = try openTab(inspector, pressingPlus: 2)
      let watcher = watchTab(inspector)
      inspector.receive(#"{"t":"travel","step":1}"#, from: watcher)
      let showsPast1 = inspector.showsPast(token: "tab")
      #expect(showsPast1)
      _ = session.flush()
      #expect(session.html.contains(">1</span>"))
      inspector.receive(#"{"t":"resume"}"#, from: watcher)
      let showsPast2 = inspector.showsPast(token: "tab")
      #expect(!showsPast2)
      _ = session.flush()
      #expect(session.html.contains(">2</span>"))
      let showsPast3 = inspector.showsPast(token: "another tab")
      #expect(!showsPast3)
    }
  }

  @Test func aTabComesBackToThePresentWhenNoInspectorWatchesIt() async throws {
    try await onInspector { inspector in
      let session = try openTab(inspector, pressingPlus: 2)
      let watcher = watchTab(inspector)
      let other = watchTab(inspector)
      inspector.receive(#"{"t":"travel","step":0}"#, from: watcher)
      inspector.disconnect(watcher)
      // Another page still watches: the tab stays where that page can see it.
      let showsPast4 = inspector.showsPast(token: "tab")
      #expect(showsPast4)
      inspector.disconnect(other)
      let showsPast5 = inspector.showsPast(token: "tab")
      #expect(!showsPast5)
      _ = session.flush()
      #expect(session.html.contains(">2</span>"))
    }
  }

  /// Opens the counter page as the tab "tab" (inspected session 1) and presses its "+".
  private func openTab(
    _ inspector: isolated Inspector, pressingPlus presses: Int
  ) throws -> RenderSession {
    let session = inspector.open(token: "tab", route: route, frames: frames()) {
      route.makeSession()
    }
    let button = try #require(session.nodeID("button", label: "+"))
    for _ in 0..<presses {
      try session.dispatch(.click(id: button))
    }
    return session
  }

  /// Connects an inspector page that watches session 1; returns its watcher id.
  private func watchTab(_ inspector: isolated Inspector) -> Int {
    let watcher = inspector.connect(frames: frames())
    inspector.receive(#"{"t":"select","session":1}"#, from: watcher)
    return watcher
  }

  private func inspectedRecorder(
    _ inspector: isolated Inspector
  ) -> (any InspectableRecording)? {
    inspector.session(1)?.recorder
  }

  /// Runs `body` on the inspector's executor, isolated to it.
  private func onInspector(
    _ body: @escaping @Sendable (isolated Inspector) throws -> Void
  ) async throws {
    let inspector = self.inspector
    try await inspector.executor.run {
      Result { try inspector.assumeIsolated(body) }
    }.get()
  }
}
