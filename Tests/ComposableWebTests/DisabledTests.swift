import ComposableWeb
import Testing
import WebTestSupport

/// `.disabled(_:)`: rendered, and enforced on the server.
@Suite struct DisabledTests {
  @Test func disabledControlsRenderAndRefuseEvents() throws {
    let taps = Box(0)
    let text = Box("")
    let session = RenderSession {
      VStack {
        Button("Log in") { taps.value += 1 }
        TextField("Name", text: text.binding)
      }
      .disabled(true)
    }
    let button = try #require(session.nodeID("button"))
    let field = try #require(session.nodeID("input"))
    #expect(session.html.contains(#"data-cw="click" disabled>Log in</button>"#))
    // A crafted message can't press a disabled button.
    #expect(throws: EventError.disabled(button)) { try session.dispatch(.click(id: button)) }
    #expect(throws: EventError.disabled(field)) {
      try session.dispatch(.input(id: field, value: "x"))
    }
    #expect(taps.value == 0)
    #expect(text.value == "")
  }

  @Test func disablingFollowsState() throws {
    struct State: Equatable { var isValid = false }
    enum Action: Equatable { case validate, submit }
    let log = ActionLog<Action>()
    let store = recordingStore(State(), log: log) { state, action in
      if action == .validate { state.isValid = true }
    }
    let session = RenderSession {
      WithViewStore(store) { viewStore in
        Button("Validate") { viewStore.send(.validate) }
        Button("Submit") { viewStore.send(.submit) }
          .disabled(!viewStore.isValid)
      }
    }
    let validate = try #require(session.nodeID("button", label: "Validate"))
    let submit = try #require(session.nodeID("button", label: "Submit"))
    #expect(
      try session.dispatch(.click(id: validate)) == [.removeAttribute(id: submit, name: "disabled")]
    )
    try session.dispatch(.click(id: submit))
    #expect(log.actions == [.validate, .submit])
  }
}
