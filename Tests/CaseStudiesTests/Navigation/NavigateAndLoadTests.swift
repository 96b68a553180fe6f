import CaseStudies
import ComposableArchitecture
import Testing

@Suite struct NavigateAndLoadTests {
  let mainQueue = DispatchQueue.test

  func makeStore(_ state: NavigateAndLoadState = NavigateAndLoadState())
    -> TestStore<
      NavigateAndLoadState, NavigateAndLoadState, NavigateAndLoadAction, NavigateAndLoadAction,
      NavigationEnvironment
    >
  {
    TestStore(
      initialState: state,
      reducer: navigateAndLoadReducer,
      environment: NavigationEnvironment(mainQueue: mainQueue.eraseToAnyScheduler())
    )
  }

  @Test func tappingARowPushesAtOnceThenLoadsItsCounter() {
    let store = makeStore()
    store.send(.setNavigation(selection: UUID(3))) {
      $0.selection = UUID(3)
    }
    mainQueue.advance(by: .milliseconds(999))
    mainQueue.advance(by: .milliseconds(1))
    store.receive(.setNavigationSelectionDelayCompleted) {
      $0.counter = NavigationCounterState(count: 100)
    }
    store.send(.counter(.decrementButtonTapped)) { $0.counter?.count = 99 }
    store.send(.setNavigation(selection: nil)) {
      $0.rows[id: UUID(3)]?.count = 99
      $0.selection = nil
      $0.counter = nil
    }
  }

  @Test func goingBackBeforeTheCounterLoadsCancelsTheLoad() {
    let store = makeStore()
    store.send(.setNavigation(selection: UUID(1))) {
      $0.selection = UUID(1)
    }
    mainQueue.advance(by: .milliseconds(500))
    store.send(.setNavigation(selection: nil)) {
      $0.selection = nil
    }
    mainQueue.advance(by: .seconds(5))
  }

  @Test func anUnknownRowIsIgnored() {
    let store = makeStore()
    store.send(.setNavigation(selection: UUID(99)))
    mainQueue.advance(by: .seconds(5))
  }
}
