import CaseStudies
import ComposableArchitecture
import Testing

@Suite struct ClockTimerTests {
  let mainQueue = DispatchQueue.test

  func makeStore() -> TestStore<
    ClockTimerState, ClockTimerState, ClockTimerAction, ClockTimerAction, ClockTimerEnvironment
  > {
    TestStore(
      initialState: ClockTimerState(),
      reducer: clockTimerReducer,
      environment: ClockTimerEnvironment(mainQueue: mainQueue.eraseToAnyScheduler())
    )
  }

  @Test func startTickAndStop() {
    let store = makeStore()
    store.send(.toggleTimerButtonTapped) { $0.isTimerActive = true }
    mainQueue.advance(by: .seconds(1))
    store.receive(.timerTicked) { $0.secondsElapsed = 1 }
    mainQueue.advance(by: .seconds(2))
    store.receive(.timerTicked) { $0.secondsElapsed = 2 }
    store.receive(.timerTicked) { $0.secondsElapsed = 3 }
    store.send(.toggleTimerButtonTapped) { $0.isTimerActive = false }
    mainQueue.advance(by: .seconds(5))
  }

  @Test func resetStopsAndZeroes() {
    let store = makeStore()
    store.send(.toggleTimerButtonTapped) { $0.isTimerActive = true }
    mainQueue.advance(by: .seconds(1))
    store.receive(.timerTicked) { $0.secondsElapsed = 1 }
    store.send(.resetButtonTapped) {
      $0.isTimerActive = false
      $0.secondsElapsed = 0
    }
    mainQueue.advance(by: .seconds(5))
  }

  @Test func leavingTheScreenStopsTheTimer() {
    let store = makeStore()
    store.send(.toggleTimerButtonTapped) { $0.isTimerActive = true }
    store.send(.onDisappear) { $0.isTimerActive = false }
    mainQueue.advance(by: .seconds(5))
  }
}
