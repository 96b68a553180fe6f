import ComposableArchitecture
import XCTest

struct NumberFactClient {
  var fetch: (Int) -> Effect<String, NumberFactClient.Error>

  struct Error: Swift.Error, Equatable {}
}

struct EffectsBasicsState: Equatable {
  var count = 0
  var isNumberFactRequestInFlight = false
  var numberFact: String?
}

enum EffectsBasicsAction: Equatable {
  case decrementButtonTapped
  case incrementButtonTapped
  case numberFactButtonTapped
  case numberFactResponse(Result<String, NumberFactClient.Error>)
}

struct EffectsBasicsEnvironment {
  var fact: NumberFactClient
  var mainQueue: AnySchedulerOf<DispatchQueue>
}

let effectsBasicsReducer = Reducer<
  EffectsBasicsState, EffectsBasicsAction, EffectsBasicsEnvironment
> { state, action, environment in
  switch action {
  case .decrementButtonTapped:
    state.count -= 1
    state.numberFact = nil
    return state.count >= 0
      ? .none
      : Effect(value: .incrementButtonTapped)
        .delay(for: 1, scheduler: environment.mainQueue)
        .eraseToEffect()

  case .incrementButtonTapped:
    state.count += 1
    state.numberFact = nil
    return .none

  case .numberFactButtonTapped:
    state.isNumberFactRequestInFlight = true
    state.numberFact = nil
    return environment.fact.fetch(state.count)
      .receive(on: environment.mainQueue)
      .catchToEffect()
      .map(EffectsBasicsAction.numberFactResponse)

  case let .numberFactResponse(.success(response)):
    state.isNumberFactRequestInFlight = false
    state.numberFact = response
    return .none

  case .numberFactResponse(.failure):
    state.isNumberFactRequestInFlight = false
    return .none
  }
}

struct TimersState: Equatable {
  var isTimerActive = false
  var secondsElapsed = 0
}

enum TimersAction: Equatable {
  case timerTicked
  case toggleTimerButtonTapped
}

struct TimersEnvironment {
  var mainQueue: AnySchedulerOf<DispatchQueue>
}

let timersReducer = Reducer<TimersState, TimersAction, TimersEnvironment> {
  state, action, environment in
  struct TimerId: Hashable {}

  switch action {
  case .timerTicked:
    state.secondsElapsed += 1
    return .none

  case .toggleTimerButtonTapped:
    state.isTimerActive.toggle()
    return state.isTimerActive
      ? Effect.timer(
        id: TimerId(),
        every: 1,
        tolerance: .zero,
        on: environment.mainQueue
      )
      .map { _ in TimersAction.timerTicked }
      : Effect.cancel(id: TimerId())
  }
}

final class EffectsLegacyTests: XCTestCase {
  let scheduler = DispatchQueue.test

  func testCountDown() {
    let store = TestStore(
      initialState: EffectsBasicsState(),
      reducer: effectsBasicsReducer,
      environment: EffectsBasicsEnvironment(
        fact: NumberFactClient(fetch: { _ in .failing("fetch") }),
        mainQueue: self.scheduler.eraseToAnyScheduler()
      )
    )

    store.send(.incrementButtonTapped) {
      $0.count = 1
    }
    store.send(.decrementButtonTapped) {
      $0.count = 0
    }
    store.send(.decrementButtonTapped) {
      $0.count = -1
    }
    self.scheduler.advance(by: 1)
    store.receive(.incrementButtonTapped) {
      $0.count = 0
    }
  }

  func testNumberFact() {
    let store = TestStore(
      initialState: EffectsBasicsState(),
      reducer: effectsBasicsReducer,
      environment: EffectsBasicsEnvironment(
        fact: NumberFactClient(fetch: { n in Effect(value: "\(n) is a good number Brent") }),
        mainQueue: self.scheduler.eraseToAnyScheduler()
      )
    )

    store.send(.incrementButtonTapped) {
      $0.count = 1
    }
    store.send(.numberFactButtonTapped) {
      $0.isNumberFactRequestInFlight = true
    }
    self.scheduler.advance()
    store.receive(.numberFactResponse(.success("1 is a good number Brent"))) {
      $0.isNumberFactRequestInFlight = false
      $0.numberFact = "1 is a good number Brent"
    }
  }

  func testNumberFactFailure() {
    let store = TestStore(
      initialState: EffectsBasicsState(),
      reducer: effectsBasicsReducer,
      environment: EffectsBasicsEnvironment(
        fact: NumberFactClient(fetch: { _ in Fail(error: NumberFactClient.Error()).eraseToEffect() }
        ),
        mainQueue: .immediate
      )
    )

    store.send(.numberFactButtonTapped) {
      $0.isNumberFactRequestInFlight = true
    }
    store.receive(.numberFactResponse(.failure(NumberFactClient.Error()))) {
      $0.isNumberFactRequestInFlight = false
    }
  }

  func testTimer() {
    let store = TestStore(
      initialState: TimersState(),
      reducer: timersReducer,
      environment: TimersEnvironment(
        mainQueue: self.scheduler.eraseToAnyScheduler()
      )
    )

    store.send(.toggleTimerButtonTapped) {
      $0.isTimerActive = true
    }
    self.scheduler.advance(by: 1)
    store.receive(.timerTicked) {
      $0.secondsElapsed = 1
    }
    self.scheduler.advance(by: 5)
    store.receive(.timerTicked) {
      $0.secondsElapsed = 2
    }
    store.receive(.timerTicked) {
      $0.secondsElapsed = 3
    }
    store.receive(.timerTicked) {
      $0.secondsElapsed = 4
    }
    store.receive(.timerTicked) {
      $0.secondsElapsed = 5
    }
    store.receive(.timerTicked) {
      $0.secondsElapsed = 6
    }
    store.send(.toggleTimerButtonTapped) {
      $0.isTimerActive = false
    }
  }
}
