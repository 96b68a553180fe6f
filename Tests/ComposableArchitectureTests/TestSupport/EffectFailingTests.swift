import ComposableArchitecture
import Testing

// `Effect.failing`: the stand-in for a dependency a test must not use. It fails the test only if
// it runs, pointing at the line that made it and naming the action whose effect it was.

@Suite struct EffectFailingTests {
  let scheduler = DispatchQueue.test

  @Test func aFailingEffectThatNeverRunsPasses() {
    let store = TestStore(
      initialState: CounterState(),
      reducer: counterReducer,
      environment: CounterEnvironment(
        fact: { _ in .failing("CounterEnvironment.fact") },
        scheduler: scheduler.eraseToAnyScheduler()
      )
    )
    store.send(.incrementButtonTapped) { $0.count = 1 }
  }

  @Test func aFailingEffectThatRunsFailsTheTest() {
    let failingLine = #line + 5
    let store = TestStore(
      initialState: CounterState(),
      reducer: counterReducer,
      environment: CounterEnvironment(
        fact: { _ in .failing("CounterEnvironment.fact") },
        scheduler: scheduler.eraseToAnyScheduler()
      )
    )
    let message = """
      CounterEnvironment.fact: an "Effect.failing" ran, but this test must not use it.

        Action:
          CounterAction.factButtonTapped
      """
    expectFailure(message, line: failingLine) {
      store.send(.factButtonTapped) { $0.isLoading = true }
    }
    scheduler.advance()
  }

  @Test func aFailingEffectStartedByAReceivedAction() {
    let failingLine = #line + 5
    let store = TestStore(
      initialState: CounterState(),
      reducer: counterReducer,
      environment: CounterEnvironment(
        fact: { _ in .failing("CounterEnvironment.fact") },
        scheduler: scheduler.eraseToAnyScheduler()
      )
    )
    let message = """
      CounterEnvironment.fact: an "Effect.failing" ran, but this test must not use it.

        Action:
          CounterAction.factButtonTapped
      """
    expectFailure(message, line: failingLine) {
      store.send(.refresh)
    }
    store.receive(.incrementButtonTapped) { $0.count = 1 }
    store.receive(.factButtonTapped) { $0.isLoading = true }
    scheduler.advance()
  }

  @Test func aFailingEffectWithoutAPrefixOutsideATestStore() {
    let message = """
      An "Effect.failing" ran, but this test must not use it.
      """
    expectFailure(message, line: #line + 1) {
      let effect = Effect<Int, Never>.failing("")
      var values: [Int] = []
      var isFinished = false
      let cancellable = effect.sink(
        receiveCompletion: { _ in isFinished = true },
        receiveValue: { values.append($0) }
      )
      _ = cancellable
      #expect(values == [])
      #expect(isFinished)
    }
  }
}
