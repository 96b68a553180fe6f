import ComposableWeb
import Testing
import WebTestSupport

/// `ForEachStore`: observes only the ids; each row is its own observation boundary.
@Suite struct ForEachStoreTests {
  struct State: Equatable {
    var counters: IdentifiedArrayOf<CounterState> = [
      CounterState(id: 1), CounterState(id: 2), CounterState(id: 3),
    ]
    var title = "Counters"
  }

  enum Action: Equatable {
    case counter(id: Int, action: CounterAction)
    case add(Int)
    case remove(Int)
    case reverse
    case retitle
    case insert(Int, at: Int, incrementing: [Int])
  }

  func makeStore(log: ActionLog<Action>) -> Store<State, Action> {
    recordingStore(State(), log: log) { state, action in
      switch action {
      case let .counter(id, action):
        if state.counters[id: id] != nil { reduceCounter(&state.counters[id: id]!, action) }
      case let .add(id): state.counters.append(CounterState(id: id))
      case let .remove(id): state.counters.remove(id: id)
      case .reverse: state.counters = IdentifiedArray(uniqueElements: state.counters.reversed())
      case .retitle: state.title += "!"
      case let .insert(id, index, incremented):
        state.counters.insert(CounterState(id: id), at: index)
        for id in incremented { state.counters[id: id]?.count += 1 }
      }
    }
  }

  func makeSession(_ store: Store<State, Action>, rowRenders: Box<Int> = Box(0)) -> RenderSession {
    RenderSession {
      List {
        ForEachStore(store.scope(state: \.counters, action: Action.counter(id:action:))) { row in
          let _ = rowRenders.value += 1
          CounterView(store: row)
        }
      }
    }
  }

  @Test func rendersARowPerElement() {
    let session = makeSession(makeStore(log: ActionLog()))
    let rows = session.nodeIDs("div").filter {
      session.html(of: $0)!.hasPrefix(#"<div id="\#($0)" class="cw-row""#)
    }
    #expect(rows.count == 3)
    #expect(
      session.html.hasPrefix(
        #"<div id="n1" class="cw-root"><div id="n2" class="cw-list" role="list"><cw-b id="n3">"#
          + #"<div id="n4" class="cw-row"><cw-b id="n5"><div id="n6" class="cw-hstack" style="align-items:center">"#
      )
    )
  }

  @Test func aRowChangePatchesOnlyThatRow() throws {
    let log = ActionLog<Action>()
    let store = makeStore(log: log)
    let rowRenders = Box(0)
    let session = makeSession(store, rowRenders: rowRenders)
    #expect(rowRenders.value == 3)
    let plusButtons = session.nodeIDs("button", label: "+")
    let counts = session.nodeIDs("span", label: "0")
    let patches = try session.dispatch(.click(id: plusButtons[1]))
    #expect(log.actions == [.counter(id: 2, action: .increment)])
    #expect(patches == [.setText(id: counts[1], text: "1")])
    // The rows were not rebuilt: only the second row's own view store re-rendered.
    #expect(rowRenders.value == 3)
  }

  @Test func anUnrelatedChangeYieldsNoPatch() throws {
    let log = ActionLog<Action>()
    let store = makeStore(log: log)
    let session = makeSession(store)
    let viewStore = ViewStore(store.stateless)
    viewStore.send(.retitle)
    #expect(session.flush() == [])
  }

  @Test func addingRemovingAndReorderingTouchOnlyThoseRows() throws {
    let log = ActionLog<Action>()
    let store = makeStore(log: log)
    let rowRenders = Box(0)
    let session = makeSession(store, rowRenders: rowRenders)
    let rows = session.nodeIDs("div").filter {
      session.html(of: $0)!.hasPrefix(#"<div id="\#($0)" class="cw-row""#)
    }
    #expect(rows == ["n4", "n10", "n16"])
    let viewStore = ViewStore(store.stateless)

    viewStore.send(.remove(2))
    #expect(session.flush() == [.remove(id: "n10")])

    viewStore.send(.add(4))
    let added = session.flush()
    #expect(added.count == 1)
    guard case let .insert(parent, index, html) = added.first else {
      Issue.record("expected an insert, got \(added)")
      return
    }
    #expect(parent == "n3")
    #expect(index == 2)
    #expect(html.hasPrefix(#"<div id="n22" class="cw-row"><cw-b id="n23">"#))
    #expect(rowRenders.value == 4)

    viewStore.send(.reverse)
    #expect(
      session.flush() == [
        .move(id: "n22", parent: "n3", index: 0),
        .move(id: "n16", parent: "n3", index: 1),
      ]
    )
    #expect(rowRenders.value == 4)
  }

  @Test func rowsOnBothSidesOfAnInsertionStillSeeTheirChanges() throws {
    // Only the run of changed ids is looked up; the rows before and after it are compared in
    // place, and a change to them in the same action still reaches them.
    let log = ActionLog<Action>()
    let store = makeStore(log: log)
    let rowRenders = Box(0)
    let session = makeSession(store, rowRenders: rowRenders)
    let counts = session.nodeIDs("span", label: "0")
    ViewStore(store.stateless).send(.insert(9, at: 1, incrementing: [1, 3]))
    let patches = session.flush()
    #expect(patches.count == 3)
    #expect(patches.contains(.setText(id: counts[0], text: "1")))
    #expect(patches.contains(.setText(id: counts[2], text: "1")))
    #expect(
      patches.contains {
        guard case let .insert(parent, index, _) = $0 else { return false }
        return parent == "n3" && index == 1
      })
    #expect(rowRenders.value == 4)
    #expect(session.nodeIDs("span", label: "1").count == 2)
  }

  @Test func rowStoresSendTheirIDs() throws {
    let log = ActionLog<Action>()
    let store = makeStore(log: log)
    let session = makeSession(store)
    let minusButtons = session.nodeIDs("button", label: "−")
    try session.dispatch(.click(id: minusButtons[2]))
    try session.dispatch(.click(id: minusButtons[0]))
    #expect(
      log.actions == [.counter(id: 3, action: .decrement), .counter(id: 1, action: .decrement)])
  }

  @Test func removedRowsStopObserving() throws {
    let log = ActionLog<Action>()
    let store = makeStore(log: log)
    let session = makeSession(store)
    let viewStore = ViewStore(store.stateless)
    viewStore.send(.remove(1))
    _ = session.flush()
    // The removed row's buttons are gone from the page: their ids no longer resolve, so a
    // stale click can't reach the removed element's store.
    #expect(throws: EventError.unknownNode("n7")) { try session.dispatch(.click(id: "n7")) }
    #expect(log.actions == [.remove(1)])
  }

  @Test func rowsKeepTheirStateAfterTheSurroundingViewReRenders() throws {
    // The list sits inside a view store that re-renders (the title changes): the list is
    // rebuilt and diffed against the page, and later row changes must start from the page as
    // it is, not from the rebuilt list's detached copy.
    let log = ActionLog<Action>()
    let store = makeStore(log: log)
    let session = RenderSession {
      WithViewStore(store.scope(state: \.title)) { viewStore in
        Text(viewStore.state)
        ForEachStore(store.scope(state: \.counters, action: Action.counter(id:action:))) {
          CounterView(store: $0)
        }
      }
    }
    let stateless = ViewStore(store.stateless)
    stateless.send(.retitle)
    #expect(session.flush() == [.setText(id: "n3", text: "Counters!")])
    let plus = session.nodeIDs("button", label: "+")
    try session.dispatch(.click(id: plus[1]))
    #expect(session.nodeIDs("span", label: "1").count == 1)
    stateless.send(.add(4))
    let patches = session.flush()
    #expect(patches.count == 1)
    #expect(session.nodeIDs("span", label: "1").count == 1)
    stateless.send(.reverse)
    _ = session.flush()
    #expect(session.nodeIDs("span", label: "1").count == 1)
  }
}
