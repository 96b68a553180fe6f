import ComposableArchitecture
import Testing

// Correct tests pass without a single failure. The tests here are synchronous, non-isolated Swift
// Testing functions — the 2021 style — that time effects with a test scheduler.

@Suite struct TestStoreTests {
  let scheduler = DispatchQueue.test

  @Test func aCorrectTestReportsNoFailures() {
    // Recorded explicitly, the end of the test (when the store goes away) included.
    let failures = recordFailures(mayPass: true) {
      let store = TestStore(
        initialState: CounterState(),
        reducer: counterReducer,
        environment: .test(scheduler: scheduler)
      )
      store.send(.incrementButtonTapped) { $0.count = 1 }
      store.send(.factButtonTapped) { $0.isLoading = true }
      scheduler.advance()
      store.receive(.factResponse("1 is a good number.")) {
        $0.isLoading = false
        $0.fact = "1 is a good number."
      }
    }
    #expect(failures == [])
  }

  @Test func sendAndReceiveWithATestScheduler() {
    let store = TestStore(
      initialState: CounterState(),
      reducer: counterReducer,
      environment: .test(scheduler: scheduler)
    )
    store.send(.incrementButtonTapped) { $0.count = 1 }
    store.send(.decrementButtonTapped) { $0.count = 0 }
    store.send(.factButtonTapped) { $0.isLoading = true }
    scheduler.advance()
    store.receive(.factResponse("0 is a good number.")) {
      $0.isLoading = false
      $0.fact = "0 is a good number."
    }
  }

  @Test func sendWithoutUpdateWhenStateDoesNotChange() {
    let store = TestStore(
      initialState: CounterState(),
      reducer: counterReducer,
      environment: .test(scheduler: scheduler)
    )
    store.send(.incrementTimes(0))
  }

  @Test func timerTicksUntilStopped() {
    let store = TestStore(
      initialState: CounterState(),
      reducer: counterReducer,
      environment: .test(scheduler: scheduler)
    )
    store.send(.timerStartTapped) { $0.isTimerRunning = true }
    scheduler.advance(by: 2)
    store.receive(.timerTicked) { $0.count = 1 }
    store.receive(.timerTicked) { $0.count = 2 }
    scheduler.advance(by: 1)
    store.receive(.timerTicked) { $0.count = 3 }
    store.send(.timerStopTapped) { $0.isTimerRunning = false }
    scheduler.advance(by: 10)
  }

  @Test func actionsFedBackAtOnceAreReceivedInOrder() {
    let store = TestStore(
      initialState: CounterState(),
      reducer: counterReducer,
      environment: .test(scheduler: scheduler)
    )
    store.send(.refresh)
    store.receive(.incrementButtonTapped) { $0.count = 1 }
    store.receive(.factButtonTapped) { $0.isLoading = true }
    scheduler.advance()
    store.receive(.factResponse("1 is a good number.")) {
      $0.isLoading = false
      $0.fact = "1 is a good number."
    }
    store.send(.incrementTimes(2))
    store.receive(.incrementButtonTapped) { $0.count = 2 }
    store.receive(.incrementButtonTapped) { $0.count = 3 }
  }

  @Test func environmentCanChangeBetweenSteps() {
    let store = TestStore(
      initialState: CounterState(),
      reducer: counterReducer,
      environment: .test(scheduler: scheduler)
    )
    store.send(.factButtonTapped) { $0.isLoading = true }
    scheduler.advance()
    store.receive(.factResponse("0 is a good number.")) {
      $0.isLoading = false
      $0.fact = "0 is a good number."
    }

    store.environment.fact = { Effect(value: "\($0) is a great number.") }
    store.send(.factButtonTapped) { $0.isLoading = true }
    scheduler.advance()
    store.receive(.factResponse("0 is a great number.")) {
      $0.isLoading = false
      $0.fact = "0 is a great number."
    }
  }

  @Test func stateIsReadable() {
    let store = TestStore(
      initialState: CounterState(count: 41),
      reducer: counterReducer,
      environment: .test(scheduler: scheduler)
    )
    #expect(store.state.count == 41)
    store.send(.incrementButtonTapped) { $0.count = 42 }
    #expect(store.state == CounterState(count: 42))
    store.send(.incrementTimes(1))
    // The state as of the last assertion: the received increment is not asserted yet.
    #expect(store.state.count == 42)
    store.receive(.incrementButtonTapped) { $0.count = 43 }
    #expect(store.state.count == 43)
  }

  @Test func scopedToAChild() {
    let store = TestStore(
      initialState: ParentState(),
      reducer: parentReducer,
      environment: .test(scheduler: scheduler)
    )
    let counter = store.scope(state: \.counter, action: ParentAction.counter)
    counter.send(.incrementButtonTapped) { $0.count = 1 }
    counter.send(.factButtonTapped) { $0.isLoading = true }
    scheduler.advance()
    counter.receive(.counter(.factResponse("1 is a good number."))) {
      $0.isLoading = false
      $0.fact = "1 is a good number."
    }
    #expect(counter.state.fact == "1 is a good number.")

    // The parent saw the child's actions; it asserts its own part.
    #expect(store.state.total == 1)
    store.send(.resetTotal) { $0.total = 0 }
  }

  @Test func scopedToAPartOfTheState() {
    let store = TestStore(
      initialState: ParentState(),
      reducer: parentReducer,
      environment: .test(scheduler: scheduler)
    )
    let total = store.scope(state: \.total)
    total.send(.counter(.incrementButtonTapped)) { $0 = 1 }
    total.send(.counter(.incrementTimes(2)))
    total.receive(.counter(.incrementButtonTapped)) { $0 = 2 }
    total.receive(.counter(.incrementButtonTapped)) { $0 = 3 }
    #expect(store.state.counter.count == 3)
  }
}
