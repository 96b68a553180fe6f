import ComposableArchitecture
import Foundation
import Testing

/// `Effect.timer(id: X, …)`, `.debounce(id: X, …)` and `.throttle(id: X, …)` wrapped in
/// `.cancellable(id: X)` — the same id twice, a common 2021 spelling — run, and `.cancel(id: X)`
/// still stops them.
@MainActor
@Suite struct EffectSameIDTests {
  struct TimerID: Hashable {}

  enum Action: Equatable {
    case start
    case stop
    case fired
  }

  /// A counter whose `.start` returns the effect under test, `.stop` cancels `TimerID`, and
  /// each `.fired` counts.
  func reducer(
    start: @escaping (AnySchedulerOf<DispatchQueue>) -> Effect<Action, Never>
  ) -> Reducer<Int, Action, AnySchedulerOf<DispatchQueue>> {
    Reducer { state, action, scheduler in
      switch action {
      case .start:
        return start(scheduler)
      case .stop:
        return .cancel(id: TimerID())
      case .fired:
        state += 1
        return .none
      }
    }
  }

  @Test func aTimerInsideACancellableOfItsOwnID() {
    let scheduler = DispatchQueue.test
    let store = TestStore(
      initialState: 0,
      reducer: reducer { scheduler in
        Effect.timer(id: TimerID(), every: 1, on: scheduler)
          .map { _ in .fired }
          .eraseToEffect()
          .cancellable(id: TimerID())
      },
      environment: scheduler.eraseToAnyScheduler()
    )
    store.send(.start)
    scheduler.advance(by: 1)
    store.receive(.fired) { $0 = 1 }
    scheduler.advance(by: 1)
    store.receive(.fired) { $0 = 2 }
    store.send(.stop)
    scheduler.advance(by: 5)
  }

  @Test func aDebounceInsideACancellableOfItsOwnID() {
    let scheduler = DispatchQueue.test
    let store = TestStore(
      initialState: 0,
      reducer: reducer { scheduler in
        Effect<Action, Never>(value: .fired)
          .debounce(id: TimerID(), for: 1, scheduler: scheduler)
          .cancellable(id: TimerID(), cancelInFlight: true)
      },
      environment: scheduler.eraseToAnyScheduler()
    )
    store.send(.start)
    store.send(.start)
    scheduler.advance(by: 1)
    store.receive(.fired) { $0 = 1 }
  }

  @Test func aThrottleInsideACancellableOfItsOwnID() {
    let scheduler = DispatchQueue.test
    let store = TestStore(
      initialState: 0,
      reducer: reducer { scheduler in
        Effect<Action, Never>(value: .fired)
          .throttle(id: TimerID(), for: 1, scheduler: scheduler, latest: true)
          .cancellable(id: TimerID())
      },
      environment: scheduler.eraseToAnyScheduler()
    )
    store.send(.start)
    scheduler.advance()
    store.receive(.fired) { $0 = 1 }
  }

  @Test func theSameIDStillCancelsItThroughAView() {
    let scheduler = DispatchQueue.test
    let viewStore = ViewStore(
      Store(
        initialState: 0,
        reducer: reducer { scheduler in
          return Effect.timer(id: TimerID(), every: 1, on: scheduler)
            .map { _ in Action.fired }
            .eraseToEffect()
            .cancellable(id: TimerID())
        },
        environment: scheduler.eraseToAnyScheduler()
      )
    )
    viewStore.send(.start)
    scheduler.advance(by: 2)
    #expect(viewStore.state == 2)
    // Starting it again restarts the timer rather than adding a second one.
    viewStore.send(.start)
    scheduler.advance(by: 1)
    #expect(viewStore.state == 3)
    viewStore.send(.stop)
    scheduler.advance(by: 3)
    #expect(viewStore.state == 3)
  }
}
