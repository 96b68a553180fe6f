import ComposableArchitecture

// The features the TestStore tests drive.

// A counter with a number fact fetched through a dependency on a scheduler, and a timer.

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
  /// Feeds back this many increments, at once.
  case incrementTimes(Int)
  /// Feeds back an increment, then a fact request.
  case refresh
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

  case .refresh:
    return .concatenate(Effect(value: .incrementButtonTapped), Effect(value: .factButtonTapped))
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

// A feature whose effects are async: they sleep for real, or wait on a scheduler.

struct AsyncState: Equatable {
  var counts: [Int] = []
  var fact: String?
  var isDelayed = false
}

enum AsyncAction: Equatable {
  /// Counts up to the number with `Effect.run`, sending each count a few milliseconds apart.
  case countTapped(upTo: Int)
  case counted(Int)
  /// Fetches a fact with `Effect.task`, which sleeps a few milliseconds first.
  case factTapped
  case factResponse(String)
  /// Waits a second on the scheduler.
  case delayTapped
  case delayFinished
  /// Runs until cancelled.
  case listenTapped
}

struct AsyncEnvironment {
  var fact: @Sendable (Int) async -> String
  var scheduler: AnySchedulerOf<DispatchQueue>
}

let asyncReducer = Reducer<AsyncState, AsyncAction, AsyncEnvironment> {
  state, action, environment in
  switch action {
  case let .countTapped(upTo: last):
    return .run { send in
      for count in 1...last {
        try await Task.sleep(nanoseconds: 2_000_000)
        await send(.counted(count))
      }
    }

  case let .counted(count):
    state.counts.append(count)
    return .none

  case .factTapped:
    return .task { [fact = environment.fact, count = state.counts.count] in
      try? await Task.sleep(nanoseconds: 5_000_000)
      return .factResponse(await fact(count))
    }

  case let .factResponse(fact):
    state.fact = fact
    return .none

  case .delayTapped:
    state.isDelayed = true
    return Effect(value: .delayFinished)
      .delay(for: 1, scheduler: environment.scheduler)
      .eraseToEffect()

  case .delayFinished:
    state.isDelayed = false
    return .none

  case .listenTapped:
    return .run { _ in
      try await Task.sleep(nanoseconds: 60_000_000_000)
    }
  }
}

extension AsyncEnvironment {
  static func test(scheduler: TestSchedulerOf<DispatchQueue>) -> AsyncEnvironment {
    AsyncEnvironment(
      fact: { "\($0) is a good number." },
      scheduler: scheduler.eraseToAnyScheduler()
    )
  }
}
