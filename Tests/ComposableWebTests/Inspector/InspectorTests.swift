import ComposableArchitecture
import Testing

@testable import ComposableWeb

/// The inspector without a server: what it records, and that an unwatched session is never
/// told of its changes.
@MainActor
@Suite struct InspectorTests {
  let inspector = Inspector(configuration: InspectorConfiguration())
  let route = PageRoute(path: "/counter", title: "Counter") {
    RenderSession(root: CounterView(store: makeCounterStore()))
  }

  func frames() -> OutgoingFrames {
    OutgoingFrames(limit: 1 << 20) {}
  }

  @Test func recordsASessionsRootStoreAndNotifiesOnlyWhileWatched() throws {
    let session = inspector.open(token: "tab", route: route, frames: frames()) {
      route.makeSession()
    }
    let button = try #require(session.nodeID("button", label: "+"))
    try session.dispatch(.click(id: button))
    // Nobody watches: the recorder has no one to tell.
    let recorder = try #require(inspectedRecorder())
    #expect(recorder.stepCount == 1)
    #expect(recorder.onChange == nil)

    let watcher = inspector.connect(frames: frames())
    inspector.receive(#"{"t":"select","session":1}"#, from: watcher)
    #expect(recorder.onChange != nil)
    inspector.disconnect(watcher)
    #expect(recorder.onChange == nil)
  }

  @Test func aTabShowingThePastIsReportedUntilItResumes() throws {
    let session = inspector.open(token: "tab", route: route, frames: frames()) {
      route.makeSession()
    }
    let button = try #require(session.nodeID("button", label: "+"))
    try session.dispatch(.click(id: button))
    try session.dispatch(.click(id: button))
    let watcher = inspector.connect(frames: frames())
    inspector.receive(#"{"t":"select","session":1}"#, from: watcher)
    inspector.receive(#"{"t":"travel","step":1}"#, from: watcher)
    #expect(inspector.showsPast(token: "tab"))
    _ = session.flush()
    #expect(session.html.contains(">1</span>"))
    inspector.receive(#"{"t":"resume"}"#, from: watcher)
    #expect(!inspector.showsPast(token: "tab"))
    _ = session.flush()
    #expect(session.html.contains(">2</span>"))
    #expect(!inspector.showsPast(token: "another tab"))
  }

  @Test func aTabComesBackToThePresentWhenNoInspectorWatchesIt() throws {
    let session = inspector.open(token: "tab", route: route, frames: frames()) {
      route.makeSession()
    }
    let button = try #require(session.nodeID("button", label: "+"))
    try session.dispatch(.click(id: button))
    try session.dispatch(.click(id: button))
    let watcher = inspector.connect(frames: frames())
    let other = inspector.connect(frames: frames())
    inspector.receive(#"{"t":"select","session":1}"#, from: watcher)
    inspector.receive(#"{"t":"select","session":1}"#, from: other)
    inspector.receive(#"{"t":"travel","step":0}"#, from: watcher)
    inspector.disconnect(watcher)
    // Another page still watches: the tab stays where that page can see it.
    #expect(inspector.showsPast(token: "tab"))
    inspector.disconnect(other)
    #expect(!inspector.showsPast(token: "tab"))
    _ = session.flush()
    #expect(session.html.contains(">2</span>"))
  }

  private func inspectedRecorder() -> (any InspectableRecording)? {
    inspector.session(1)?.recorder
  }
}
