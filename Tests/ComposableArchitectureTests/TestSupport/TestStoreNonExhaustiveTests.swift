import ComposableArchitecture
import Testing

// `exhaustivity = .off`: only what the test asserts is checked. Received actions it does not
// assert are skipped, effects may still run at the end, but an asserted change must still hold.

@Suite struct TestStoreNonExhaustiveTests {
  let scheduler = DispatchQueue.test

  func makeStore() -> TestStore<
    CounterState, CounterState, CounterAction, CounterAction, CounterEnvironment
  > {
    let store = TestStore(
      initialState: CounterState(),
      reducer: counterReducer,
      environment: .test(scheduler: scheduler)
    )
    store.exhaustivity = .off
    return store
  }

  @Test func unassertedReceivedActionsAndRunningEffectsPass() {
    let failures = recordFailures(mayPass: true) {
      let store = makeStore()
      store.send(.incrementTimes(3))
      // Only the part of the state the test cares about.
      store.send(.factButtonTapped) { $0.isLoading = true }
      store.send(.decrementButtonTapped) { $0.count = 2 }
      store.send(.timerStartTapped)
      scheduler.advance(by: 2)
      // The timer is left running and its ticks unreceived.
    }
    #expect(failures == [])
  }

  @Test func receiveSkipsTheActionsBeforeTheAssertedOne() {
    let store = makeStore()
    store.send(.refresh)
    scheduler.advance()
    store.receive(.factResponse("1 is a good number.")) { $0.fact = "1 is a good number." }
    #expect(store.state == CounterState(count: 1, fact: "1 is a good number.", isLoading: false))
  }

  @Test func updatesAreCheckedAgainstTheRealState() {
    let store = makeStore()
    store.send(.refresh)
    // Both the received increment and the fact request are already in the state.
    store.send(.incrementButtonTapped) {
      $0.count = 2
      $0.isLoading = true
    }
  }

  @Test func anAssertedChangeThatDoesNotHoldFails() {
    let store = makeStore()
    store.send(.incrementTimes(2))
    let message = """
      State change does not match expectation:

          CounterState(
        −   count: 4,
        +   count: 3,
            fact: nil,
            isLoading: false,
            isTimerRunning: false
          )

      (Expected: −, Actual: +)

        Action:
          CounterAction.incrementButtonTapped
      """
    expectFailure(message, line: #line + 1) {
      store.send(.incrementButtonTapped) { $0.count = 4 }
    }
  }

  @Test func anAssertedReceivedChangeThatDoesNotHoldFails() {
    let store = makeStore()
    store.send(.refresh)
    scheduler.advance()
    let message = """
      State change does not match expectation:

          CounterState(
            count: 1,
        −   fact: "0 is a good number.",
        +   fact: "1 is a good number.",
            isLoading: false,
            isTimerRunning: false
          )

      (Expected: −, Actual: +)

        Action:
          CounterAction.factResponse("1 is a good number.")
      """
    expectFailure(message, line: #line + 1) {
      store.receive(.factResponse("1 is a good number.")) { $0.fact = "0 is a good number." }
    }
  }

  @Test func receivingAnActionThatNeverArrivedFails() {
    let store = makeStore()
    store.send(.incrementTimes(2))
    let message = """
      Expected to receive an action, but it has not arrived, and no effect is running that \
      could send it.

        Expected:
          CounterAction.decrementButtonTapped
      """
    expectFailure(message, line: #line + 1) {
      store.receive(.decrementButtonTapped)
    }
  }

  @Test func exhaustivityCanBeTurnedBackOn() {
    let store = makeStore()
    store.send(.incrementTimes(2))
    store.send(.decrementButtonTapped)
    store.exhaustivity = .on
    // From the real state on, everything is asserted again.
    store.send(.incrementButtonTapped) { $0.count = 2 }
    store.send(.incrementTimes(1))
    store.receive(.incrementButtonTapped) { $0.count = 3 }
  }

  @Test @MainActor func asyncReceiveWaitsForTheAssertedAction() async {
    let store = TestStore(
      initialState: AsyncState(),
      reducer: asyncReducer,
      environment: .test(scheduler: scheduler)
    )
    store.exhaustivity = .off
    await store.send(.countTapped(upTo: 3))
    await store.receive(.counted(3)) { $0.counts = [1, 2, 3] }
    await store.send(.listenTapped)
  }
}
