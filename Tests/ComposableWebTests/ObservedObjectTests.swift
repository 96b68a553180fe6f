import ComposableWeb
import Testing
import WebTestSupport

/// `@ObservedObject` and `@StateObject`: a view re-renders its subtree when the object is about
/// to change.
@Suite struct ObservedObjectTests {
  struct TimerState: Equatable {
    var isRunning = false
    var ticks = 0
  }

  enum TimerAction: Equatable {
    case toggleButtonTapped
    case tick
  }

  struct TimerView: View {
    let store: Store<TimerState, TimerAction>
    @ObservedObject var viewStore: ViewStore<TimerState, TimerAction>

    init(store: Store<TimerState, TimerAction>) {
      self.store = store
      self.viewStore = ViewStore(store)
    }

    var body: some View {
      VStack {
        Text("\(viewStore.ticks)")
        Button(viewStore.isRunning ? "Stop" : "Start") { viewStore.send(.toggleButtonTapped) }
      }
    }
  }

  func makeStore() -> Store<TimerState, TimerAction> {
    recordingStore(TimerState(), log: ActionLog()) { state, action in
      switch action {
      case .toggleButtonTapped: state.isRunning.toggle()
      case .tick: state.ticks += 1
      }
    }
  }

  @Test func aViewHoldingItsViewStoreRerendersOnChange() throws {
    let store = makeStore()
    let session = RenderSession(root: TimerView(store: store))
    let start = try #require(session.nodeID("button", label: "Start"))
    let patches = try session.dispatch(.click(id: start))
    #expect(patches == [.setText(id: start, text: "Stop")])
    #expect(session.lastFlushStatistics.boundariesRendered == 1)
  }

  @Test func aChangeFromAnEffectAsksForAFlush() throws {
    let store = makeStore()
    let session = RenderSession(root: TimerView(store: store))
    let needsFlush = Box(0)
    session.onNeedsFlush = { needsFlush.value += 1 }
    ViewStore(store).send(.tick)
    #expect(needsFlush.value == 1)
    let patches = session.flush()
    #expect(patches.count == 1)
    #expect(session.html.contains(">1<"))
  }

  final class Model: ObservableObject {
    @Published var name = "Blob"
  }

  struct Greeting: View {
    @ObservedObject var model: Model

    var body: some View {
      TextField("Name", text: $model.name)
      Text("Hello, \(model.name)!")
    }
  }

  @Test func aPublishedChangeRerenders() throws {
    let model = Model()
    let session = RenderSession(root: Greeting(model: model))
    let field = try #require(session.nodeID("input"))
    try session.dispatch(.input(id: field, value: "Blob Jr"))
    #expect(model.name == "Blob Jr")
    #expect(session.html.contains("Hello, Blob Jr!"))
    model.name = "Blob Sr"
    _ = session.flush()
    #expect(session.html.contains("Hello, Blob Sr!"))
  }

  final class OwnedModel: ObservableObject {
    @Published var name = "Blob"
    nonisolated(unsafe) static var instances = 0
    init() { Self.instances += 1 }
    deinit { Self.instances -= 1 }
  }

  struct Owner: View {
    @StateObject var model = OwnedModel()

    var body: some View {
      Button(model.name) { model.name += "!" }
    }
  }

  @Test func aStateObjectIsMadeOnceAndReleasedWhenItsViewLeaves() throws {
    let before = OwnedModel.instances
    let isShown = Box(true)
    let session = RenderSession {
      if isShown.value { Owner() }
    }
    #expect(OwnedModel.instances == before + 1)
    try session.dispatch(.click(id: #require(session.nodeID("button", label: "Blob"))))
    _ = session.refresh()
    #expect(session.nodeID("button", label: "Blob!") != nil)
    #expect(OwnedModel.instances == before + 1)
    isShown.value = false
    _ = session.refresh()
    #expect(OwnedModel.instances == before)
  }
}
