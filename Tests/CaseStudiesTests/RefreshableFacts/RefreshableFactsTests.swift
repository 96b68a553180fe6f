import CaseStudies
import ComposableArchitecture
import Testing

@Suite struct RefreshableFactsTests {
  let mainQueue = DispatchQueue.test

  func makeStore(fact: FactClient)
    -> TestStore<
      RefreshableFactsState, RefreshableFactsState, RefreshableFactsAction, RefreshableFactsAction,
      RefreshableFactsEnvironment
    >
  {
    TestStore(
      initialState: RefreshableFactsState(),
      reducer: refreshableFactsReducer,
      environment: RefreshableFactsEnvironment(
        fact: fact, mainQueue: mainQueue.eraseToAnyScheduler())
    )
  }

  @Test func refreshingAddsAFactAboutTheNextNumber() {
    let store = makeStore(fact: .mock)
    store.send(.refresh) { $0.isLoading = true }
    mainQueue.advance()
    store.receive(.factResponse(.success("1 is a good number."))) {
      $0.isLoading = false
      $0.facts = ["1 is a good number."]
      $0.nextNumber = 2
    }
    store.send(.refresh) { $0.isLoading = true }
    mainQueue.advance()
    store.receive(.factResponse(.success("2 is a good number."))) {
      $0.isLoading = false
      $0.facts = ["2 is a good number.", "1 is a good number."]
      $0.nextNumber = 3
    }
  }

  @Test func aFailedRefreshStopsLoading() {
    let store = makeStore(fact: .unavailable)
    store.send(.refresh) { $0.isLoading = true }
    mainQueue.advance()
    store.receive(.factResponse(.failure(FactClient.Failure()))) { $0.isLoading = false }
  }
}
