import ComposableWeb
import Testing
import WebTestSupport

/// `BrowserBridge.current`: the session's bridge in its events, renders and executor; else none.
@Suite struct BrowserBridgeCurrentTests {
  /// The bridge current where it was read, by identity.
  static func current() -> ObjectIdentifier? {
    BrowserBridge.current.map { ObjectIdentifier($0) }
  }

  @Test func anActionAndTheTasksItStartsSeeTheirSessionsBridge() async throws {
    let appeared = Recorded<ObjectIdentifier?>()
    let clicked = Recorded<ObjectIdentifier?>()
    let fromTask = Recorded<ObjectIdentifier?>()
    func makeSession() -> RenderSession {
      RenderSession(
        root: Button("Go") {
          clicked.append(Self.current())
          Task { fromTask.append(Self.current()) }
        }
        .onAppear { appeared.append(Self.current()) }
      )
    }
    let first = makeSession()
    let second = makeSession()
    let bridges: [ObjectIdentifier?] = [first, second].map { ObjectIdentifier($0.bridge) }
    #expect(appeared.values == bridges)

    // Each tab's action sees its own tab's bridge, never another's.
    try second.dispatch(.click(id: try #require(second.nodeID("button", label: "Go"))))
    try first.dispatch(.click(id: try #require(first.nodeID("button", label: "Go"))))
    #expect(clicked.values == Array(bridges.reversed()))
    #expect(await eventually { fromTask.values.count == 2 })
    #expect(Set(fromTask.values) == Set(bridges))

    // Once the event is handled, there is none.
    #expect(BrowserBridge.current === nil)
    #expect(await Task { Self.current() }.value == nil)
  }

  /// Keeps a session alive between jobs on the executor that alone uses it.
  final class Holder: @unchecked Sendable {
    var session: RenderSession?
  }

  @Test func codeOnASessionsExecutorSeesItsBridgeOutsideAnyEvent() async {
    let executor = StoreExecutor(label: "bridge-current")
    let holder = Holder()
    await executor.run { holder.session = RenderSession(root: Text("Hello")) }
    // Later work there, as an effect's action being reduced, reaches the same tab.
    let sameBridge = await executor.run {
      BrowserBridge.current === holder.session?.bridge && BrowserBridge.current != nil
    }
    #expect(sameBridge)
    #expect(BrowserBridge.current === nil)
    await executor.run { holder.session = nil }
  }
}
