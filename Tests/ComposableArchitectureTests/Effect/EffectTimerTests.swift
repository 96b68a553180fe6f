import ComposableArchitecture
import Foundation
import Testing

@Suite struct EffectTimerTests {
  @Test func timer() {
    struct TimerID: Hashable {}
    let scheduler = DispatchQueue.test
    var count = 0
    let cancellable = Effect.timer(id: TimerID(), every: .seconds(1), on: scheduler)
      .sink { _ in count += 1 }

    #expect(count == 0)
    scheduler.advance(by: 1)
    #expect(count == 1)
    scheduler.advance(by: 1)
    #expect(count == 2)
    scheduler.advance(by: 1)
    #expect(count == 3)
    scheduler.advance(by: 4)
    #expect(count == 7)
    _ = cancellable
  }

  @Test func timerEmitsTheSchedulersTime() {
    struct TimerID: Hashable {}
    let scheduler = DispatchQueue.test
    let start = scheduler.now
    var times: [DispatchQueue.SchedulerTimeType] = []
    let cancellable = Effect.timer(id: TimerID(), every: .seconds(2), on: scheduler)
      .sink { times.append($0) }
    scheduler.advance(by: 4)
    #expect(times == [start.advanced(by: 2), start.advanced(by: 4)])
    _ = cancellable
  }

  @Test func interleavingTimers() {
    struct Timer2: Hashable {}
    struct Timer3: Hashable {}
    let scheduler = DispatchQueue.test
    var count2 = 0
    var count3 = 0
    let cancellable = Effect.merge(
      Effect.timer(id: Timer2(), every: .seconds(2), on: scheduler)
        .handleEvents(receiveOutput: { _ in count2 += 1 })
        .eraseToEffect(),
      Effect.timer(id: Timer3(), every: .seconds(3), on: scheduler)
        .handleEvents(receiveOutput: { _ in count3 += 1 })
        .eraseToEffect()
    )
    .sink { _ in }

    scheduler.advance(by: 1)
    #expect(count2 == 0)
    #expect(count3 == 0)
    scheduler.advance(by: 1)
    #expect(count2 == 1)
    #expect(count3 == 0)
    scheduler.advance(by: 1)
    #expect(count2 == 1)
    #expect(count3 == 1)
    scheduler.advance(by: 1)
    #expect(count2 == 2)
    #expect(count3 == 1)
    _ = cancellable
  }

  @Test func timerCancellation() {
    struct CancelToken: Hashable {}
    let scheduler = DispatchQueue.test
    var firstCount = 0
    var secondCount = 0
    var cancellables: Set<AnyCancellable> = []

    Effect.timer(id: CancelToken(), every: .seconds(2), on: scheduler)
      .sink { _ in firstCount += 1 }
      .store(in: &cancellables)
    scheduler.advance(by: 2)
    #expect(firstCount == 1)

    scheduler.advance(by: 1)
    // A timer with the same id replaces the running one.
    Effect.timer(id: CancelToken(), every: .seconds(2), on: scheduler)
      .sink { _ in secondCount += 1 }
      .store(in: &cancellables)
    scheduler.advance(by: 1)
    #expect(firstCount == 1)
    #expect(secondCount == 0)
    scheduler.advance(by: 1)
    #expect(firstCount == 1)
    #expect(secondCount == 1)

    Effect<Never, Never>.cancel(id: CancelToken())
      .sink { _ in }
      .store(in: &cancellables)
    scheduler.advance(by: 2)
    #expect(firstCount == 1)
    #expect(secondCount == 1)
  }

  @Test func timerWithTypeID() {
    enum TimerID {}
    let scheduler = DispatchQueue.test
    var count = 0
    let cancellable = Effect.timer(id: TimerID.self, every: .seconds(1), on: scheduler)
      .sink { _ in count += 1 }
    scheduler.advance(by: 2)
    _ = Effect<Never, Never>.cancel(id: TimerID.self).sink { _ in }
    scheduler.advance(by: 2)
    #expect(count == 2)
    _ = cancellable
  }

  @Test func timerCompletion() {
    struct CancelToken: Hashable {}
    let scheduler = DispatchQueue.test
    var count = 0
    var isFinished = false
    let cancellable = Effect.timer(id: CancelToken(), every: .seconds(1), on: scheduler)
      .prefix(3)
      .sink(receiveCompletion: { _ in isFinished = true }, receiveValue: { _ in count += 1 })

    scheduler.advance(by: 1)
    #expect(count == 1)
    scheduler.advance(by: 1)
    #expect(count == 2)
    scheduler.advance(by: 1)
    #expect(count == 3)
    scheduler.advance(by: 1)
    #expect(count == 3)
    // OpenCombine's `prefix` finishes when the value after the last one arrives.
    #expect(isFinished)
    _ = cancellable
  }

  // MARK: - In a store

  private struct State: Equatable {
    var isTimerActive = false
    var secondsElapsed = 0
  }

  private enum Action: Equatable {
    case toggleTimerButtonTapped
    case timerTicked
  }

  private struct TimerID: Hashable {}

  private static let reducer = Reducer<State, Action, AnySchedulerOf<DispatchQueue>> {
    state, action, scheduler in
    switch action {
    case .toggleTimerButtonTapped:
      state.isTimerActive.toggle()
      return state.isTimerActive
        ? Effect.timer(id: TimerID(), every: 1, tolerance: .zero, on: scheduler)
          .map { _ in Action.timerTicked }
        : Effect.cancel(id: TimerID())
    case .timerTicked:
      state.secondsElapsed += 1
      return .none
    }
  }

  @Test func timerInAStore() {
    let scheduler = DispatchQueue.test
    let viewStore = ViewStore(
      Store(
        initialState: State(), reducer: Self.reducer, environment: scheduler.eraseToAnyScheduler())
    )
    viewStore.send(.toggleTimerButtonTapped)
    scheduler.advance(by: 1)
    #expect(viewStore.secondsElapsed == 1)
    scheduler.advance(by: 5)
    #expect(viewStore.secondsElapsed == 6)
    viewStore.send(.toggleTimerButtonTapped)
    scheduler.advance(by: 5)
    #expect(viewStore.secondsElapsed == 6)
    #expect(!viewStore.isTimerActive)
  }

  @Test func releasingTheStoreStopsItsTimer() {
    let scheduler = DispatchQueue.test
    var ticks = 0
    var timerCancelled = false
    var store: Store<State, Action>? = Store(
      initialState: State(),
      reducer: Reducer<State, Action, AnySchedulerOf<DispatchQueue>> { state, action, scheduler in
        switch action {
        case .toggleTimerButtonTapped:
          return Effect.timer(id: TimerID(), every: 1, on: scheduler)
            .handleEvents(
              receiveOutput: { _ in ticks += 1 },
              receiveCancel: { timerCancelled = true }
            )
            .map { _ in Action.timerTicked }
            .eraseToEffect()
        case .timerTicked:
          state.secondsElapsed += 1
          return .none
        }
      },
      environment: scheduler.eraseToAnyScheduler()
    )
    weak let weakStore = store
    do {
      let viewStore = ViewStore(store!)
      viewStore.send(.toggleTimerButtonTapped)
      scheduler.advance(by: 3)
      #expect(viewStore.secondsElapsed == 3)
    }
    #expect(ticks == 3)

    store = nil
    // The running timer does not keep the store alive…
    #expect(weakStore == nil)
    // …and releasing the store stopped the timer.
    #expect(timerCancelled)
    scheduler.advance(by: 3)
    #expect(ticks == 3)
  }
}
