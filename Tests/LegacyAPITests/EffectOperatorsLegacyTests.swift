// Effect constructors and operators the way 2021 code reached for them: Combine publishers
// erased to effects, schedulers injected as `AnySchedulerOf<DispatchQueue>`, cancellation ids as
// hashable structs and as empty enums.
import ComposableArchitecture
import XCTest

struct OperatorFailure: Error, Equatable {
  var message = "Something went wrong"
}

struct MultiTimerState: Equatable {
  var aTicks = 0
  var bTicks = 0
  var cTicks = 0
}

enum MultiTimerAction: Equatable {
  case aTicked
  case bTicked
  case cTicked
  case startButtonTapped
  case stopAllButtonTapped
  case stopAllTypedButtonTapped
  case stopListButtonTapped
}

struct MultiTimerEnvironment {
  var mainQueue: AnySchedulerOf<DispatchQueue>
}

struct TimerAID: Hashable {}
struct TimerBID: Hashable {}
enum TimerCID {}

let multiTimerReducer = Reducer<MultiTimerState, MultiTimerAction, MultiTimerEnvironment> {
  state, action, environment in
  switch action {
  case .aTicked:
    state.aTicks += 1
    return .none
  case .bTicked:
    state.bTicks += 1
    return .none
  case .cTicked:
    state.cTicks += 1
    return .none
  case .startButtonTapped:
    return .merge(
      Effect.timer(id: TimerAID(), every: 1, on: environment.mainQueue)
        .map { _ in .aTicked },
      Effect.timer(id: TimerBID(), every: .seconds(2), on: environment.mainQueue)
        .map { _ in MultiTimerAction.bTicked },
      Effect.timer(id: TimerCID.self, every: 3, on: environment.mainQueue)
        .map { _ in .cTicked }
    )
  case .stopAllButtonTapped:
    return .merge(
      .cancel(ids: TimerAID(), TimerBID()),
      .cancel(id: TimerCID.self)
    )
  case .stopListButtonTapped:
    return .cancel(ids: [TimerAID(), TimerBID(), AnyHashable(ObjectIdentifier(TimerCID.self))])
  case .stopAllTypedButtonTapped:
    return .concatenate(
      .cancel(ids: [TimerAID(), TimerBID()]),
      .cancel(ids: [TimerCID.self])
    )
  }
}

struct ScrollTrackingState: Equatable {
  var tracked: [Int] = []
}

enum ScrollTrackingAction: Equatable {
  case scrolled(Int)
  case tracked(Int)
  case bannerShown
  case showBannerLater
}

struct ScrollTrackingEnvironment {
  var mainQueue: AnySchedulerOf<DispatchQueue>
  var latest: Bool
}

let scrollTrackingReducer = Reducer<
  ScrollTrackingState, ScrollTrackingAction, ScrollTrackingEnvironment
> { state, action, environment in
  struct ThrottleID: Hashable {}

  switch action {
  case let .scrolled(offset):
    return Effect(value: .tracked(offset))
      .throttle(
        id: ThrottleID(), for: 1, scheduler: environment.mainQueue, latest: environment.latest)
  case let .tracked(offset):
    state.tracked.append(offset)
    return .none
  case .showBannerLater:
    return Effect(value: .bannerShown)
      .deferred(for: 2, scheduler: environment.mainQueue)
  case .bannerShown:
    return .none
  }
}

final class EffectOperatorsLegacyTests: XCTestCase {
  var cancellables: Set<AnyCancellable> = []
  let scheduler = DispatchQueue.test

  override func tearDown() {
    super.tearDown()
    self.cancellables.removeAll()
  }

  func testValueErrorAndNone() {
    var values: [Int] = []
    var completions = 0
    Effect<Int, Never>(value: 42)
      .sink(receiveCompletion: { _ in completions += 1 }, receiveValue: { values.append($0) })
      .store(in: &self.cancellables)
    Effect<Int, Never>.none
      .sink(receiveCompletion: { _ in completions += 1 }, receiveValue: { values.append($0) })
      .store(in: &self.cancellables)
    XCTAssertEqual(values, [42])
    XCTAssertEqual(completions, 2)

    var failure: OperatorFailure?
    Effect<Int, OperatorFailure>(error: OperatorFailure())
      .sink(
        receiveCompletion: {
          if case let .failure(error) = $0 { failure = error }
        },
        receiveValue: { _ in XCTFail() }
      )
      .store(in: &self.cancellables)
    XCTAssertEqual(failure, OperatorFailure())
  }

  func testFutureResultAndCatching() {
    var values: [Int] = []
    Effect<Int, Never>.future { callback in
      callback(.success(1))
    }
    .sink { values.append($0) }
    .store(in: &self.cancellables)

    Effect<Int, Never>.result { .success(2) }
      .sink { values.append($0) }
      .store(in: &self.cancellables)

    var futureRuns = 0
    let lazyFuture = Effect<Int, Never>.future { callback in
      futureRuns += 1
      callback(.success(3))
    }
    XCTAssertEqual(futureRuns, 0, "A future effect does its work only when subscribed")
    lazyFuture.sink { values.append($0) }.store(in: &self.cancellables)
    XCTAssertEqual(futureRuns, 1)
    XCTAssertEqual(values, [1, 2, 3])

    var results: [Result<Int, Error>] = []
    Effect<Int, Error>.catching { 4 }
      .catchToEffect()
      .sink { results.append($0) }
      .store(in: &self.cancellables)
    Effect<Int, Error>.catching { throw OperatorFailure(message: "nope") }
      .catchToEffect()
      .sink { results.append($0) }
      .store(in: &self.cancellables)
    XCTAssertEqual(results.count, 2)
    XCTAssertEqual(try results[0].get(), 4)
    guard case let .failure(error) = results[1] else { return XCTFail() }
    XCTAssertEqual(error as? OperatorFailure, OperatorFailure(message: "nope"))
  }

  func testCatchToEffectTransformAndMap() {
    enum Action: Equatable {
      case response(Result<Int, OperatorFailure>)
    }
    var actions: [Action] = []
    Fail<Int, OperatorFailure>(error: OperatorFailure())
      .catchToEffect(Action.response)
      .sink { actions.append($0) }
      .store(in: &self.cancellables)
    Just(1)
      .setFailureType(to: OperatorFailure.self)
      .catchToEffect()
      .map(Action.response)
      .sink { actions.append($0) }
      .store(in: &self.cancellables)
    Just(2)
      .setFailureType(to: OperatorFailure.self)
      .eraseToEffect()
      .catchToEffect(Action.response)
      .sink { actions.append($0) }
      .store(in: &self.cancellables)
    XCTAssertEqual(
      actions,
      [.response(.failure(OperatorFailure())), .response(.success(1)), .response(.success(2))]
    )

    let transformed: Effect<String, Never> = Just(7).eraseToEffect { "\($0)" }
    var strings: [String] = []
    transformed.sink { strings.append($0) }.store(in: &self.cancellables)
    XCTAssertEqual(strings, ["7"])
  }

  func testRunWithCombineSubscriber() {
    var isCancelled = false
    var values: [Int] = []
    var isFinished = false
    let effect = Effect<Int, Never>.run { subscriber in
      subscriber.send(1)
      subscriber.send(2)
      return AnyCancellable {
        isCancelled = true
      }
    }
    let cancellable = effect.sink(
      receiveCompletion: { _ in isFinished = true },
      receiveValue: { values.append($0) }
    )
    XCTAssertEqual(values, [1, 2])
    XCTAssertFalse(isFinished)
    cancellable.cancel()
    XCTAssertTrue(isCancelled)

    values = []
    Effect<Int, OperatorFailure>.run { subscriber in
      subscriber.send(3)
      subscriber.send(completion: .failure(OperatorFailure()))
      return AnyCancellable {}
    }
    .catchToEffect()
    .sink {
      switch $0 {
      case let .success(value): values.append(value)
      case .failure: values.append(-1)
      }
    }
    .store(in: &self.cancellables)
    XCTAssertEqual(values, [3, -1])
  }

  func testFireAndForget() {
    var count = 0
    var outputs = 0
    Effect<Int, Never>.fireAndForget { count += 1 }
      .sink { _ in outputs += 1 }
      .store(in: &self.cancellables)
    XCTAssertEqual(count, 1)

    let effect: Effect<String, Never> = Just(1)
      .handleEvents(receiveOutput: { count += $0 })
      .fireAndForget()
    XCTAssertEqual(count, 1, "The publisher runs only when the effect is subscribed")
    effect.sink { _ in outputs += 1 }.store(in: &self.cancellables)
    XCTAssertEqual(count, 2)
    XCTAssertEqual(outputs, 0)

    Fail<Int, OperatorFailure>(error: OperatorFailure())
      .fireAndForget(outputType: Int.self, failureType: Never.self)
      .sink { _ in outputs += 1 }
      .store(in: &self.cancellables)
    XCTAssertEqual(outputs, 0)
  }

  func testMergeAndConcatenate() {
    var values: [Int] = []
    Effect<Int, Never>.merge(
      Effect(value: 1).delay(for: 3, scheduler: self.scheduler).eraseToEffect(),
      Effect(value: 2).delay(for: 1, scheduler: self.scheduler).eraseToEffect(),
      .none,
      Effect(value: 3).delay(for: 2, scheduler: self.scheduler).eraseToEffect()
    )
    .sink { values.append($0) }
    .store(in: &self.cancellables)
    self.scheduler.advance(by: 1)
    XCTAssertEqual(values, [2])
    self.scheduler.advance(by: 2)
    XCTAssertEqual(values, [2, 3, 1])

    values = []
    Effect<Int, Never>.concatenate(
      [
        Effect(value: 1).delay(for: 2, scheduler: self.scheduler).eraseToEffect(),
        .none,
        Effect(value: 2).delay(for: 1, scheduler: self.scheduler).eraseToEffect(),
        Effect(value: 3),
      ]
    )
    .sink { values.append($0) }
    .store(in: &self.cancellables)
    XCTAssertEqual(values, [])
    self.scheduler.advance(by: 2)
    XCTAssertEqual(values, [1])
    self.scheduler.advance(by: 1)
    XCTAssertEqual(values, [1, 2, 3])

    values = []
    Effect<Int, Never>.merge([Effect(value: 4), Effect(value: 5)])
      .sink { values.append($0) }
      .store(in: &self.cancellables)
    XCTAssertEqual(values, [4, 5])
  }

  func testUpstreamAndPublisherOperators() {
    var values: [Int] = []
    Effect<Int, Never>(value: 1)
      .upstream
      .sink { values.append($0) }
      .store(in: &self.cancellables)

    Effect<Int, Never>(Publishers.Sequence(sequence: [2, 3]))
      .map { $0 * 10 }
      .eraseToEffect()
      .sink { values.append($0) }
      .store(in: &self.cancellables)

    Effect<Int, Never>(value: 4)
      .receive(on: self.scheduler)
      .eraseToEffect()
      .sink { values.append($0) }
      .store(in: &self.cancellables)
    XCTAssertEqual(values, [1, 20, 30])
    self.scheduler.advance()
    XCTAssertEqual(values, [1, 20, 30, 4])

    let subject = PassthroughSubject<Int, Never>()
    subject
      .filter { $0.isMultiple(of: 2) }
      .eraseToEffect()
      .sink { values.append($0) }
      .store(in: &self.cancellables)
    subject.send(5)
    subject.send(6)
    XCTAssertEqual(values.last, 6)
  }

  func testCancellationIDsVariadicListAndTypes() {
    let store = TestStore(
      initialState: MultiTimerState(),
      reducer: multiTimerReducer,
      environment: MultiTimerEnvironment(mainQueue: self.scheduler.eraseToAnyScheduler())
    )

    store.send(.startButtonTapped)
    self.scheduler.advance(by: 3)
    store.receive(.aTicked) { $0.aTicks = 1 }
    store.receive(.aTicked) { $0.aTicks = 2 }
    store.receive(.bTicked) { $0.bTicks = 1 }
    store.receive(.aTicked) { $0.aTicks = 3 }
    store.receive(.cTicked) { $0.cTicks = 1 }
    store.send(.stopAllButtonTapped)
    self.scheduler.advance(by: 10)

    store.send(.startButtonTapped)
    self.scheduler.advance(by: 1)
    store.receive(.aTicked) { $0.aTicks = 4 }
    store.send(.stopListButtonTapped)
    self.scheduler.advance(by: 10)

    store.send(.startButtonTapped)
    self.scheduler.advance(by: 2)
    store.receive(.aTicked) { $0.aTicks = 5 }
    store.receive(.aTicked) { $0.aTicks = 6 }
    store.receive(.bTicked) { $0.bTicks = 2 }
    store.send(.stopAllTypedButtonTapped)
    self.scheduler.run()
  }

  func testThrottleLatest() {
    let store = TestStore(
      initialState: ScrollTrackingState(),
      reducer: scrollTrackingReducer,
      environment: ScrollTrackingEnvironment(
        mainQueue: self.scheduler.eraseToAnyScheduler(),
        latest: true
      )
    )

    store.send(.scrolled(1))
    self.scheduler.advance()
    store.receive(.tracked(1)) { $0.tracked = [1] }

    store.send(.scrolled(2))
    self.scheduler.advance()
    store.send(.scrolled(3))
    self.scheduler.advance(by: 0.25)
    store.send(.scrolled(4))
    self.scheduler.advance(by: 0.25)
    XCTAssertEqual(store.state.tracked, [1])

    self.scheduler.advance(by: 0.5)
    store.receive(.tracked(4)) { $0.tracked = [1, 4] }

    self.scheduler.advance(by: 5)
    store.send(.scrolled(5))
    self.scheduler.advance()
    store.receive(.tracked(5)) { $0.tracked = [1, 4, 5] }
  }

  func testThrottleFirst() {
    let store = TestStore(
      initialState: ScrollTrackingState(),
      reducer: scrollTrackingReducer,
      environment: ScrollTrackingEnvironment(
        mainQueue: self.scheduler.eraseToAnyScheduler(),
        latest: false
      )
    )

    store.send(.scrolled(1))
    self.scheduler.advance()
    store.receive(.tracked(1)) { $0.tracked = [1] }

    store.send(.scrolled(2))
    self.scheduler.advance(by: 0.25)
    store.send(.scrolled(3))
    self.scheduler.advance(by: 0.25)
    store.send(.scrolled(4))
    self.scheduler.advance(by: 0.5)
    store.receive(.tracked(2)) { $0.tracked = [1, 2] }
  }

  func testDeferred() {
    let store = TestStore(
      initialState: ScrollTrackingState(),
      reducer: scrollTrackingReducer,
      environment: ScrollTrackingEnvironment(
        mainQueue: self.scheduler.eraseToAnyScheduler(),
        latest: true
      )
    )

    store.send(.showBannerLater)
    self.scheduler.advance(by: 1)
    self.scheduler.advance(by: 1)
    store.receive(.bannerShown)
  }

  func testFailingEffectIsInertUntilSubscribed() {
    let client: (Int) -> Effect<String, Never> = { _ in .failing("NumberClient.fetch") }
    _ = client(1)
    let unimplemented = Effect<String, Error>.failing("Unused")
    _ = unimplemented.map { $0.count }
  }

  func testEffectTypealiasesAndEraseOfEffect() {
    let effect: Effect<Int, Never> = Effect(value: 1)
    let erased: Effect<Int, Never> = effect.eraseToEffect()
    var values: [Effect<Int, Never>.Output] = []
    erased.sink { values.append($0) }.store(in: &self.cancellables)
    XCTAssertEqual(values, [1])
    XCTAssert(Effect<Int, OperatorFailure>.Failure.self == OperatorFailure.self)
  }
}
