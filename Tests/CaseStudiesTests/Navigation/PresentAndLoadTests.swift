import CaseStudies
import ComposableArchitecture
import Testing

@Suite struct PresentAndLoadTests {
  let mainQueue = DispatchQueue.test

  func makeStore(_ state: PresentAndLoadState = PresentAndLoadState())
    -> TestStore<
      PresentAndLoadState, PresentAndLoadState, PresentAndLoadAction, PresentAndLoadAction,
      NavigationEnvironment
    >
  {
    TestStore(
      initialState: state,
      reducer: presentAndLoadReducer,
      environment: NavigationEnvironment(mainQueue: mainQueue.eraseToAnyScheduler())
    )
  }

  @Test func theSheetOpensAtOnceThenLoadsItsCounter() {
    let store = makeStore(PresentAndLoadState(count: 5))
    store.send(.setSheet(isPresented: true)) {
      $0.isSheetPresented = true
    }
    mainQueue.advance(by: .milliseconds(999))
    mainQueue.advance(by: .milliseconds(1))
    store.receive(.setSheetIsPresentedDelayCompleted) {
      $0.counter = NavigationCounterState(count: 5)
    }
    store.send(.counter(.incrementButtonTapped)) { $0.counter?.count = 6 }
    store.send(.setSheet(isPresented: false)) {
      $0.count = 6
      $0.isSheetPresented = false
      $0.counter = nil
    }
  }

  @Test func closingTheSheetBeforeItLoadsCancelsTheLoad() {
    let store = makeStore()
    store.send(.setSheet(isPresented: true)) {
      $0.isSheetPresented = true
    }
    store.send(.setSheet(isPresented: false)) {
      $0.isSheetPresented = false
    }
    mainQueue.advance(by: .seconds(5))
  }

  @Test func presentingTwiceLoadsOnce() {
    let store = makeStore()
    store.send(.setSheet(isPresented: true)) {
      $0.isSheetPresented = true
    }
    store.send(.setSheet(isPresented: true))
    mainQueue.advance(by: .seconds(1))
    store.receive(.setSheetIsPresentedDelayCompleted) {
      $0.counter = NavigationCounterState(count: 0)
    }
  }
}
