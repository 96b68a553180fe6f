import ComposableWeb
import Testing
import WebTestSupport

/// `Toggle`: markup, toggling through plain and view store bindings, and refusals.
@Suite struct ToggleTests {
  @Test func rendersALabelledSwitch() {
    let session = RenderSession(root: Toggle("Protect my posts", isOn: .constant(true)))
    #expect(
      session.html
        == #"<div id="n1" class="cw-root"><label id="n2" class="cw-toggle">"#
        + #"<span id="n3" class="cw-label"><span id="n4" class="cw-text">Protect my posts</span></span>"#
        + #"<input id="n5" type="checkbox" role="switch" class="cw-switch" checked data-cw="toggle">"#
        + #"</label></div>"#
    )
  }

  @Test func toggleWritesTheBinding() throws {
    let isOn = Box(false)
    let session = RenderSession(root: Toggle("On", isOn: isOn.binding))
    let input = try #require(session.nodeID("input"))
    #expect(try session.dispatch(.toggle(id: input, isOn: true)) == [])
    #expect(isOn.value)
  }

  @Test func aRefusedToggleIsSwitchedBack() throws {
    // A binding that ignores writes: the browser switched on its own, so the session puts the
    // switch back.
    let session = RenderSession(root: Toggle("Locked", isOn: .constant(false)))
    let input = try #require(session.nodeID("input"))
    #expect(
      try session.dispatch(.toggle(id: input, isOn: true))
        == [.removeAttribute(id: input, name: "checked")]
    )
  }

  @Test func toggleThroughAStoreRevealsContent() throws {
    struct State: Equatable { var isOn = false }
    enum Action: Equatable { case setOn(Bool) }
    let log = ActionLog<Action>()
    let store = recordingStore(State(), log: log) { state, action in
      if case let .setOn(isOn) = action { state.isOn = isOn }
    }
    let session = RenderSession {
      WithViewStore(store) { viewStore in
        Toggle("Notifications", isOn: viewStore.binding(get: \.isOn, send: Action.setOn))
        if viewStore.isOn { Text("Daily digest") }
      }
    }
    let input = try #require(session.nodeID("input"))
    let patches = try session.dispatch(.toggle(id: input, isOn: true))
    #expect(log.actions == [.setOn(true)])
    #expect(
      patches == [
        .insert(parent: "n2", index: 1, html: #"<span id="n7" class="cw-text">Daily digest</span>"#)
      ]
    )
  }
}
