import ComposableWeb
import Testing
import WebTestSupport

/// `Button`: markup, clicks, roles and custom labels.
@Suite struct ButtonTests {
  @Test func rendersAndRunsItsAction() throws {
    let taps = Box(0)
    let session = RenderSession(root: Button("Tap me") { taps.value += 1 })
    #expect(
      session.html.contains(
        #"<button id="n2" type="button" class="cw-button" data-cw="click">Tap me</button>"#)
    )
    try session.dispatch(.click(id: "n2"))
    try session.dispatch(.click(id: "n2"))
    #expect(taps.value == 2)
  }

  @Test func sendsAnActionThroughAViewStore() throws {
    let log = ActionLog<CounterAction>()
    let store = recordingStore(CounterState(id: 1), log: log, reduce: reduceCounter)
    let session = RenderSession(root: CounterView(store: store))
    let plus = try #require(session.nodeID("button", label: "+"))
    let count = try #require(session.nodeID("span", label: "0"))
    let patches = try session.dispatch(.click(id: plus))
    #expect(log.actions == [.increment])
    #expect(patches == [.setText(id: count, text: "1")])
  }

  @Test func customLabelAndRole() throws {
    let session = RenderSession {
      Button(role: .destructive, action: {}) {
        HStack { Text("Delete") }
      }
    }
    #expect(session.html.contains(#"class="cw-button cw-destructive""#))
    #expect(session.html.contains(#"<span id="n4" class="cw-text">Delete</span>"#))
    let button = try #require(session.nodeID("button"))
    #expect(throws: EventError.unsupportedEvent(type: "input", id: button)) {
      try session.dispatch(.input(id: button, value: "x"))
    }
  }

  @Test func buttonStyleAddsAClass() {
    let session = RenderSession(root: Button("Plain") {}.buttonStyle(.borderless))
    #expect(session.html.contains(#"class="cw-button cw-bs-borderless""#))
  }
}
