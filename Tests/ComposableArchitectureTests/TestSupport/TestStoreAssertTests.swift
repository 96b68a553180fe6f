import ComposableArchitecture
import Testing

// The step form of a test: `store.assert(.send(…), .receive(…), .environment { … }, .do { … },
// .sequence([…]))`. A failing step points at its own line.

private typealias CounterTestStore = TestStore<
  CounterState, CounterState, CounterAction, CounterAction, CounterEnvironment
>

@Suite struct TestStoreAssertTests {
  let scheduler = DispatchQueue.test

  private func makeStore() -> CounterTestStore {
    TestStore(
      initialState: CounterState(),
      reducer: counterReducer,
      environment: .test(scheduler: scheduler)
    )
  }

  /// Steps shared between tests.
  private func fetchFact(_ fact: String) -> CounterTestStore.Step {
    .sequence([
      .send(.factButtonTapped) { $0.isLoading = true },
      .do { scheduler.advance() },
      .receive(.factResponse(fact)) {
        $0.isLoading = false
        $0.fact = fact
      },
    ])
  }

  @Test func everyKindOfStep() {
    let store = makeStore()
    store.assert(
      .send(.incrementButtonTapped) { $0.count = 1 },
      .send(.factButtonTapped) { $0.isLoading = true },
      .do { scheduler.advance() },
      .receive(.factResponse("1 is a good number.")) {
        $0.isLoading = false
        $0.fact = "1 is a good number."
      },
      .environment { $0.fact = { Effect(value: "\($0) is a great number.") } },
      fetchFact("1 is a great number."),
      .send(.incrementTimes(1)),
      .receive(.incrementButtonTapped) { $0.count = 2 }
    )
  }

  @Test func stepsAsAnArray() {
    let store = makeStore()
    let steps: [CounterTestStore.Step] = [
      .send(.timerStartTapped) { $0.isTimerRunning = true },
      .do { scheduler.advance(by: 1) },
      .receive(.timerTicked) { $0.count = 1 },
      .send(.timerStopTapped) { $0.isTimerRunning = false },
    ]
    store.assert(steps)
  }

  @Test func aFailingSendStepPointsAtItsLine() {
    let store = makeStore()
    let message = """
      State change does not match expectation:

          CounterState(
        −   count: 2,
        +   count: 1,
            fact: nil,
            isLoading: false,
            isTimerRunning: false
          )

      (Expected: −, Actual: +)

        Action:
          CounterAction.incrementButtonTapped
      """
    expectFailure(message, line: #line + 4) {
      store.assert(
        .send(.decrementButtonTapped) { $0.count = -1 },
        .send(.incrementButtonTapped) { $0.count = 0 },
        .send(.incrementButtonTapped) { $0.count = 2 }
      )
    }
  }

  @Test func aFailingReceiveStepPointsAtItsLine() {
    let store = makeStore()
    let message = """
      Expected to receive an action, but it has not arrived yet. Effects are still running: if \
      one waits on a scheduler, advance the scheduler before receiving.

        Expected:
          CounterAction.factResponse("0 is a good number.")
      """
    expectFailure(message, line: #line + 3) {
      store.assert(
        .send(.factButtonTapped) { $0.isLoading = true },
        .receive(.factResponse("0 is a good number.")) { $0.fact = "0 is a good number." }
      )
    }
    scheduler.advance()
    store.receive(.factResponse("0 is a good number.")) {
      $0.isLoading = false
      $0.fact = "0 is a good number."
    }
  }

  @Test func aFailingStepInASequencePointsAtItsLine() {
    let store = makeStore()
    let actionMessage = """
      Received a different action than expected:

        − CounterAction.factResponse("1 is a good number.")
        + CounterAction.factResponse("0 is a good number.")

      (Expected: −, Received: +)
      """
    let stateMessage = """
      State change does not match expectation:

          CounterState(
            count: 0,
        −   fact: "1 is a good number.",
        +   fact: "0 is a good number.",
            isLoading: false,
            isTimerRunning: false
          )

      (Expected: −, Actual: +)

        Action:
          CounterAction.factResponse("0 is a good number.")
      """
    // The failing step is written in `fetchFact`, so the failures point there.
    let stepLine = 27
    expectFailures([
      ExpectedFailure(actionMessage, line: stepLine),
      ExpectedFailure(stateMessage, line: stepLine),
    ]) {
      store.assert(fetchFact("1 is a good number."))
    }
  }

  @Test func aThrowingDoStep() {
    struct AdvanceFailed: Error {}
    let store = makeStore()
    let message = """
      The ".do" step threw an error:

        TestStoreAssertTests.AdvanceFailed()
      """
    expectFailure(message, line: #line + 3) {
      store.assert(
        .send(.incrementButtonTapped) { $0.count = 1 },
        .do { throw AdvanceFailed() },
        .send(.incrementButtonTapped) { $0.count = 2 }
      )
    }
  }

  @Test func aThrowingEnvironmentStep() {
    struct NoFactClient: Error {}
    let store = makeStore()
    let message = """
      The ".environment" step threw an error:

        TestStoreAssertTests.NoFactClient()
      """
    expectFailure(message, line: #line + 2) {
      store.assert(
        .environment { _ in throw NoFactClient() }
      )
    }
  }
}
