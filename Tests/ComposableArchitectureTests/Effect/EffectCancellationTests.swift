import ComposableArchitecture
import ConcurrencyExtras
import Foundation
import Testing

private struct SearchID: Hashable {}
private struct TimerID: Hashable {}
private enum TypeID {}

private struct State: Equatable {
  var ticks = 0
  var tocks = 0
}

private enum Action: Equatable {
  case start
  case startTock
  case startBoth
  case stop
  case stopByIDs
  case stopLater
  case restart
  case tick
  case tock
}

private struct Environment {
  var scheduler: AnySchedulerOf<DispatchQueue>
}

/// A feature with two delayed effects under their own ids.
private let reducer = Reducer<State, Action, Environment> { state, action, environment in
  switch action {
  case .start:
    return Effect(value: .tick)
      .delay(for: 1, scheduler: environment.scheduler)
      .eraseToEffect()
      .cancellable(id: TimerID())
  case .startTock:
    return Effect(value: .tock)
      .delay(for: 1, scheduler: environment.scheduler)
      .eraseToEffect()
      .cancellable(id: SearchID())
  case .startBoth:
    return .merge(
      Effect(value: .tick)
        .delay(for: 1, scheduler: environment.scheduler)
        .eraseToEffect()
        .cancellable(id: TimerID()),
      Effect(value: .tick)
        .delay(for: 2, scheduler: environment.scheduler)
        .eraseToEffect()
        .cancellable(id: TimerID())
    )
  case .stop:
    return .cancel(id: TimerID())
  case .stopByIDs:
    return .cancel(ids: [TimerID(), SearchID()])
  case .stopLater:
    // The cancellation runs after the store's send has returned: it must still reach this
    // store's effects.
    return .concatenate(
      Effect<Void, Never>(value: ())
        .delay(for: 0.5, scheduler: environment.scheduler)
        .fireAndForget(),
      .cancel(id: TimerID())
    )
  case .restart:
    return Effect(value: .tick)
      .delay(for: 1, scheduler: environment.scheduler)
      .eraseToEffect()
      .cancellable(id: TimerID(), cancelInFlight: true)
  case .tick:
    state.ticks += 1
    return .none
  case .tock:
    state.tocks += 1
    return .none
  }
}

@Suite struct EffectCancellationTests {
  // MARK: - Effects on their own

  @Test func cancelStopsAnInFlightEffect() {
    struct ID: Hashable {}
    var values: [Int] = []
    var isFinished = false
    let subject = PassthroughSubject<Int, Never>()
    let cancellable = subject.eraseToEffect()
      .cancellable(id: ID())
      .sink(receiveCompletion: { _ in isFinished = true }, receiveValue: { values.append($0) })

    subject.send(1)
    #expect(values == [1])

    _ = Effect<Never, Never>.cancel(id: ID()).sink { _ in }
    subject.send(2)
    #expect(values == [1])
    // A cancelled effect completes, so nothing waits on it forever.
    #expect(isFinished)
    _ = cancellable
  }

  @Test func cancelInFlight() {
    struct ID: Hashable {}
    var values: [Int] = []
    var cancellables: Set<AnyCancellable> = []
    let first = PassthroughSubject<Int, Never>()
    let second = PassthroughSubject<Int, Never>()

    first.eraseToEffect()
      .cancellable(id: ID(), cancelInFlight: true)
      .sink { values.append($0) }
      .store(in: &cancellables)
    first.send(1)
    #expect(values == [1])

    second.eraseToEffect()
      .map { $0 * 10 }
      .cancellable(id: ID(), cancelInFlight: true)
      .sink { values.append($0) }
      .store(in: &cancellables)
    first.send(2)
    second.send(3)
    #expect(values == [1, 30])
  }

  @Test func withoutCancelInFlightBothRun() {
    struct ID: Hashable {}
    var values: [Int] = []
    var cancellables: Set<AnyCancellable> = []
    let first = PassthroughSubject<Int, Never>()
    let second = PassthroughSubject<Int, Never>()
    first.eraseToEffect().cancellable(id: ID())
      .sink { values.append($0) }
      .store(in: &cancellables)
    second.eraseToEffect().cancellable(id: ID())
      .sink { values.append($0) }
      .store(in: &cancellables)
    first.send(1)
    second.send(2)
    #expect(values == [1, 2])

    // One cancellation stops every effect under the id.
    _ = Effect<Never, Never>.cancel(id: ID()).sink { _ in }
    first.send(3)
    second.send(4)
    #expect(values == [1, 2])
  }

  @Test func cancelIDs() {
    struct A: Hashable {}
    struct B: Hashable {}
    struct C: Hashable {}
    var values: [String] = []
    var cancellables: Set<AnyCancellable> = []
    let subject = PassthroughSubject<Void, Never>()
    for (name, id) in [("a", AnyHashable(A())), ("b", AnyHashable(B())), ("c", AnyHashable(C()))] {
      subject.map { name }.eraseToEffect()
        .cancellable(id: id)
        .sink { values.append($0) }
        .store(in: &cancellables)
    }
    subject.send()
    #expect(values.sorted() == ["a", "b", "c"])

    _ = Effect<Never, Never>.cancel(ids: [A(), C()]).sink { _ in }
    values = []
    subject.send()
    #expect(values == ["b"])
  }

  @Test func typeAsID() {
    enum ID {}
    var values: [Int] = []
    let subject = PassthroughSubject<Int, Never>()
    let cancellable = subject.eraseToEffect()
      .cancellable(id: ID.self)
      .sink { values.append($0) }
    subject.send(1)
    _ = Effect<Never, Never>.cancel(id: ID.self).sink { _ in }
    subject.send(2)
    #expect(values == [1])
    _ = cancellable
  }

  @Test func typesAsIDs() {
    enum A {}
    enum B {}
    var values: [Int] = []
    var cancellables: Set<AnyCancellable> = []
    let first = PassthroughSubject<Int, Never>()
    let second = PassthroughSubject<Int, Never>()
    first.eraseToEffect().cancellable(id: A.self)
      .sink { values.append($0) }
      .store(in: &cancellables)
    second.eraseToEffect().cancellable(id: B.self)
      .sink { values.append($0) }
      .store(in: &cancellables)
    first.send(1)
    second.send(2)
    _ = Effect<Never, Never>.cancel(ids: [A.self, B.self]).sink { _ in }
    first.send(3)
    second.send(4)
    #expect(values == [1, 2])
  }

  @Test func noneWithCancelInFlightCancels() {
    struct ID: Hashable {}
    var values: [Int] = []
    let subject = PassthroughSubject<Int, Never>()
    let cancellable = subject.eraseToEffect().cancellable(id: ID())
      .sink { values.append($0) }
    _ = Effect<Int, Never>.none.cancellable(id: ID(), cancelInFlight: true).sink { _ in }
    subject.send(1)
    #expect(values == [])
    _ = cancellable
  }

  @Test func cancellingTheSubscriptionCancelsTheWork() {
    struct ID: Hashable {}
    var isCancelled = false
    let cancellable = Effect<Int, Never>.run { _ in AnyCancellable { isCancelled = true } }
      .cancellable(id: ID())
      .sink { _ in }
    cancellable.cancel()
    #expect(isCancelled)
  }

  @Test func cancelledEffectCompletesSoConcatenationGoesOn() {
    struct ID: Hashable {}
    var values: [Int] = []
    let subject = PassthroughSubject<Int, Never>()
    let cancellable = Effect.concatenate(
      subject.eraseToEffect().cancellable(id: ID()),
      Effect(value: 100)
    )
    .sink { values.append($0) }
    subject.send(1)
    _ = Effect<Never, Never>.cancel(id: ID()).sink { _ in }
    #expect(values == [1, 100])
    _ = cancellable
  }

  @Test func completedEffectsAreForgotten() {
    struct ID: Hashable {}
    // Finished effects leave nothing under their id for a later cancellation to trip on.
    for value in 1...3 {
      var values: [Int] = []
      let cancellable = Effect(value: value).cancellable(id: ID()).sink { values.append($0) }
      #expect(values == [value])
      _ = cancellable
    }
    _ = Effect<Never, Never>.cancel(id: ID()).sink { _ in }
  }

  // MARK: - Effects in a store

  @Test func cancelFromReducer() {
    let scheduler = DispatchQueue.test
    let store = Store(
      initialState: State(), reducer: reducer,
      environment: Environment(scheduler: scheduler.eraseToAnyScheduler())
    )
    let viewStore = ViewStore(store)

    viewStore.send(.start)
    scheduler.advance(by: 1)
    #expect(viewStore.ticks == 1)

    viewStore.send(.start)
    scheduler.advance(by: 0.5)
    viewStore.send(.stop)
    scheduler.advance(by: 1)
    #expect(viewStore.ticks == 1)
  }

  @Test func cancelInFlightFromReducer() {
    let scheduler = DispatchQueue.test
    let store = Store(
      initialState: State(), reducer: reducer,
      environment: Environment(scheduler: scheduler.eraseToAnyScheduler())
    )
    let viewStore = ViewStore(store)

    viewStore.send(.restart)
    scheduler.advance(by: 0.5)
    viewStore.send(.restart)
    scheduler.advance(by: 0.5)
    // The first effect was cancelled by the second.
    #expect(viewStore.ticks == 0)
    scheduler.advance(by: 0.5)
    #expect(viewStore.ticks == 1)
    scheduler.run()
    #expect(viewStore.ticks == 1)
  }

  @Test func cancelByIDAcrossMergedEffects() {
    let scheduler = DispatchQueue.test
    let store = Store(
      initialState: State(), reducer: reducer,
      environment: Environment(scheduler: scheduler.eraseToAnyScheduler())
    )
    let viewStore = ViewStore(store)

    viewStore.send(.startBoth)
    viewStore.send(.start)
    scheduler.advance(by: 0.5)
    viewStore.send(.stop)
    scheduler.run()
    #expect(viewStore.ticks == 0)
  }

  @Test func cancelIDsFromReducer() {
    let scheduler = DispatchQueue.test
    let store = Store(
      initialState: State(), reducer: reducer,
      environment: Environment(scheduler: scheduler.eraseToAnyScheduler())
    )
    let viewStore = ViewStore(store)
    viewStore.send(.start)
    viewStore.send(.startTock)
    viewStore.send(.stopByIDs)
    scheduler.run()
    #expect(viewStore.state == State(ticks: 0, tocks: 0))
  }

  @Test func cancelOnlyTouchesItsID() {
    let scheduler = DispatchQueue.test
    let store = Store(
      initialState: State(), reducer: reducer,
      environment: Environment(scheduler: scheduler.eraseToAnyScheduler())
    )
    let viewStore = ViewStore(store)
    viewStore.send(.start)
    viewStore.send(.startTock)
    viewStore.send(.stop)
    scheduler.run()
    #expect(viewStore.state == State(ticks: 0, tocks: 1))
  }

  @Test func lateCancellationReachesTheStoresEffects() {
    let scheduler = DispatchQueue.test
    let store = Store(
      initialState: State(), reducer: reducer,
      environment: Environment(scheduler: scheduler.eraseToAnyScheduler())
    )
    let viewStore = ViewStore(store)
    viewStore.send(.start)
    viewStore.send(.stopLater)
    scheduler.run()
    #expect(viewStore.ticks == 0)
  }

  @Test func cancellableMadeAfterADelayInAFlatMap() {
    struct ID: Hashable {}
    let scheduler = DispatchQueue.test
    let subject = PassthroughSubject<Action, Never>()
    let viewStore = ViewStore(
      Store(
        initialState: State(),
        reducer: Reducer<State, Action, Void> { state, action, _ in
          switch action {
          case .start:
            // The cancellable effect is subscribed to only after the delay, outside the send.
            return Effect<Void, Never>(value: ())
              .delay(for: 1, scheduler: scheduler)
              .flatMap { subject.eraseToEffect().cancellable(id: ID()) }
              .eraseToEffect()
          case .stop:
            return .cancel(id: ID())
          case .tick:
            state.ticks += 1
            return .none
          default:
            return .none
          }
        },
        environment: ()
      )
    )
    viewStore.send(.start)
    scheduler.advance(by: 1)
    subject.send(.tick)
    #expect(viewStore.ticks == 1)
    viewStore.send(.stop)
    subject.send(.tick)
    #expect(viewStore.ticks == 1)
  }

  @Test func storesDoNotCancelEachOther() {
    let scheduler = DispatchQueue.test
    let environment = Environment(scheduler: scheduler.eraseToAnyScheduler())
    let first = ViewStore(Store(initialState: State(), reducer: reducer, environment: environment))
    let second = ViewStore(Store(initialState: State(), reducer: reducer, environment: environment))

    first.send(.start)
    second.send(.start)
    first.send(.stop)
    scheduler.advance(by: 1)
    #expect(first.ticks == 0)
    #expect(second.ticks == 1)

    // `cancelInFlight` does not reach across stores either.
    first.send(.restart)
    second.send(.restart)
    scheduler.advance(by: 1)
    #expect(first.ticks == 1)
    #expect(second.ticks == 2)
  }

  @Test func storeCancellationDoesNotReachEffectsOutsideStores() {
    let scheduler = DispatchQueue.test
    var values: [Int] = []
    let cancellable = Effect(value: 1)
      .delay(for: 1, scheduler: scheduler)
      .eraseToEffect()
      .cancellable(id: TimerID())
      .sink { values.append($0) }

    let store = ViewStore(
      Store(
        initialState: State(), reducer: reducer,
        environment: Environment(scheduler: scheduler.eraseToAnyScheduler())
      )
    )
    store.send(.stop)
    scheduler.advance(by: 1)
    #expect(values == [1])
    _ = cancellable
  }

  @Test func scopedStoresShareTheRootsIDs() {
    let scheduler = DispatchQueue.test
    let store = Store(
      initialState: State(), reducer: reducer,
      environment: Environment(scheduler: scheduler.eraseToAnyScheduler())
    )
    let scoped = store.scope(state: \.ticks)
    let viewStore = ViewStore(store)
    ViewStore(scoped).send(.start)
    ViewStore(store.stateless).send(.stop)
    scheduler.run()
    #expect(viewStore.ticks == 0)
  }
}

// MARK: - Async effects

@MainActor
@Suite(.timeLimit(.minutes(1))) struct AsyncEffectCancellationTests {
  private enum Action: Equatable {
    case start
    case stop
    case tick(Int)
  }

  @Test func cancellingATaskEffectCancelsTheSwiftTask() async {
    struct ID: Hashable {}
    let (observations, observer) = AsyncStream.makeStream(of: Bool.self)
    let store = Store(
      initialState: 0,
      reducer: Reducer<Int, Action, Void> { state, action, _ in
        switch action {
        case .start:
          return Effect.task {
            do {
              try await Task.sleep(for: .seconds(60))
            } catch {}
            observer.yield(Task.isCancelled)
            return .tick(1)
          }
          .cancellable(id: ID())
        case .stop:
          return .cancel(id: ID())
        case let .tick(value):
          state += value
          return .none
        }
      },
      environment: ()
    )
    let viewStore = ViewStore(store)

    let task = viewStore.send(.start)
    viewStore.send(.stop)
    await task.finish()

    var iterator = observations.makeAsyncIterator()
    let isCancelled = await iterator.next()
    #expect(isCancelled == true)
    // The output of a cancelled task never reaches the store.
    await Task.yield()
    #expect(viewStore.state == 0)
  }

  @Test func cancellingARunEffectStopsItsWork() async {
    struct ID: Hashable {}
    let (progress, reporter) = AsyncStream.makeStream(of: Int.self)
    let iterations = LockIsolated(0)
    let store = Store(
      initialState: 0,
      reducer: Reducer<Int, Action, Void> { state, action, _ in
        switch action {
        case .start:
          return Effect.run { send in
            var count = 0
            while !Task.isCancelled {
              count += 1
              let iteration = count
              iterations.setValue(iteration)
              await send(.tick(iteration))
              reporter.yield(iteration)
              await Task.yield()
            }
            reporter.finish()
          }
          .cancellable(id: ID())
        case .stop:
          return .cancel(id: ID())
        case let .tick(value):
          state = value
          return .none
        }
      },
      environment: ()
    )
    let viewStore = ViewStore(store)

    let task = viewStore.send(.start)
    var iterator = progress.makeAsyncIterator()
    // Let the loop make some progress.
    _ = await iterator.next()
    _ = await iterator.next()
    #expect(viewStore.state >= 2)

    viewStore.send(.stop)
    await task.finish()
    // The loop sees the cancellation and ends.
    while await iterator.next() != nil {}
    let stateAtStop = viewStore.state
    let iterationsAtStop = iterations.value
    for _ in 1...10 { await Task.yield() }
    #expect(iterations.value == iterationsAtStop)
    #expect(viewStore.state == stateAtStop)
  }

  @Test func cancellingTheSendTaskCancelsTheEffect() async {
    let (observations, observer) = AsyncStream.makeStream(of: Bool.self)
    let store = Store(
      initialState: 0,
      reducer: Reducer<Int, Action, Void> { _, action, _ in
        guard action == .start else { return .none }
        return .fireAndForget {
          try? await Task.sleep(for: .seconds(60))
          observer.yield(Task.isCancelled)
        }
      },
      environment: ()
    )
    let task = ViewStore(store).send(.start)
    task.cancel()
    await task.finish()
    var iterator = observations.makeAsyncIterator()
    #expect(await iterator.next() == true)
  }

  @Test func releasingTheStoreCancelsTheSwiftTask() async {
    let (observations, observer) = AsyncStream.makeStream(of: Bool.self)
    var store: Store<Int, Action>? = Store(
      initialState: 0,
      reducer: Reducer<Int, Action, Void> { _, action, _ in
        guard action == .start else { return .none }
        return .run { _ in
          do {
            try await Task.sleep(for: .seconds(60))
          } catch {}
          observer.yield(Task.isCancelled)
        }
      },
      environment: ()
    )
    ViewStore(store!).send(.start)
    weak let weakStore = store
    store = nil
    #expect(weakStore == nil)
    var iterator = observations.makeAsyncIterator()
    #expect(await iterator.next() == true)
  }
}
