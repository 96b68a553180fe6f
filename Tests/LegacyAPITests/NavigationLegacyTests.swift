// Optional and lazily loaded navigation state, enum app state pulled back along case paths, and
// collections addressed by index and by dictionary key, the way 2021 apps composed them.
import ComposableArchitecture
import XCTest

// MARK: - Navigate and load

struct NavigateAndLoadState: Equatable {
  var isNavigationActive = false
  var optionalCounter: CounterState?
}

enum NavigateAndLoadAction: Equatable {
  case optionalCounter(CounterAction)
  case setNavigation(isActive: Bool)
  case setNavigationIsActiveDelayCompleted
}

struct NavigateAndLoadEnvironment {
  var mainQueue: AnySchedulerOf<DispatchQueue>
}

let navigateAndLoadReducer =
  counterReducer
  .optional()
  .pullback(
    state: \.optionalCounter,
    action: /NavigateAndLoadAction.optionalCounter,
    environment: { (_: NavigateAndLoadEnvironment) in CounterEnvironment() }
  )
  .combined(
    with: Reducer<
      NavigateAndLoadState, NavigateAndLoadAction, NavigateAndLoadEnvironment
    > { state, action, environment in
      struct CancelID: Hashable {}

      switch action {
      case .setNavigation(isActive: true):
        state.isNavigationActive = true
        return Effect(value: .setNavigationIsActiveDelayCompleted)
          .delay(for: 1, scheduler: environment.mainQueue)
          .eraseToEffect()
          .cancellable(id: CancelID())
      case .setNavigation(isActive: false):
        state.isNavigationActive = false
        state.optionalCounter = nil
        return .cancel(id: CancelID())
      case .setNavigationIsActiveDelayCompleted:
        state.optionalCounter = CounterState()
        return .none
      case .optionalCounter:
        return .none
      }
    }
  )

// MARK: - Enum app state

struct SignInState: Equatable {
  var email = ""
  var isSigningIn = false
  var alert: AlertState<SignInAction>?
}

enum SignInAction: Equatable {
  case alertDismissed
  case emailChanged(String)
  case signInButtonTapped
  case signInResponse(Result<String, SignInError>)
}

struct SignInError: Error, Equatable {
  var reason: String
}

struct SignInEnvironment {
  var signIn: (String) -> Effect<String, SignInError>
  var mainQueue: AnySchedulerOf<DispatchQueue>
}

let signInReducer = Reducer<SignInState, SignInAction, SignInEnvironment> {
  state, action, environment in
  switch action {
  case .alertDismissed:
    state.alert = nil
    return .none
  case let .emailChanged(email):
    state.email = email
    return .none
  case .signInButtonTapped:
    state.isSigningIn = true
    return environment.signIn(state.email)
      .receive(on: environment.mainQueue)
      .catchToEffect(SignInAction.signInResponse)
  case .signInResponse(.success):
    state.isSigningIn = false
    return .none
  case let .signInResponse(.failure(error)):
    state.isSigningIn = false
    state.alert = AlertState(
      title: TextState(error.reason),
      dismissButton: .default(TextState("OK"), send: .alertDismissed)
    )
    return .none
  }
}

struct HomeState: Equatable {
  var user: String
  var counter = CounterState()
}

enum HomeAction: Equatable {
  case counter(CounterAction)
  case signOutButtonTapped
}

let homeReducer = Reducer<HomeState, HomeAction, Void>.combine(
  counterReducer.pullback(
    state: \HomeState.counter,
    action: /HomeAction.counter,
    environment: { _ in CounterEnvironment() }
  ),
  Reducer { _, _, _ in .none }
)

enum RootState: Equatable {
  case signIn(SignInState)
  case home(HomeState)
}

enum RootAction: Equatable {
  case signIn(SignInAction)
  case home(HomeAction)
}

struct RootEnvironment {
  var signIn: (String) -> Effect<String, SignInError>
  var mainQueue: AnySchedulerOf<DispatchQueue>
}

let rootReducer = Reducer<RootState, RootAction, RootEnvironment>.combine(
  signInReducer.pullback(
    state: /RootState.signIn,
    action: /RootAction.signIn,
    environment: { SignInEnvironment(signIn: $0.signIn, mainQueue: $0.mainQueue) }
  ),
  homeReducer.pullback(
    state: /RootState.home,
    action: /RootAction.home,
    environment: { _ in () }
  ),
  Reducer { state, action, _ in
    switch action {
    case let .signIn(.signInResponse(.success(user))):
      state = .home(HomeState(user: user))
      return .none
    case .home(.signOutButtonTapped):
      state = .signIn(SignInState())
      return .none
    case .signIn, .home:
      return .none
    }
  }
)

// MARK: - Collections by index and by key

struct CounterListState: Equatable {
  var counters: [CounterState] = []
  var countersByName: [String: CounterState] = [:]
}

enum CounterListAction: Equatable {
  case counter(index: Int, action: CounterAction)
  case namedCounter(name: String, action: CounterAction)
}

let counterListReducer = Reducer<CounterListState, CounterListAction, Void>.combine(
  counterReducer.forEach(
    state: \CounterListState.counters,
    action: /CounterListAction.counter(index:action:),
    environment: { _ in CounterEnvironment() }
  ),
  counterReducer.forEach(
    state: \CounterListState.countersByName,
    action: /CounterListAction.namedCounter(name:action:),
    environment: { _ in CounterEnvironment() }
  )
)

final class NavigationLegacyTests: XCTestCase {
  let scheduler = DispatchQueue.test
  var cancellables: Set<AnyCancellable> = []

  func testNavigateAndLoad() {
    let store = TestStore(
      initialState: NavigateAndLoadState(),
      reducer: navigateAndLoadReducer,
      environment: NavigateAndLoadEnvironment(mainQueue: self.scheduler.eraseToAnyScheduler())
    )

    store.send(.setNavigation(isActive: true)) {
      $0.isNavigationActive = true
    }
    self.scheduler.advance(by: 1)
    store.receive(.setNavigationIsActiveDelayCompleted) {
      $0.optionalCounter = CounterState()
    }
    store.send(.optionalCounter(.incrementButtonTapped)) {
      $0.optionalCounter?.count = 1
    }
    store.send(.setNavigation(isActive: false)) {
      $0.isNavigationActive = false
      $0.optionalCounter = nil
    }
  }

  func testNavigateAndCancelBeforeLoad() {
    let store = TestStore(
      initialState: NavigateAndLoadState(),
      reducer: navigateAndLoadReducer,
      environment: NavigateAndLoadEnvironment(mainQueue: self.scheduler.eraseToAnyScheduler())
    )

    store.send(.setNavigation(isActive: true)) {
      $0.isNavigationActive = true
    }
    self.scheduler.advance(by: 0.5)
    store.send(.setNavigation(isActive: false)) {
      $0.isNavigationActive = false
    }
    self.scheduler.run()
  }

  func testIfLetStoreDrivesPresentation() {
    let store = Store(
      initialState: NavigateAndLoadState(),
      reducer: navigateAndLoadReducer,
      environment: NavigateAndLoadEnvironment(mainQueue: self.scheduler.eraseToAnyScheduler())
    )
    let viewStore = ViewStore(store)

    var presented: [ViewStore<CounterState, CounterAction>] = []
    var dismissals = 0
    store
      .scope(state: \.optionalCounter, action: NavigateAndLoadAction.optionalCounter)
      .ifLet(
        then: { counterStore in presented.append(ViewStore(counterStore)) },
        else: { dismissals += 1 }
      )
      .store(in: &self.cancellables)

    XCTAssertEqual(presented.count, 0)
    XCTAssertEqual(dismissals, 1)

    viewStore.send(.setNavigation(isActive: true))
    XCTAssertEqual(presented.count, 0)
    self.scheduler.advance(by: 1)
    XCTAssertEqual(presented.count, 1)
    XCTAssertEqual(presented.first?.count, 0)

    presented[0].send(.incrementButtonTapped)
    XCTAssertEqual(presented[0].count, 1)
    XCTAssertEqual(viewStore.optionalCounter?.count, 1)
    XCTAssertEqual(presented.count, 1)

    viewStore.send(.setNavigation(isActive: false))
    XCTAssertEqual(dismissals, 2)
    // The view store of the dismissed screen keeps its last state.
    XCTAssertEqual(presented[0].count, 1)
  }

  func testIfLetWithoutElse() {
    let store = Store(
      initialState: NavigateAndLoadState(optionalCounter: CounterState(count: 5)),
      reducer: navigateAndLoadReducer,
      environment: NavigateAndLoadEnvironment(mainQueue: .immediate)
    )
    var counts: [Int] = []
    let cancellable =
      store
      .scope(state: { $0.optionalCounter }, action: { .optionalCounter($0) })
      .ifLet(then: { counts.append(ViewStore($0).count) })
    XCTAssertEqual(counts, [5])
    _ = cancellable
  }

  func testEnumStateSignInAndOut() {
    let store = TestStore(
      initialState: RootState.signIn(SignInState()),
      reducer: rootReducer,
      environment: RootEnvironment(
        signIn: { email in Effect(value: "Blob <\(email)>") },
        mainQueue: self.scheduler.eraseToAnyScheduler()
      )
    )

    store.send(.signIn(.emailChanged("blob@pointfree.co"))) {
      $0 = .signIn(SignInState(email: "blob@pointfree.co"))
    }
    store.send(.signIn(.signInButtonTapped)) {
      $0 = .signIn(SignInState(email: "blob@pointfree.co", isSigningIn: true))
    }
    self.scheduler.advance()
    store.receive(.signIn(.signInResponse(.success("Blob <blob@pointfree.co>")))) {
      $0 = .home(HomeState(user: "Blob <blob@pointfree.co>"))
    }
    store.send(.home(.counter(.incrementButtonTapped))) {
      guard case var .home(home) = $0 else { return XCTFail() }
      home.counter.count = 1
      $0 = .home(home)
    }
    store.send(.home(.signOutButtonTapped)) {
      $0 = .signIn(SignInState())
    }
  }

  func testEnumStateSignInFailureAlert() {
    let store = TestStore(
      initialState: RootState.signIn(SignInState(email: "blob@pointfree.co")),
      reducer: rootReducer,
      environment: RootEnvironment(
        signIn: { _ in Effect(error: SignInError(reason: "Invalid password")) },
        mainQueue: .immediate
      )
    )

    store.send(.signIn(.signInButtonTapped)) {
      try (/RootState.signIn).modify(&$0) { $0.isSigningIn = true }
    }
    store.receive(.signIn(.signInResponse(.failure(SignInError(reason: "Invalid password"))))) {
      try (/RootState.signIn).modify(&$0) {
        $0.isSigningIn = false
        $0.alert = AlertState(
          title: TextState("Invalid password"),
          dismissButton: .default(TextState("OK"), action: .send(.alertDismissed))
        )
      }
    }
    store.send(.signIn(.alertDismissed)) {
      try (/RootState.signIn).modify(&$0) { $0.alert = nil }
    }
  }

  func testEnumStateScopedStore() {
    let store = Store(
      initialState: RootState.signIn(SignInState()),
      reducer: rootReducer,
      environment: RootEnvironment(
        signIn: { Effect(value: $0) },
        mainQueue: .immediate
      )
    )
    var signInStores = 0
    var homeStores = 0
    store
      .scope(state: (/RootState.signIn).extract(from:), action: RootAction.signIn)
      .ifLet(then: { _ in signInStores += 1 })
      .store(in: &self.cancellables)
    store
      .scope(state: (/RootState.home).extract(from:), action: RootAction.home)
      .ifLet(then: { _ in homeStores += 1 })
      .store(in: &self.cancellables)

    let viewStore = ViewStore(store)
    viewStore.send(.signIn(.emailChanged("blob")))
    viewStore.send(.signIn(.signInButtonTapped))
    XCTAssertEqual(viewStore.state, .home(HomeState(user: "blob")))
    XCTAssertEqual(signInStores, 1)
    XCTAssertEqual(homeStores, 1)
    viewStore.send(.home(.signOutButtonTapped))
    XCTAssertEqual(signInStores, 2)
  }

  func testForEachArrayIndexAndDictionary() {
    let store = TestStore(
      initialState: CounterListState(
        counters: [CounterState(), CounterState(count: 10)],
        countersByName: ["blob": CounterState(count: 1)]
      ),
      reducer: counterListReducer,
      environment: ()
    )

    store.send(.counter(index: 1, action: .incrementButtonTapped)) {
      $0.counters[1].count = 11
    }
    store.send(.counter(index: 0, action: .decrementButtonTapped)) {
      $0.counters[0].count = -1
    }
    store.send(.namedCounter(name: "blob", action: .incrementButtonTapped)) {
      $0.countersByName["blob"]?.count = 2
    }
  }
}
