// Shared state between two tabs through a computed property, prime-number alerts, and a test
// written as one `assert` script, in the style of the 2021 shared-state case study.
import ComposableArchitecture
import XCTest

struct SharedState: Equatable {
  var counter = SharedCounterState()
  var currentTab = Tab.counter

  enum Tab { case counter, profile }

  struct SharedCounterState: Equatable {
    var alert: AlertState<SharedStateAction.CounterAction>?
    var count = 0
    var maxCount = 0
    var minCount = 0
    var numberOfCounts = 0
  }

  // The ProfileState can be derived from the CounterState by getting and setting the parts it
  // cares about. This allows the profile feature to operate on a subset of app state instead of
  // the whole thing.
  var profile: ProfileState {
    get {
      ProfileState(
        currentTab: self.currentTab,
        count: self.counter.count,
        maxCount: self.counter.maxCount,
        minCount: self.counter.minCount,
        numberOfCounts: self.counter.numberOfCounts
      )
    }
    set {
      self.currentTab = newValue.currentTab
      self.counter.count = newValue.count
      self.counter.maxCount = newValue.maxCount
      self.counter.minCount = newValue.minCount
      self.counter.numberOfCounts = newValue.numberOfCounts
    }
  }

  struct ProfileState: Equatable {
    private(set) var currentTab: Tab
    private(set) var count = 0
    private(set) var maxCount: Int
    private(set) var minCount: Int
    private(set) var numberOfCounts: Int

    fileprivate mutating func resetCount() {
      self.currentTab = .counter
      self.count = 0
      self.maxCount = 0
      self.minCount = 0
      self.numberOfCounts = 0
    }
  }
}

enum SharedStateAction: Equatable {
  case counter(CounterAction)
  case profile(ProfileAction)
  case selectTab(SharedState.Tab)

  enum CounterAction: Equatable {
    case alertDismissed
    case decrementButtonTapped
    case incrementButtonTapped
    case isPrimeButtonTapped
  }

  enum ProfileAction: Equatable {
    case resetCounterButtonTapped
  }
}

private func isPrime(_ p: Int) -> Bool {
  if p <= 1 { return false }
  if p <= 3 { return true }
  for i in 2...Int(Double(p).squareRoot()) {
    if p % i == 0 { return false }
  }
  return true
}

let sharedStateCounterReducer = Reducer<
  SharedState.SharedCounterState, SharedStateAction.CounterAction, Void
> { state, action, _ in
  switch action {
  case .alertDismissed:
    state.alert = nil
    return .none

  case .decrementButtonTapped:
    state.count -= 1
    state.numberOfCounts += 1
    state.minCount = min(state.minCount, state.count)
    return .none

  case .incrementButtonTapped:
    state.count += 1
    state.numberOfCounts += 1
    state.maxCount = max(state.maxCount, state.count)
    return .none

  case .isPrimeButtonTapped:
    state.alert = AlertState(
      title: isPrime(state.count)
        ? TextState("👍 The number \(state.count) is prime!")
        : TextState("👎 The number \(state.count) is not prime :(")
    )
    return .none
  }
}

let sharedStateProfileReducer = Reducer<
  SharedState.ProfileState, SharedStateAction.ProfileAction, Void
> { state, action, _ in
  switch action {
  case .resetCounterButtonTapped:
    state.resetCount()
    return .none
  }
}

let sharedStateReducer = Reducer<SharedState, SharedStateAction, Void>.combine(
  sharedStateCounterReducer.pullback(
    state: \SharedState.counter,
    action: /SharedStateAction.counter,
    environment: { _ in () }
  ),
  sharedStateProfileReducer.pullback(
    state: \SharedState.profile,
    action: /SharedStateAction.profile,
    environment: { _ in () }
  ),
  Reducer { state, action, _ in
    switch action {
    case .counter, .profile:
      return .none
    case let .selectTab(tab):
      state.currentTab = tab
      return .none
    }
  }
)

final class SharedStateLegacyTests: XCTestCase {
  func testTabRestoredOnReset() {
    let store = TestStore(
      initialState: SharedState(),
      reducer: sharedStateReducer,
      environment: ()
    )

    store.assert(
      .send(.selectTab(.profile)) {
        $0.currentTab = .profile
      },
      .send(.profile(.resetCounterButtonTapped)) {
        $0.currentTab = .counter
      }
    )
  }

  func testTabSelection() {
    let store = TestStore(
      initialState: SharedState(),
      reducer: sharedStateReducer,
      environment: ()
    )

    store.send(.selectTab(.profile)) {
      $0.currentTab = .profile
      XCTAssertEqual($0.profile.currentTab, .profile)
      XCTAssertEqual($0.profile.numberOfCounts, 0)
    }
    store.send(.selectTab(.counter)) {
      $0.currentTab = .counter
    }
  }

  func testSharedCounts() {
    let store = TestStore(
      initialState: SharedState(),
      reducer: sharedStateReducer,
      environment: ()
    )

    store.assert(
      .send(.counter(.incrementButtonTapped)) {
        $0.counter.count = 1
        $0.counter.maxCount = 1
        $0.counter.numberOfCounts = 1
      },
      .send(.counter(.decrementButtonTapped)) {
        $0.counter.count = 0
        $0.counter.numberOfCounts = 2
      },
      .send(.counter(.decrementButtonTapped)) {
        $0.counter.count = -1
        $0.counter.minCount = -1
        $0.counter.numberOfCounts = 3
      },
      .do {
        XCTAssertEqual(store.state.profile.numberOfCounts, 3)
      },
      .send(.profile(.resetCounterButtonTapped)) {
        $0.counter.count = 0
        $0.counter.minCount = 0
        $0.counter.numberOfCounts = 0
        $0.counter.maxCount = 0
      }
    )
  }

  func testIsPrimeWhenPrime() {
    let store = TestStore(
      initialState: SharedState.SharedCounterState(
        alert: nil, count: 3, maxCount: 0, minCount: 0, numberOfCounts: 0
      ),
      reducer: sharedStateCounterReducer,
      environment: ()
    )

    store.send(.isPrimeButtonTapped) {
      $0.alert = AlertState(title: TextState("👍 The number 3 is prime!"))
    }
    store.send(.alertDismissed) {
      $0.alert = nil
    }
  }

  func testIsPrimeWhenNotPrime() {
    let store = TestStore(
      initialState: SharedState(
        counter: SharedState.SharedCounterState(count: 6),
        currentTab: .counter
      ),
      reducer: sharedStateReducer,
      environment: ()
    )
    let counterStore = store.scope(state: \.counter, action: SharedStateAction.counter)

    counterStore.send(.isPrimeButtonTapped) {
      $0.alert = AlertState(title: TextState("👎 The number 6 is not prime :("))
    }
    counterStore.send(.alertDismissed) {
      $0.alert = nil
    }
    XCTAssertEqual(counterStore.state.count, 6)
  }

  func testScopedViewStoreOfDerivedState() {
    let store = Store(
      initialState: SharedState(),
      reducer: sharedStateReducer,
      environment: ()
    )
    let profileViewStore = ViewStore(
      store.scope(state: \.profile, action: SharedStateAction.profile)
    )
    let counterViewStore = ViewStore(
      store.scope(state: \.counter, action: SharedStateAction.counter)
    )

    var profileCounts: [Int] = []
    let cancellable = profileViewStore.publisher.numberOfCounts
      .sink { profileCounts.append($0) }

    counterViewStore.send(.incrementButtonTapped)
    counterViewStore.send(.incrementButtonTapped)
    counterViewStore.send(.isPrimeButtonTapped)
    XCTAssertEqual(profileViewStore.count, 2)
    XCTAssertEqual(counterViewStore.alert, AlertState(title: TextState("👍 The number 2 is prime!")))

    profileViewStore.send(.resetCounterButtonTapped)
    XCTAssertEqual(counterViewStore.count, 0)
    XCTAssertEqual(profileCounts, [0, 1, 2, 0])
    _ = cancellable
  }
}
