import CaseStudies
import ComposableArchitecture
import Testing

@Suite struct FactPromptTests {
  let mainQueue = DispatchQueue.test

  func makeStore(
    fact: FactClient
  ) -> TestStore<
    FactPromptState, FactPromptState, FactPromptAction, FactPromptAction, FactPromptEnvironment
  > {
    TestStore(
      initialState: FactPromptState(count: 2, fact: "2 is the only even prime number."),
      reducer: factPromptReducer,
      environment: FactPromptEnvironment(fact: fact, mainQueue: mainQueue.eraseToAnyScheduler())
    )
  }

  @Test func getAnotherFact() {
    let store = makeStore(fact: .mock)
    store.send(.getAnotherFactButtonTapped) { $0.isLoading = true }
    mainQueue.advance()
    store.receive(.factResponse(.success("2 is a good number."))) {
      $0.isLoading = false
      $0.fact = "2 is a good number."
    }
  }

  @Test func failureKeepsTheFactAndSaysWhy() {
    let store = makeStore(fact: .unavailable)
    store.send(.getAnotherFactButtonTapped) { $0.isLoading = true }
    mainQueue.advance()
    store.receive(.factResponse(.failure(FactClient.Failure()))) {
      $0.isLoading = false
      $0.errorMessage = "Couldn't load another fact about 2."
    }
    // Asking again clears the message while loading.
    store.environment.fact = .mock
    store.send(.getAnotherFactButtonTapped) {
      $0.isLoading = true
      $0.errorMessage = nil
    }
    mainQueue.advance()
    store.receive(.factResponse(.success("2 is a good number."))) {
      $0.isLoading = false
      $0.fact = "2 is a good number."
    }
  }

  @Test func dismissingCancelsTheRequestInFlight() {
    let store = makeStore(fact: .mock)
    store.send(.getAnotherFactButtonTapped) { $0.isLoading = true }
    store.send(.dismissButtonTapped)
    mainQueue.advance()
  }
}
