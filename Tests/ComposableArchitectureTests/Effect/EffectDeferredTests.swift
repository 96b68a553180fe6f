import ComposableArchitecture
import Foundation
import Testing

@Suite struct EffectDeferredTests {
  @Test func deferredDelaysTheStartOfTheEffect() {
    let scheduler = DispatchQueue.test
    var values: [Int] = []
    var starts = 0
    let cancellable = Deferred { () -> Just<Int> in
      starts += 1
      return Just(1)
    }
    .eraseToEffect()
    .deferred(for: 1, scheduler: scheduler)
    .sink { values.append($0) }

    #expect(starts == 0)
    scheduler.advance(by: 0.5)
    #expect(starts == 0)
    #expect(values == [])
    scheduler.advance(by: 0.5)
    #expect(starts == 1)
    #expect(values == [1])
    scheduler.run()
    #expect(values == [1])
    _ = cancellable
  }

  @Test func deferredEffectsEachRun() {
    let scheduler = DispatchQueue.test
    var values: [Int] = []
    var cancellables: Set<AnyCancellable> = []
    func runDeferredEffect(value: Int) {
      Just(value)
        .eraseToEffect()
        .deferred(for: 1, scheduler: scheduler)
        .sink { values.append($0) }
        .store(in: &cancellables)
    }
    runDeferredEffect(value: 1)
    scheduler.advance(by: 0.5)
    runDeferredEffect(value: 2)
    scheduler.advance(by: 0.5)
    // Unlike debounce, a later deferred effect does not cancel an earlier one.
    #expect(values == [1])
    scheduler.advance(by: 0.5)
    #expect(values == [1, 2])
  }

  @Test func cancellingBeforeTheDueTimeMeansTheEffectNeverStarts() {
    let scheduler = DispatchQueue.test
    var starts = 0
    let cancellable = Deferred { () -> Just<Int> in
      starts += 1
      return Just(1)
    }
    .eraseToEffect()
    .deferred(for: 1, scheduler: scheduler)
    .sink { _ in }
    scheduler.advance(by: 0.5)
    cancellable.cancel()
    scheduler.run()
    #expect(starts == 0)
  }

  @Test func deferredNoneStaysNone() {
    let scheduler = DispatchQueue.test
    var isFinished = false
    let cancellable = Effect<Int, Never>.none
      .deferred(for: 1, scheduler: scheduler)
      .sink(receiveCompletion: { _ in isFinished = true }, receiveValue: { _ in })
    #expect(isFinished)
    _ = cancellable
  }

  // MARK: - In a store

  private struct State: Equatable {
    var isBannerShown = false
    var ticks = 0
  }

  private enum Action: Equatable {
    case showBanner
    case hideBanner
    case startTimer
    case stopTimerLater
    case tick
  }

  private struct TimerID: Hashable {}

  private static let reducer = Reducer<State, Action, AnySchedulerOf<DispatchQueue>> {
    state, action, scheduler in
    switch action {
    case .showBanner:
      state.isBannerShown = true
      return Effect(value: .hideBanner).deferred(for: 2, scheduler: scheduler)
    case .hideBanner:
      state.isBannerShown = false
      return .none
    case .startTimer:
      return Effect.timer(id: TimerID(), every: 1, on: scheduler).map { _ in .tick }
    case .stopTimerLater:
      // The cancellation starts after the store's send returned: it must reach this store.
      return Effect.cancel(id: TimerID()).deferred(for: 1, scheduler: scheduler)
    case .tick:
      state.ticks += 1
      return .none
    }
  }

  @Test func deferredActionInAStore() {
    let scheduler = DispatchQueue.test
    let viewStore = ViewStore(
      Store(
        initialState: State(), reducer: Self.reducer, environment: scheduler.eraseToAnyScheduler())
    )
    viewStore.send(.showBanner)
    #expect(viewStore.isBannerShown)
    scheduler.advance(by: 1.9)
    #expect(viewStore.isBannerShown)
    scheduler.advance(by: 0.1)
    #expect(!viewStore.isBannerShown)
  }

  @Test func deferredCancellationReachesTheStoresEffects() {
    let scheduler = DispatchQueue.test
    let viewStore = ViewStore(
      Store(
        initialState: State(), reducer: Self.reducer, environment: scheduler.eraseToAnyScheduler())
    )
    viewStore.send(.startTimer)
    scheduler.advance(by: 2)
    #expect(viewStore.ticks == 2)
    scheduler.advance(by: 0.5)
    viewStore.send(.stopTimerLater)
    scheduler.advance(by: 0.5)
    // The timer still runs until the deferred cancellation starts…
    #expect(viewStore.ticks == 3)
    scheduler.advance(by: 0.5)
    // …which stops it at 3.5 s.
    scheduler.advance(by: 5)
    #expect(viewStore.ticks == 3)
  }
}
