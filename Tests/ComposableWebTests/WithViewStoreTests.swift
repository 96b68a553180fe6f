import ComposableWeb
import Testing
import WebTestSupport

/// `WithViewStore`: an observation boundary that re-renders only on de-duplicated changes.
@Suite struct WithViewStoreTests {
  struct State: Equatable {
    var count = 0
    var unrelated = 0
  }

  enum Action: Equatable {
    case increment
    case touchUnrelated
  }

  func makeStore(log: ActionLog<Action>) -> Store<State, Action> {
    recordingStore(State(), log: log) { state, action in
      switch action {
      case .increment: state.count += 1
      case .touchUnrelated: state.unrelated += 1
      }
    }
  }

  @Test func rendersIntoABoundaryElement() {
    let store = makeStore(log: ActionLog())
    let session = RenderSession {
      WithViewStore(store.scope(state: \.count)) { viewStore in
        Text("\(viewStore.state)")
      }
    }
    #expect(
      session.html
        == #"<div id="n1" class="cw-root"><cw-b id="n2"><span id="n3" class="cw-text">0</span></cw-b></div>"#
    )
  }

  @Test func anUnrelatedChangeYieldsNoPatch() throws {
    let log = ActionLog<Action>()
    let store = makeStore(log: log)
    let session = RenderSession {
      VStack {
        WithViewStore(store.scope(state: \.count)) { viewStore in
          Text("\(viewStore.state)")
        }
        WithViewStore(store.stateless) { viewStore in
          Button("Touch") { viewStore.send(.touchUnrelated) }
          Button("Increment") { viewStore.send(.increment) }
        }
      }
    }
    let touch = try #require(session.nodeID("button", label: "Touch"))
    let increment = try #require(session.nodeID("button", label: "Increment"))
    #expect(try session.dispatch(.click(id: touch)) == [])
    #expect(try session.dispatch(.click(id: increment)) == [.setText(id: "n4", text: "1")])
    #expect(log.actions == [.touchUnrelated, .increment])
  }

  @Test func removeDuplicatesDecidesWhatCounts() throws {
    let log = ActionLog<Action>()
    let store = makeStore(log: log)
    let renders = Box(0)
    let session = RenderSession {
      WithViewStore(store, removeDuplicates: { $0.count / 2 == $1.count / 2 }) { viewStore in
        let _ = renders.value += 1
        Text("\(viewStore.count / 2)")
        Button("+") { viewStore.send(.increment) }
      }
    }
    let plus = try #require(session.nodeID("button"))
    #expect(try session.dispatch(.click(id: plus)) == [])
    #expect(try session.dispatch(.click(id: plus)) == [.setText(id: "n3", text: "1")])
    #expect(renders.value == 2)
  }

  @Test func nestedBoundariesRenderOncePerChange() throws {
    // Both boundaries observe the change; the outer one re-renders and replaces the inner
    // one, which is then not rendered a second time.
    let log = ActionLog<Action>()
    let store = makeStore(log: log)
    let outerRenders = Box(0)
    let innerRenders = Box(0)
    let session = RenderSession {
      WithViewStore(store) { outer in
        let _ = outerRenders.value += 1
        Text("Outer \(outer.count)")
        WithViewStore(store.scope(state: \.count)) { inner in
          let _ = innerRenders.value += 1
          Text("Inner \(inner.state)")
        }
        Button("+") { outer.send(.increment) }
      }
    }
    let plus = try #require(session.nodeID("button"))
    let patches = try session.dispatch(.click(id: plus))
    #expect(outerRenders.value == 2)
    #expect(innerRenders.value == 2)
    #expect(patches == [.setText(id: "n3", text: "Outer 1"), .setText(id: "n5", text: "Inner 1")])
    // The re-created inner boundary observes like the first: one more change, one more render.
    try session.dispatch(.click(id: plus))
    #expect(innerRenders.value == 3)
  }

  struct Ticker: Equatable { var ticks = 0 }
  enum TickerAction: Equatable { case start, tick }

  @MainActor
  @Test func effectActionsArePatchedOnFlush() async throws {
    // An action an effect feeds back later changes the page outside any dispatch: the host is
    // told to flush, and the flush returns the patches.
    let store = Store(
      initialState: Ticker(),
      reducer: Reducer<Ticker, TickerAction, Void> { state, action, _ in
        switch action {
        case .start:
          return Effect.task { .tick }
        case .tick:
          state.ticks += 1
          return .none
        }
      },
      environment: ()
    )
    let session = RenderSession {
      WithViewStore(store) { viewStore in
        Text("\(viewStore.ticks)")
        Button("Start") { viewStore.send(.start) }
      }
    }
    let flushRequests = Box(0)
    session.onNeedsFlush = { flushRequests.value += 1 }
    let start = try #require(session.nodeID("button"))
    #expect(try session.dispatch(.click(id: start)) == [])
    var patches: [Patch] = []
    for _ in 0..<400 where patches.isEmpty {
      try await Task.sleep(for: .milliseconds(5))
      patches = session.flush()
    }
    #expect(patches == [.setText(id: "n3", text: "1")])
    #expect(flushRequests.value == 1)
  }
}
