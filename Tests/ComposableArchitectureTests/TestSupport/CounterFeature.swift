import ComposableArchitecture

// A small feature the TestStore tests drive: a counter with a number fact fetched through a
// dependency on a scheduler, and a timer.

struct CounterState: Equatable {
  var count = 0
  var fact: String?
  var isLoading = false
  var isTimerRunning = false
}

enum CounterAction: Equatable {
  case incrementButtonTapped
  case decrementButtonTapped
  case factButtonTapped
  case factResponse(String)
  case timerStartTapped
  case timerStopTapped
  case timerTicked
  /// Feeds back one increment per element, at once.
  case incrementTimes(Int)
}

struct CounterEnvironment {
  var fact: (Int) -> Effect<String, Never>
  var scheduler: AnySchedulerOf<DispatchQueue>
}

private enum TimerID {}

let counterReducer = Reducer<CounterState, CounterAction, CounterEnvironment> {
  state, action, environment in
  switch action {
  case .incrementButtonTapped:
    state.count += 1
    return .none

  case .decrementButtonTapped:
    state.count -= 1
    return .none

  case .factButtonTapped:
    state.isLoading = true
    return environment.fact(state.count)
      .receive(on: environment.scheduler)
      .eraseToEffect()
      .map(CounterAction.factResponse)

  case let .factResponse(fact):
    state.isLoading = false
    state.fact = fact
    return .none

  case .timerStartTapped:
    state.isTimerRunning = true
    return Effect.timer(id: TimerID.self, every: 1, on: environment.scheduler)
      .map { _ in CounterAction.timerTicked }

  case .timerStopTapped:
    state.isTimerRunning = false
    return .cancel(id: TimerID.self)

  case .timerTicked:
    state.count += 1
    return .none

  case let .incrementTimes(times):
    return .merge((0..<times).map { _ in Effect(value: .incrementButtonTapped) })
  }
}

extension CounterEnvironment {
  /// An environment whose fact client answers at once, on a test scheduler.
  static func test(scheduler: TestSchedulerOf<DispatchQueue>) -> CounterEnvironment {
    CounterEnvironment(
      fact: { Effect(value: "\($0) is a good number.") },
      scheduler: scheduler.eraseToAnyScheduler()
    )
  }
}

// A parent that embeds the counter, for scoped test stores.

struct ParentState: Equatable {
  var counter = CounterState()
  var total = 0
}

@CasePathable
enum ParentAction: Equatable {
  case counter(CounterAction)
  case resetTotal
}

let parentReducer = Reducer<ParentState, ParentAction, CounterEnvironment>.combine(
  counterReducer.pullback(
    state: \.counter,
    action: \.counter,
    environment: { $0 }
  ),
  Reducer { state, action, _ in
    switch action {
    case .counter(.incrementButtonTapped), .counter(.timerTicked):
      state.total += 1
      return .none
    case .counter:
      return .none
    case .resetTotal:
      state.total = 0
      return .none
    }
  }
)
