import CaseStudies
import ComposableArchitecture
import Testing

@Suite struct TwoFactorTests {
  let mainQueue = DispatchQueue.test

  func makeStore(
    _ client: AuthenticationClient,
    code: String = ""
  ) -> TestStore<
    TwoFactorState, TwoFactorState, TwoFactorAction, TwoFactorAction, TwoFactorEnvironment
  > {
    TestStore(
      initialState: TwoFactorState(token: "intermediate", code: code),
      reducer: twoFactorReducer,
      environment: TwoFactorEnvironment(
        authenticationClient: client,
        mainQueue: mainQueue.eraseToAnyScheduler()
      )
    )
  }

  @Test(arguments: [
    ("", false), ("123", false), ("1234", true), ("123456", true), ("12a4", false),
    ("１２３４", false), (" 1234", false),
  ])
  func codeIsFourOrMoreDigits(code: String, isValid: Bool) {
    #expect(TwoFactorState(token: "t", code: code).isFormValid == isValid)
  }

  @Test func submitSendsTheCodeWithTheToken() {
    var requests: [TwoFactorRequest] = []
    let store = makeStore(
      AuthenticationClient(
        login: { _ in .failing("login") },
        twoFactor: { request in
          requests.append(request)
          return Effect(value: .session)
        }
      )
    )
    store.send(.codeChanged("1234")) { $0.code = "1234" }
    store.send(.submitButtonTapped) { $0.isTwoFactorRequestInFlight = true }
    #expect(requests == [TwoFactorRequest(code: "1234", token: "intermediate")])
    mainQueue.advance()
    store.receive(.twoFactorResponse(.success(.session))) {
      $0.isTwoFactorRequestInFlight = false
    }
  }

  @Test func wrongCodeShowsAnAlert() {
    let store = makeStore(.mock(twoFactor: .failure(.invalidTwoFactor)), code: "4321")
    store.send(.submitButtonTapped) { $0.isTwoFactorRequestInFlight = true }
    mainQueue.advance()
    store.receive(.twoFactorResponse(.failure(.invalidTwoFactor))) {
      $0.isTwoFactorRequestInFlight = false
      $0.alert = AlertState(
        title: TextState("Couldn't verify the code"),
        message: TextState("That code is not right. Check it and try again."),
        dismissButton: .default(TextState("OK"), action: .send(.alertDismissed))
      )
    }
    store.send(.alertDismissed) { $0.alert = nil }
  }

  @Test func invalidCodeOrRequestInFlightSendsNothing() {
    let store = makeStore(.mock(twoFactor: .success(.session)), code: "12")
    store.send(.submitButtonTapped)
    store.send(.codeChanged("1234")) { $0.code = "1234" }
    store.send(.submitButtonTapped) { $0.isTwoFactorRequestInFlight = true }
    store.environment.authenticationClient = .failing
    store.send(.submitButtonTapped)
    mainQueue.advance()
    store.receive(.twoFactorResponse(.success(.session))) {
      $0.isTwoFactorRequestInFlight = false
    }
  }
}
