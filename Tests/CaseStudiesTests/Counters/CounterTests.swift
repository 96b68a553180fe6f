import CaseStudies
import ComposableArchitecture
import Testing

@Suite struct CounterTests {
  let mainQueue = DispatchQueue.test

  func makeStore(
    _ state: CounterState = CounterState(id: UUID(0)),
    fact: FactClient = .failing
  ) -> TestStore<CounterState, CounterState, CounterAction, CounterAction, CounterEnvironment> {
    TestStore(
      initialState: state,
      reducer: counterReducer,
      environment: CounterEnvironment(fact: fact, mainQueue: mainQueue.eraseToAnyScheduler())
    )
  }

  @Test func incrementAndDecrement() {
    let store = makeStore()
    store.send(.incrementButtonTapped) { $0.count = 1 }
    store.send(.incrementButtonTapped) { $0.count = 2 }
    store.send(.decrementButtonTapped) { $0.count = 1 }
    store.send(.decrementButtonTapped) { $0.count = 0 }
    store.send(.decrementButtonTapped) { $0.count = -1 }
  }

  @Test func factRequestDeliversOnTheMainQueue() {
    let store = makeStore(CounterState(id: UUID(0), count: 3), fact: .mock)
    store.send(.factButtonTapped) { $0.isFactRequestInFlight = true }
    // Nothing arrives until the main queue runs.
    store.environment.fact = .failing
    mainQueue.advance()
    store.receive(.factResponse(.success("3 is a good number."))) {
      $0.isFactRequestInFlight = false
    }
  }

  @Test func factFailureShowsAnAlertUntilDismissed() {
    let store = makeStore(CounterState(id: UUID(0), count: 5), fact: .unavailable)
    store.send(.factButtonTapped) { $0.isFactRequestInFlight = true }
    mainQueue.advance()
    store.receive(.factResponse(.failure(FactClient.Failure()))) {
      $0.isFactRequestInFlight = false
      $0.alert = AlertState(
        title: TextState("Couldn't load a fact"),
        message: TextState("There is no fact about 5 right now. Try again later."),
        dismissButton: .default(TextState("OK"), action: .send(.alertDismissed))
      )
    }
    store.send(.alertDismissed) { $0.alert = nil }
  }

  @Test func changingTheCountCancelsTheFactRequest() {
    let store = makeStore(fact: .mock)
    store.send(.factButtonTapped) { $0.isFactRequestInFlight = true }
    store.send(.incrementButtonTapped) {
      $0.count = 1
      $0.isFactRequestInFlight = false
    }
    store.send(.factButtonTapped) { $0.isFactRequestInFlight = true }
    store.send(.decrementButtonTapped) {
      $0.count = 0
      $0.isFactRequestInFlight = false
    }
    // The stale answers never arrive.
    mainQueue.advance()
  }

  @Test func askingAgainReplacesTheRequestInFlight() {
    let store = makeStore(CounterState(id: UUID(0), count: 1), fact: .mock)
    store.send(.factButtonTapped) { $0.isFactRequestInFlight = true }
    store.send(.factButtonTapped)
    mainQueue.advance()
    store.receive(.factResponse(.success("1 is a good number."))) {
      $0.isFactRequestInFlight = false
    }
  }

  @Test func removingCancelsTheFactRequest() {
    let store = makeStore(fact: .mock)
    store.send(.factButtonTapped) { $0.isFactRequestInFlight = true }
    store.send(.removeButtonTapped) { $0.isFactRequestInFlight = false }
    mainQueue.advance()
  }

  @Test func removingWithNothingInFlightDoesNothing() {
    let store = makeStore()
    store.send(.removeButtonTapped)
  }
}
