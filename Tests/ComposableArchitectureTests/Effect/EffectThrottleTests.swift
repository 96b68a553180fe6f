import ComposableArchitecture
import Foundation
import Testing

@Suite struct EffectThrottleTests {
  /// Runs throttled effects as a reducer would: each call is a new effect under the same id.
  private final class Throttler {
    let scheduler = DispatchQueue.test
    var values: [Int] = []
    var starts = 0
    var cancellables: Set<AnyCancellable> = []
    let latest: Bool
    /// Effects outside a store share one set of ids, and tests run in parallel: each throttler
    /// uses its own.
    let id = UUID()

    init(latest: Bool) {
      self.latest = latest
    }

    func run(_ value: Int) {
      Deferred { [unowned self] () -> Just<Int> in
        self.starts += 1
        return Just(value)
      }
      .eraseToEffect()
      .throttle(id: id, for: 1, scheduler: scheduler, latest: latest)
      .sink { [unowned self] in self.values.append($0) }
      .store(in: &cancellables)
    }
  }

  @Test func throttleLatest() {
    let throttler = Throttler(latest: true)
    let scheduler = throttler.scheduler

    throttler.run(1)
    scheduler.advance()
    // The first value emits right away.
    #expect(throttler.values == [1])

    throttler.run(2)
    scheduler.advance()
    // A second value within the interval is held.
    #expect(throttler.values == [1])

    scheduler.advance(by: 0.25)
    throttler.run(3)
    scheduler.advance(by: 0.25)
    throttler.run(4)
    scheduler.advance(by: 0.25)
    throttler.run(5)
    #expect(throttler.values == [1])

    // At the end of the interval the latest value emits.
    scheduler.advance(by: 0.25)
    #expect(throttler.values == [1, 5])
    #expect(throttler.starts == 5)

    scheduler.run()
    #expect(throttler.values == [1, 5])
  }

  @Test func throttleFirst() {
    let throttler = Throttler(latest: false)
    let scheduler = throttler.scheduler

    throttler.run(1)
    scheduler.advance()
    #expect(throttler.values == [1])

    throttler.run(2)
    scheduler.advance()
    #expect(throttler.values == [1])

    scheduler.advance(by: 0.25)
    throttler.run(3)
    scheduler.advance(by: 0.25)
    throttler.run(4)
    scheduler.advance(by: 0.25)
    throttler.run(5)
    #expect(throttler.values == [1])

    // At the end of the interval the first held value emits.
    scheduler.advance(by: 0.25)
    #expect(throttler.values == [1, 2])

    scheduler.run()
    #expect(throttler.values == [1, 2])
  }

  @Test(arguments: [true, false])
  func valueAfterTheIntervalEmitsRightAway(latest: Bool) {
    let throttler = Throttler(latest: latest)
    let scheduler = throttler.scheduler

    throttler.run(1)
    scheduler.advance()
    #expect(throttler.values == [1])

    scheduler.advance(by: 2)
    throttler.run(2)
    scheduler.advance()
    #expect(throttler.values == [1, 2])
  }

  @Test(arguments: [true, false])
  func heldValueStartsANewInterval(latest: Bool) {
    let throttler = Throttler(latest: latest)
    let scheduler = throttler.scheduler

    throttler.run(1)
    scheduler.advance()
    scheduler.advance(by: 0.5)
    throttler.run(2)
    scheduler.advance(by: 0.5)
    // The held value emitted at the end of the interval…
    #expect(throttler.values == [1, 2])

    // …which starts the next one: a value right after it is held until its end.
    scheduler.advance(by: 0.25)
    throttler.run(3)
    scheduler.advance()
    #expect(throttler.values == [1, 2])
    scheduler.advance(by: 0.75)
    #expect(throttler.values == [1, 2, 3])
  }

  // MARK: - In a store

  private enum Action: Equatable {
    case scrolled(Int)
    case tracked(Int)
  }

  @Test(arguments: [true, false])
  func throttleInAStore(latest: Bool) {
    struct TrackID: Hashable {}
    let scheduler = DispatchQueue.test
    let reducer = Reducer<[Int], Action, AnySchedulerOf<DispatchQueue>> {
      state, action, scheduler in
      switch action {
      case let .scrolled(offset):
        return Effect(value: .tracked(offset))
          .throttle(id: TrackID(), for: 1, scheduler: scheduler, latest: latest)
      case let .tracked(offset):
        state.append(offset)
        return .none
      }
    }
    let viewStore = ViewStore(
      Store(initialState: [], reducer: reducer, environment: scheduler.eraseToAnyScheduler())
    )
    // Another store throttling under the same id does not hold this store's values back.
    let other = ViewStore(
      Store(initialState: [], reducer: reducer, environment: scheduler.eraseToAnyScheduler())
    )

    for offset in 1...4 {
      viewStore.send(.scrolled(offset))
      other.send(.scrolled(offset * 10))
      scheduler.advance(by: 0.2)
    }
    #expect(viewStore.state == [1])
    #expect(other.state == [10])
    scheduler.advance(by: 0.2)
    #expect(viewStore.state == [1, latest ? 4 : 2])
    #expect(other.state == [10, latest ? 40 : 20])
  }
}
