import ComposableArchitecture
import XCTest

struct CounterState: Equatable {
  var count = 0
}

enum CounterAction: Equatable {
  case decrementButtonTapped
  case incrementButtonTapped
}

struct CounterEnvironment {}

let counterReducer = Reducer<CounterState, CounterAction, CounterEnvironment> { state, action, _ in
  switch action {
  case .decrementButtonTapped:
    state.count -= 1
    return .none
  case .incrementButtonTapped:
    state.count += 1
    return .none
  }
}

struct OptionalBasicsState: Equatable {
  var optionalCounter: CounterState?
}

enum OptionalBasicsAction: Equatable {
  case optionalCounter(CounterAction)
  case toggleCounterButtonTapped
}

struct OptionalBasicsEnvironment {}

let optionalBasicsReducer =
  counterReducer
  .optional()
  .pullback(
    state: \.optionalCounter,
    action: /OptionalBasicsAction.optionalCounter,
    environment: { _ in CounterEnvironment() }
  )
  .combined(
    with: Reducer<
      OptionalBasicsState, OptionalBasicsAction, OptionalBasicsEnvironment
    > { state, action, environment in
      switch action {
      case .toggleCounterButtonTapped:
        state.optionalCounter =
          state.optionalCounter == nil
          ? CounterState()
          : nil
        return .none
      case .optionalCounter:
        return .none
      }
    }
  )

final class StoreLegacyTests: XCTestCase {
  var cancellables: Set<AnyCancellable> = []

  func testScopedViewStoresAndPublishers() {
    let store = Store(
      initialState: OptionalBasicsState(),
      reducer: optionalBasicsReducer,
      environment: OptionalBasicsEnvironment()
    )
    let viewStore = ViewStore(store)

    var counts: [Int?] = []
    viewStore.publisher.optionalCounter
      .sink { counts.append($0?.count) }
      .store(in: &self.cancellables)

    var unwrapped: [Store<CounterState, CounterAction>] = []
    var elseCount = 0
    store
      .scope(state: \.optionalCounter, action: OptionalBasicsAction.optionalCounter)
      .ifLet(
        then: { unwrapped.append($0) },
        else: { elseCount += 1 }
      )
      .store(in: &self.cancellables)

    XCTAssertEqual(elseCount, 1)
    viewStore.send(.toggleCounterButtonTapped)
    XCTAssertEqual(unwrapped.count, 1)

    let counterViewStore = ViewStore(unwrapped[0])
    counterViewStore.send(.incrementButtonTapped)
    counterViewStore.send(.incrementButtonTapped)
    XCTAssertEqual(counterViewStore.count, 2)
    XCTAssertEqual(viewStore.optionalCounter?.count, 2)

    viewStore.send(.toggleCounterButtonTapped)
    XCTAssertEqual(elseCount, 2)
    XCTAssertEqual(counts, [nil, 0, 1, 2, nil])
  }

  func testOptionalTestStore() {
    let store = TestStore(
      initialState: OptionalBasicsState(),
      reducer: optionalBasicsReducer,
      environment: OptionalBasicsEnvironment()
    )

    store.send(.toggleCounterButtonTapped) {
      $0.optionalCounter = CounterState()
    }
    store.send(.optionalCounter(.incrementButtonTapped)) {
      $0.optionalCounter?.count = 1
    }
    store.send(.toggleCounterButtonTapped) {
      $0.optionalCounter = nil
    }
  }

  func testBindingsFromGetAndSend() {
    let store = Store(
      initialState: CounterState(),
      reducer: counterReducer,
      environment: CounterEnvironment()
    )
    let viewStore = ViewStore(store)
    let binding = viewStore.binding(
      get: { $0.count },
      send: { $0 > viewStore.count ? .incrementButtonTapped : .decrementButtonTapped }
    )
    binding.wrappedValue = 1
    binding.wrappedValue = 2
    binding.wrappedValue = 1
    XCTAssertEqual(viewStore.count, 1)
    XCTAssertEqual(binding.wrappedValue, 1)
  }
}
