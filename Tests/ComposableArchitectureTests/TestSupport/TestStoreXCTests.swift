import ComposableArchitecture
import XCTest

// The TestStore under XCTest, written as 2021 tests were: synchronous, unannotated test methods
// that time effects with a test scheduler, plus one `@MainActor` async test. Linux XCTest cannot
// expect failures, so only passing tests are here; the failures are pinned under Swift Testing.

final class TestStoreXCTests: XCTestCase {
  let scheduler = DispatchQueue.test

  func testSendAndReceive() {
    let store = TestStore(
      initialState: CounterState(),
      reducer: counterReducer,
      environment: CounterEnvironment(
        fact: { Effect(value: "\($0) is a good number.") },
        scheduler: scheduler.eraseToAnyScheduler()
      )
    )
    store.send(.incrementButtonTapped) {
      $0.count = 1
    }
    store.send(.factButtonTapped) {
      $0.isLoading = true
    }
    scheduler.advance()
    store.receive(.factResponse("1 is a good number.")) {
      $0.isLoading = false
      $0.fact = "1 is a good number."
    }
    XCTAssertEqual(store.state.fact, "1 is a good number.")
  }

  func testTimer() {
    let store = TestStore(
      initialState: CounterState(),
      reducer: counterReducer,
      environment: .test(scheduler: scheduler)
    )
    store.send(.timerStartTapped) { $0.isTimerRunning = true }
    scheduler.advance(by: 2)
    store.receive(.timerTicked) { $0.count = 1 }
    store.receive(.timerTicked) { $0.count = 2 }
    store.send(.timerStopTapped) { $0.isTimerRunning = false }
  }

  func testEnvironmentSwap() {
    let store = TestStore(
      initialState: CounterState(),
      reducer: counterReducer,
      environment: .test(scheduler: scheduler)
    )
    store.environment.fact = { Effect(value: "\($0) is a great number.") }
    store.send(.factButtonTapped) { $0.isLoading = true }
    scheduler.advance()
    store.receive(.factResponse("0 is a great number.")) {
      $0.isLoading = false
      $0.fact = "0 is a great number."
    }
  }

  func testAssertSteps() {
    let store = TestStore(
      initialState: CounterState(),
      reducer: counterReducer,
      environment: .test(scheduler: scheduler)
    )
    store.assert(
      .send(.incrementButtonTapped) { $0.count = 1 },
      .environment { $0.fact = { Effect(value: "\($0) is a great number.") } },
      .send(.factButtonTapped) { $0.isLoading = true },
      .do { self.scheduler.advance() },
      .receive(.factResponse("1 is a great number.")) {
        $0.isLoading = false
        $0.fact = "1 is a great number."
      }
    )
  }

  func testScope() {
    let store = TestStore(
      initialState: ParentState(),
      reducer: parentReducer,
      environment: .test(scheduler: scheduler)
    )
    let counter = store.scope(state: \.counter, action: ParentAction.counter)
    counter.send(.incrementTimes(1))
    counter.receive(.counter(.incrementButtonTapped)) { $0.count = 1 }
    XCTAssertEqual(store.state.total, 1)
  }

  func testNonExhaustive() {
    let store = TestStore(
      initialState: CounterState(),
      reducer: counterReducer,
      environment: .test(scheduler: scheduler)
    )
    store.exhaustivity = .off
    store.send(.refresh)
    scheduler.advance()
    store.receive(.factResponse("1 is a good number.")) { $0.fact = "1 is a good number." }
    store.send(.timerStartTapped)
  }

  func testFailingDependencyNotUsed() {
    let store = TestStore(
      initialState: CounterState(),
      reducer: counterReducer,
      environment: CounterEnvironment(
        fact: { _ in .failing("CounterEnvironment.fact") },
        scheduler: scheduler.eraseToAnyScheduler()
      )
    )
    store.send(.decrementButtonTapped) { $0.count = -1 }
  }

  @MainActor
  func testAsync() async {
    let store = TestStore(
      initialState: AsyncState(),
      reducer: asyncReducer,
      environment: .test(scheduler: scheduler)
    )
    await store.send(.countTapped(upTo: 2))
    await store.receive(.counted(1)) { $0.counts = [1] }
    await store.receive(.counted(2)) { $0.counts = [1, 2] }
    await store.send(.factTapped)
    await store.receive(.factResponse("2 is a good number.")) { $0.fact = "2 is a good number." }
    await store.send(.delayTapped) { $0.isDelayed = true }
    await scheduler.advance(by: 1)
    await store.receive(.delayFinished) { $0.isDelayed = false }
    let task = await store.send(.listenTapped)
    await task.cancel()
    await store.finish()
  }
}
