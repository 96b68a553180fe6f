import ComposableArchitecture
import Testing

// Every failure an exhaustive TestStore reports, pinned: its full text, and the line of the test
// it points at. Each mistake makes exactly one failure.

@Suite struct TestStoreFailureTests {
  let scheduler = DispatchQueue.test

  func makeStore() -> TestStore<
    CounterState, CounterState, CounterAction, CounterAction, CounterEnvironment
  > {
    TestStore(
      initialState: CounterState(),
      reducer: counterReducer,
      environment: .test(scheduler: scheduler)
    )
  }

  @Test func stateChangeDoesNotMatchExpectation() {
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
    expectFailure(message, line: #line + 1) {
      store.send(.incrementButtonTapped) { $0.count = 2 }
    }
    // The store moves on to the real state: the next step is asserted against it.
    store.send(.incrementButtonTapped) { $0.count = 2 }
  }

  @Test func unchangedDiffLinesStartWithAFigureSpace() {
    let store = makeStore()
    let failures = recordFailures {
      store.send(.incrementButtonTapped) { $0.count = 2 }
    }
    #expect(failures.count == 1)
    #expect(failures.first?.message.contains("\n  \u{2007}   fact: nil,\n") == true)
    #expect(failures.first?.message.contains("\n  −   count: 2,\n  +   count: 1,\n") == true)
  }

  @Test func stateChangedButNoUpdateWasGiven() {
    let store = makeStore()
    let message = """
      State change does not match expectation:

          CounterState(
        −   count: 0,
        +   count: -1,
            fact: nil,
            isLoading: false,
            isTimerRunning: false
          )

      (Expected: −, Actual: +)

        Action:
          CounterAction.decrementButtonTapped
      """
    expectFailure(message, line: #line + 1) {
      store.send(.decrementButtonTapped)
    }
  }

  @Test func receivedStateChangeDoesNotMatchExpectation() {
    let store = makeStore()
    store.send(.factButtonTapped) { $0.isLoading = true }
    scheduler.advance()
    let message = """
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
    expectFailure(message, line: #line + 1) {
      store.receive(.factResponse("0 is a good number.")) {
        $0.isLoading = false
        $0.fact = "1 is a good number."
      }
    }
  }

  @Test func receivedActionDiffersFromAsserted() {
    let store = makeStore()
    store.send(.factButtonTapped) { $0.isLoading = true }
    scheduler.advance()
    let message = """
      Received a different action than expected:

        − CounterAction.factResponse("1 is a good number.")
        + CounterAction.factResponse("0 is a good number.")

      (Expected: −, Received: +)
      """
    expectFailure(message, line: #line + 1) {
      store.receive(.factResponse("1 is a good number.")) {
        $0.isLoading = false
        $0.fact = "0 is a good number."
      }
    }
  }

  @Test func receivedActionAndItsStateChangeBothDiffer() {
    let store = makeStore()
    store.send(.factButtonTapped) { $0.isLoading = true }
    scheduler.advance()
    let line = #line + 33
    expectFailures([
      ExpectedFailure(
        """
        Received a different action than expected:

          − CounterAction.factResponse("1 is a good number.")
          + CounterAction.factResponse("0 is a good number.")

        (Expected: −, Received: +)
        """,
        line: line
      ),
      ExpectedFailure(
        """
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
        """,
        line: line
      ),
    ]) {
      store.receive(.factResponse("1 is a good number.")) {
        $0.isLoading = false
        $0.fact = "1 is a good number."
      }
    }
  }

  @Test func receivedActionsMustBeHandledBeforeSending() {
    let store = makeStore()
    store.send(.incrementTimes(2))
    let message = """
      Must handle 2 received actions before sending an action:

        Unhandled actions: [
          [0]: .incrementButtonTapped,
          [1]: .incrementButtonTapped
        ]

        Sending:
          CounterAction.decrementButtonTapped
      """
    expectFailure(message, line: #line + 1) {
      store.send(.decrementButtonTapped) { $0.count = 1 }
    }
    // The unhandled actions were skipped, so this send is asserted from the state they left,
    // and the end of the test does not report them again.
    store.send(.decrementButtonTapped) { $0.count = 0 }
  }

  @Test func oneReceivedActionMustBeHandledBeforeSending() {
    let store = makeStore()
    store.send(.factButtonTapped) { $0.isLoading = true }
    scheduler.advance()
    let message = """
      Must handle 1 received action before sending an action:

        Unhandled actions: [
          [0]: .factResponse("0 is a good number.")
        ]

        Sending:
          CounterAction.incrementButtonTapped
      """
    expectFailure(message, line: #line + 1) {
      store.send(.incrementButtonTapped) { $0.count = 1 }
    }
  }

  @Test func actionsLeftUnreceivedAreReportedAtTheEnd() {
    // Reported when the store goes away, pointing at where it was made.
    let message = """
      The store received 2 actions that the test did not assert:

        Unhandled actions: [
          [0]: .incrementButtonTapped,
          [1]: .incrementButtonTapped
        ]

      Assert each with "receive", or set "exhaustivity" to ".off".
      """
    expectFailure(message, line: #line + 1) {
      let store = TestStore(
        initialState: CounterState(),
        reducer: counterReducer,
        environment: .test(scheduler: scheduler)
      )
      store.send(.incrementTimes(2))
    }
  }

  @Test func oneActionLeftUnreceivedIsReportedAtTheEnd() {
    let message = """
      The store received 1 action that the test did not assert:

        Unhandled actions: [
          [0]: .factResponse("0 is a good number.")
        ]

      Assert each with "receive", or set "exhaustivity" to ".off".
      """
    expectFailure(message, line: #line + 1) {
      let store = TestStore(
        initialState: CounterState(), reducer: counterReducer,
        environment: .test(scheduler: scheduler)
      )
      store.send(.factButtonTapped) { $0.isLoading = true }
      scheduler.advance()
    }
  }

  @Test func receiveWhenNoActionArrivedAndNoEffectRuns() {
    let store = makeStore()
    let message = """
      Expected to receive an action, but it has not arrived, and no effect is running that \
      could send it.

        Expected:
          CounterAction.incrementButtonTapped
      """
    expectFailure(message, line: #line + 1) {
      store.receive(.incrementButtonTapped)
    }
  }

  @Test func receiveBeforeTheSchedulerRan() {
    let store = makeStore()
    store.send(.factButtonTapped) { $0.isLoading = true }
    let message = """
      Expected to receive an action, but it has not arrived yet. Effects are still running: if \
      one waits on a scheduler, advance the scheduler before receiving.

        Expected:
          CounterAction.factResponse("0 is a good number.")
      """
    expectFailure(message, line: #line + 1) {
      store.receive(.factResponse("0 is a good number."))
    }
    scheduler.advance()
    store.receive(.factResponse("0 is a good number.")) {
      $0.isLoading = false
      $0.fact = "0 is a good number."
    }
  }

  @Test func effectStillRunningAtTheEnd() {
    // Reported when the store goes away, pointing at the send that started the effect.
    let message = """
      An effect started by this action is still running at the end of the test:

        Action:
          CounterAction.factButtonTapped

      Every effect must finish before the test ends. Do one of the following:
        • If the effect waits on a scheduler ("receive(on:)", "delay", "debounce", …), advance \
      the test scheduler far enough for it to finish, or use an immediate scheduler.
        • If the effect runs until cancelled (a timer, a long-living subscription), make it \
      ".cancellable(id:)" and send the action that cancels it before the test ends.
      """
    expectFailure(message, line: #line + 3) {
      let store = makeStore()
      store.send(.incrementButtonTapped) { $0.count = 1 }
      store.send(.factButtonTapped) { $0.isLoading = true }
    }
  }

  @Test func everyEffectStillRunningIsReported() {
    func message(_ action: String) -> String {
      """
      An effect started by this action is still running at the end of the test:

        Action:
          \(action)

      Every effect must finish before the test ends. Do one of the following:
        • If the effect waits on a scheduler ("receive(on:)", "delay", "debounce", …), advance \
      the test scheduler far enough for it to finish, or use an immediate scheduler.
        • If the effect runs until cancelled (a timer, a long-living subscription), make it \
      ".cancellable(id:)" and send the action that cancels it before the test ends.
      """
    }
    let line = #line + 6
    expectFailures([
      ExpectedFailure(message("CounterAction.timerStartTapped"), line: line),
      ExpectedFailure(message("CounterAction.factButtonTapped"), line: line + 1),
    ]) {
      let store = makeStore()
      store.send(.timerStartTapped) { $0.isTimerRunning = true }
      store.send(.factButtonTapped) { $0.isLoading = true }
    }
  }

  @Test func updateThrows() {
    struct UpdateFailed: Error {}
    let store = makeStore()
    let message = """
      The update closure threw an error:

        TestStoreFailureTests.UpdateFailed()

        Action:
          CounterAction.incrementButtonTapped
      """
    expectFailure(message, line: #line + 1) {
      store.send(.incrementButtonTapped) { _ in throw UpdateFailed() }
    }
  }

  @Test func receiveUpdateThrows() {
    struct UpdateFailed: Error {}
    let store = makeStore()
    store.send(.incrementTimes(1))
    let message = """
      The update closure threw an error:

        TestStoreFailureTests.UpdateFailed()

        Action:
          CounterAction.incrementButtonTapped
      """
    expectFailure(message, line: #line + 1) {
      store.receive(.incrementButtonTapped) { _ in throw UpdateFailed() }
    }
  }

  @Test func scopedStoreFailuresShowTheLocalStateAndAction() {
    let store = TestStore(
      initialState: ParentState(),
      reducer: parentReducer,
      environment: .test(scheduler: scheduler)
    )
    let counter = store.scope(state: \.counter, action: ParentAction.counter)
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
    expectFailure(message, line: #line + 1) {
      counter.send(.incrementButtonTapped) { $0.count = 2 }
    }
  }
}
