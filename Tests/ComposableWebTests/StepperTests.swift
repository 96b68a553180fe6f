import ComposableWeb
import Testing
import WebTestSupport

/// `Stepper`: bounded values, actions, and disabled ends.
@Suite struct StepperTests {
  @Test func rendersALabelAndTwoButtons() {
    let session = RenderSession(root: Stepper("Quantity", value: .constant(0), in: 0...2))
    #expect(
      session.html
        == #"<div id="n1" class="cw-root"><div id="n2" class="cw-stepper" role="group" data-cw="step">"#
        + #"<span id="n3" class="cw-label"><span id="n4" class="cw-text">Quantity</span></span>"#
        + #"<button id="n5" type="button" class="cw-step" aria-label="Decrement" data-step="dec" disabled>−</button>"#
        + #"<button id="n6" type="button" class="cw-step" aria-label="Increment" data-step="inc">+</button>"#
        + #"</div></div>"#
    )
  }

  @Test func stepsWithinBounds() throws {
    let quantity = Box(1)
    let session = RenderSession(root: Stepper("Quantity", value: quantity.binding, in: 0...2))
    let stepper = try #require(session.nodeID("div"))
    try session.dispatch(.step(id: stepper, increment: true))
    #expect(quantity.value == 2)
    // At the upper bound the increment button renders disabled and presses are ignored.
    _ = session.refresh()
    try session.dispatch(.step(id: stepper, increment: true))
    #expect(quantity.value == 2)
    try session.dispatch(.step(id: stepper, increment: false))
    #expect(quantity.value == 1)
  }

  @Test func stepperSendsActionsThroughAStore() throws {
    let log = ActionLog<CounterAction>()
    let store = recordingStore(CounterState(id: 1), log: log, reduce: reduceCounter)
    let session = RenderSession {
      WithViewStore(store) { viewStore in
        Stepper(
          "\(viewStore.count)",
          onIncrement: { viewStore.send(.increment) },
          onDecrement: { viewStore.send(.decrement) }
        )
      }
    }
    let stepper = try #require(session.nodeID("div"))
    let patches = try session.dispatch(.step(id: stepper, increment: true))
    #expect(log.actions == [.increment])
    #expect(patches == [.setText(id: "n5", text: "1")])
    try session.dispatch(.step(id: stepper, increment: false))
    #expect(log.actions == [.increment, .decrement])
  }
}
