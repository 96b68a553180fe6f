import CaseStudies
import ComposableArchitecture
import Testing

@Suite struct LoadThenNavigateTests {
  let mainQueue = DispatchQueue.test

  func makeStore(_ state: LoadThenNavigateState = LoadThenNavigateState())
    -> TestStore<
      LoadThenNavigateState, LoadThenNavigateState, LoadThenNavigateAction,
      LoadThenNavigateAction, NavigationEnvironment
    >
  {
    TestStore(
      initialState: state,
      reducer: loadThenNavigateReducer,
      environment: NavigationEnvironment(mainQueue: mainQueue.eraseToAnyScheduler())
    )
  }

  @Test func tappingARowSpinsThenPushesItsCounter() {
    let store = makeStore()
    store.send(.setNavigation(selection: UUID(2))) {
      $0.rows[id: UUID(2)]?.isActivityIndicatorVisible = true
    }
    mainQueue.advance(by: .milliseconds(999))
    mainQueue.advance(by: .milliseconds(1))
    store.receive(.setNavigationSelectionDelayCompleted(UUID(2))) {
      $0.rows[id: UUID(2)]?.isActivityIndicatorVisible = false
      $0.selection = UUID(2)
      $0.counter = NavigationCounterState(count: 42)
    }
    store.send(.counter(.incrementButtonTapped)) { $0.counter?.count = 43 }
    store.send(.counter(.incrementButtonTapped)) { $0.counter?.count = 44 }
    store.send(.setNavigation(selection: nil)) {
      $0.rows[id: UUID(2)]?.count = 44
      $0.selection = nil
      $0.counter = nil
    }
  }

  @Test func tappingAnotherRowWhileLoadingLoadsThatOneInstead() {
    let store = makeStore()
    store.send(.setNavigation(selection: UUID(1))) {
      $0.rows[id: UUID(1)]?.isActivityIndicatorVisible = true
    }
    mainQueue.advance(by: .milliseconds(500))
    store.send(.setNavigation(selection: UUID(3))) {
      $0.rows[id: UUID(1)]?.isActivityIndicatorVisible = false
      $0.rows[id: UUID(3)]?.isActivityIndicatorVisible = true
    }
    mainQueue.advance(by: .seconds(1))
    store.receive(.setNavigationSelectionDelayCompleted(UUID(3))) {
      $0.rows[id: UUID(3)]?.isActivityIndicatorVisible = false
      $0.selection = UUID(3)
      $0.counter = NavigationCounterState(count: 100)
    }
  }

  @Test func goingBackWhileLoadingCancelsTheLoad() {
    let store = makeStore()
    store.send(.setNavigation(selection: UUID(1))) {
      $0.rows[id: UUID(1)]?.isActivityIndicatorVisible = true
    }
    store.send(.setNavigation(selection: nil)) {
      $0.rows[id: UUID(1)]?.isActivityIndicatorVisible = false
    }
    mainQueue.advance(by: .seconds(5))
  }

  @Test func anUnknownRowIsIgnored() {
    let store = makeStore()
    store.send(.setNavigation(selection: UUID(99)))
    mainQueue.advance(by: .seconds(5))
  }
}
