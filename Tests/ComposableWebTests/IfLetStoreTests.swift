import ComposableWeb
import Testing
import WebTestSupport

/// `IfLetStore`: re-renders only when nil-ness flips.
@Suite struct IfLetStoreTests {
  struct State: Equatable {
    var counter: CounterState?
  }

  enum Action: Equatable {
    case counter(CounterAction)
    case show
    case hide
  }

  func makeStore(log: ActionLog<Action>) -> Store<State, Action> {
    recordingStore(State(), log: log) { state, action in
      switch action {
      case let .counter(action):
        if state.counter != nil { reduceCounter(&state.counter!, action) }
      case .show: state.counter = CounterState(id: 1)
      case .hide: state.counter = nil
      }
    }
  }

  @Test func flipsBetweenThenAndElse() throws {
    let log = ActionLog<Action>()
    let store = makeStore(log: log)
    let thenRenders = Box(0)
    let session = RenderSession {
      VStack {
        IfLetStore(
          store.scope(state: \.counter, action: Action.counter),
          then: { store in
            let _ = thenRenders.value += 1
            CounterView(store: store)
          },
          else: { Text("Nothing yet") }
        )
        WithViewStore(store.stateless) { viewStore in
          Button("Show") { viewStore.send(.show) }
          Button("Hide") { viewStore.send(.hide) }
        }
      }
    }
    #expect(session.nodeID("span", label: "Nothing yet") == "n4")
    let show = try #require(session.nodeID("button", label: "Show"))
    let hide = try #require(session.nodeID("button", label: "Hide"))
    let shown = try session.dispatch(.click(id: show))
    #expect(
      shown == [
        .remove(id: "n4"),
        .insert(
          parent: "n3", index: 0,
          html: #"<cw-b id="n8"><div id="n9" class="cw-hstack" style="align-items:center">"#
            + #"<button id="n10" type="button" class="cw-button" data-cw="click">−</button>"#
            + #"<span id="n11" class="cw-text">0</span>"#
            + #"<button id="n12" type="button" class="cw-button" data-cw="click">+</button></div></cw-b>"#
        ),
      ]
    )
    // A change inside the unwrapped state does not re-render the IfLetStore, only the row.
    #expect(try session.dispatch(.click(id: "n12")) == [.setText(id: "n11", text: "1")])
    #expect(thenRenders.value == 1)
    #expect(log.actions == [.show, .counter(.increment)])
    let hidden = try session.dispatch(.click(id: hide))
    #expect(
      hidden == [
        .remove(id: "n8"),
        .insert(
          parent: "n3", index: 0, html: #"<span id="n13" class="cw-text">Nothing yet</span>"#),
      ]
    )
  }

  @Test func withoutElseShowsNothing() {
    let store = makeStore(log: ActionLog())
    let session = RenderSession {
      IfLetStore(store.scope(state: \.counter, action: Action.counter)) { CounterView(store: $0) }
    }
    #expect(session.html == #"<div id="n1" class="cw-root"><cw-b id="n2"></cw-b></div>"#)
  }

  @Test func elseAsAViewValue() {
    let store = makeStore(log: ActionLog())
    let session = RenderSession {
      IfLetStore(
        store.scope(state: \.counter, action: Action.counter),
        then: CounterView.init(store:),
        else: ProgressView()
      )
    }
    #expect(session.nodeIDs("progress").count == 1)
  }
}
