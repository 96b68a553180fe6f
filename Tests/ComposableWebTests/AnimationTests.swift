import ComposableWeb
import Testing
import WebTestSupport

/// Animations that travel with a write reach the patch frame, for the client to animate.
@Suite struct AnimationTests {
  struct State: Equatable {
    var isOn = false
  }

  enum Action: Equatable {
    case setOn(Bool)
  }

  func makeSession() -> (RenderSession, Store<State, Action>) {
    let store = recordingStore(State(), log: ActionLog<Action>()) { state, action in
      if case let .setOn(isOn) = action { state.isOn = isOn }
    }
    let session = RenderSession {
      WithViewStore(store) { viewStore in
        Toggle(
          "Details",
          isOn: viewStore.binding(get: \.isOn, send: Action.setOn).animation(
            .easeOut(duration: 0.2))
        )
        if viewStore.isOn { Text("Details") }
      }
    }
    return (session, store)
  }

  @Test func sendWithAnimation() {
    let (session, store) = makeSession()
    ViewStore(store).send(.setOn(true), animation: .linear(duration: 1).delay(0.5))
    #expect(session.flush().count == 2)  // the switch and the details
    #expect(session.lastFlushAnimation == .linear(duration: 1).delay(0.5))
    ViewStore(store).send(.setOn(false))
    #expect(session.flush().count == 2)  // the switch and the details
    #expect(session.lastFlushAnimation == nil)
  }

  @Test func bindingAnimationReachesTheFrame() throws {
    let (session, _) = makeSession()
    let toggle = try #require(session.nodeID("input"))
    let frame = session.handle(message: #"{"t":"toggle","id":"\#(toggle)","v":true,"s":1}"#)
    #expect(
      frame
        == #"{"t":"patch","ack":1,"p":[{"op":"insert","id":"n2","i":1,"html":"\u003cspan id=\"n7\" class=\"cw-text\"\u003eDetails\u003c/span\u003e"}],"#
        + #""anim":{"curve":"easeOut","ms":200,"delay":0,"ease":"ease-out"}}"#
    )
  }
}
