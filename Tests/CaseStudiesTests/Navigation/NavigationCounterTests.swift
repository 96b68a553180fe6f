import CaseStudies
import ComposableArchitecture
import Testing

@Suite struct NavigationCounterTests {
  @Test func stepsUpAndDown() {
    let store = TestStore(
      initialState: NavigationCounterState(count: 1),
      reducer: navigationCounterReducer,
      environment: ()
    )
    store.send(.incrementButtonTapped) { $0.count = 2 }
    store.send(.decrementButtonTapped) { $0.count = 1 }
    store.send(.decrementButtonTapped) { $0.count = 0 }
    store.send(.decrementButtonTapped) { $0.count = -1 }
  }
}
