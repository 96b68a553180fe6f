// Store behavior 2021 apps relied on without writing it down: the order synchronous effects feed
// actions back in, sends made from inside a view store's observers, effects torn down with the
// store, and scoped stores that read their state on demand.
import ComposableArchitecture
import XCTest

struct OrderingState: Equatable {
  var log: [String] = []
  var count = 0
}

enum OrderingAction: Equatable {
  case concatenated
  case increment
  case merged
  case note(String)
  case startTicking
  case stopTicking
}

struct OrderingEnvironment {
  var mainQueue: AnySchedulerOf<DispatchQueue>
  var onCancel: () -> Void = {}
}

let orderingReducer = Reducer<OrderingState, OrderingAction, OrderingEnvironment> {
  state, action, environment in
  struct TickID: Hashable {}

  switch action {
  case .concatenated:
    state.log.append("concatenated")
    return .concatenate(
      Effect(value: .note("a")),
      Effect(value: .note("b")).delay(for: 1, scheduler: environment.mainQueue).eraseToEffect(),
      Effect(value: .note("c"))
    )
  case .increment:
    state.count += 1
    return .none
  case .merged:
    state.log.append("merged")
    return .merge(
      Effect(value: .note("1")),
      Effect(value: .note("2")),
      Effect(value: .note("3"))
    )
  case let .note(note):
    state.log.append(note)
    return .none
  case .stopTicking:
    return .cancel(id: TickID())
  case .startTicking:
    return Effect.timer(id: TickID(), every: 1, on: environment.mainQueue)
      .handleEvents(receiveCancel: environment.onCancel)
      .map { _ in .increment }
      .eraseToEffect()
  }
}

final class StoreBehaviorLegacyTests: XCTestCase {
  let scheduler = DispatchQueue.test
  var cancellables: Set<AnyCancellable> = []

  func testSynchronousEffectsKeepTheirOrder() {
    let store = TestStore(
      initialState: OrderingState(),
      reducer: orderingReducer,
      environment: OrderingEnvironment(mainQueue: self.scheduler.eraseToAnyScheduler())
    )

    store.send(.merged) { $0.log = ["merged"] }
    store.receive(.note("1")) { $0.log.append("1") }
    store.receive(.note("2")) { $0.log.append("2") }
    store.receive(.note("3")) { $0.log.append("3") }

    store.send(.concatenated) { $0.log.append("concatenated") }
    store.receive(.note("a")) { $0.log.append("a") }
    self.scheduler.advance(by: 1)
    store.receive(.note("b")) { $0.log.append("b") }
    store.receive(.note("c")) { $0.log.append("c") }
  }

  func testLiveStoreProcessesEffectActionsBeforeReturning() {
    let store = Store(
      initialState: OrderingState(),
      reducer: orderingReducer,
      environment: OrderingEnvironment(mainQueue: .immediate)
    )
    let viewStore = ViewStore(store)

    var logs: [[String]] = []
    viewStore.publisher.log
      .sink { logs.append($0) }
      .store(in: &self.cancellables)

    viewStore.send(.merged)
    XCTAssertEqual(viewStore.log, ["merged", "1", "2", "3"])
    viewStore.send(.concatenated)
    XCTAssertEqual(viewStore.log, ["merged", "1", "2", "3", "concatenated", "a", "b", "c"])
    // Synchronous effects' actions are processed in the same send, so observers see only the
    // final state of each send.
    XCTAssertEqual(logs.count, 3)
  }

  func testSendingFromAnObserver() {
    let store = Store(
      initialState: OrderingState(),
      reducer: orderingReducer,
      environment: OrderingEnvironment(mainQueue: .immediate)
    )
    let viewStore = ViewStore(store)

    var counts: [Int] = []
    viewStore.publisher
      .map(\.count)
      .removeDuplicates()
      .sink { count in
        counts.append(count)
        if count == 1 {
          viewStore.send(.increment)
        }
      }
      .store(in: &self.cancellables)

    viewStore.send(.increment)
    XCTAssertEqual(viewStore.count, 2)
    XCTAssertEqual(counts.last, 2)
    XCTAssertEqual(counts.first, 0)
  }

  func testReleasingTheStoreCancelsItsEffects() {
    var cancellations = 0
    var store: Store<OrderingState, OrderingAction>? = Store(
      initialState: OrderingState(),
      reducer: orderingReducer,
      environment: OrderingEnvironment(
        mainQueue: self.scheduler.eraseToAnyScheduler(),
        onCancel: { cancellations += 1 }
      )
    )
    var viewStore: ViewStore<OrderingState, OrderingAction>? = ViewStore(store!)

    viewStore?.send(.startTicking)
    self.scheduler.advance(by: 2)
    XCTAssertEqual(viewStore?.count, 2)

    weak var weakStore = store
    viewStore = nil
    store = nil
    XCTAssertNil(weakStore)
    XCTAssertEqual(cancellations, 1)
    self.scheduler.advance(by: 10)
  }

  func testDeeplyScopedStoresSeeParentChanges() {
    let store = Store(
      initialState: OrderingState(),
      reducer: orderingReducer,
      environment: OrderingEnvironment(mainQueue: .immediate)
    )
    let countStore =
      store
      .scope(state: { $0 })
      .scope(state: \.count)
      .scope(state: { "\($0)" })

    ViewStore(store).send(.increment)
    ViewStore(store.stateless).send(.increment)

    // A view store made after the changes starts from the current state.
    let countViewStore = ViewStore(countStore)
    XCTAssertEqual(countViewStore.state, "2")
    countViewStore.send(.increment)
    XCTAssertEqual(countViewStore.state, "3")
  }

  func testTimerRestartCancelsThePreviousOne() {
    let store = TestStore(
      initialState: OrderingState(),
      reducer: orderingReducer,
      environment: OrderingEnvironment(mainQueue: self.scheduler.eraseToAnyScheduler())
    )

    store.send(.startTicking)
    self.scheduler.advance(by: 0.5)
    // Starting a timer with an id that is already ticking replaces it.
    store.send(.startTicking)
    self.scheduler.advance(by: 0.5)
    self.scheduler.advance(by: 0.5)
    store.receive(.increment) { $0.count = 1 }
    self.scheduler.advance(by: 1)
    store.receive(.increment) { $0.count = 2 }
    store.send(.stopTicking)
    self.scheduler.advance(by: 10)
  }
}
