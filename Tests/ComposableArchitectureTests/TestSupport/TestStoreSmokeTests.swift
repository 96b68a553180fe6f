import ComposableArchitecture
import Testing

private struct CounterState: Equatable { var count = 0 }
private enum CounterAction: Equatable { case increment, delayedIncrement, response(Int) }
private struct CounterEnvironment { var scheduler: AnySchedulerOf<DispatchQueue> }
private let counterReducer = Reducer<CounterState, CounterAction, CounterEnvironment> { state, action, env in
  switch action {
  case .increment:
    state.count += 1
    return .none
  case .delayedIncrement:
    return Effect(value: .response(42)).delay(for: 1, scheduler: env.scheduler).eraseToEffect()
  case let .response(value):
    state.count = value
    return .none
  }
}

@Test func passingTestStore() {
  let scheduler = DispatchQueue.test
  let store = TestStore(initialState: CounterState(), reducer: counterReducer, environment: CounterEnvironment(scheduler: scheduler.eraseToAnyScheduler()))
  store.send(.increment) { $0.count = 1 }
  store.send(.delayedIncrement)
  scheduler.advance(by: 1)
  store.receive(.response(42)) { $0.count = 42 }
}

@Test func failingStateTestStore() {
  let scheduler = DispatchQueue.test
  let store = TestStore(initialState: CounterState(), reducer: counterReducer, environment: CounterEnvironment(scheduler: scheduler.eraseToAnyScheduler()))
  withKnownIssue {
    store.send(.increment) { $0.count = 2 }
  } matching: { issue in
    print(issue.description)
    return issue.description.contains("State change does not match expectation")
  }
}

@Test func unfinishedEffect() {
  let scheduler = DispatchQueue.test
  withKnownIssue {
    let store = TestStore(initialState: CounterState(), reducer: counterReducer, environment: CounterEnvironment(scheduler: scheduler.eraseToAnyScheduler()))
    store.send(.delayedIncrement)
  } matching: { issue in
    print(issue.description)
    return true
  }
}
