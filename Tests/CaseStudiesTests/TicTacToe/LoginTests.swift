import CaseStudies
import ComposableArchitecture
import Testing

@Suite struct LoginTests {
  let mainQueue = DispatchQueue.test

  func makeStore(
    _ client: AuthenticationClient,
    _ state: LoginState = LoginState()
  ) -> TestStore<LoginState, LoginState, LoginAction, LoginAction, LoginEnvironment> {
    TestStore(
      initialState: state,
      reducer: loginReducer,
      environment: LoginEnvironment(
        authenticationClient: client,
        mainQueue: mainQueue.eraseToAnyScheduler()
      )
    )
  }

  @Test(arguments: [
    ("", "", false), ("blob@pointfree.co", "", false), ("", "password", false),
    ("blob", "password", false), ("blob@pointfree.co", "password", true), ("@", "x", true),
  ])
  func formIsValidWithBothFieldsAndAnAt(email: String, password: String, isValid: Bool) {
    #expect(LoginState(email: email, password: password).isFormValid == isValid)
  }

  @Test func loginWithoutTwoFactor() {
    var requests: [LoginRequest] = []
    let store = makeStore(
      AuthenticationClient(
        login: { request in
          requests.append(request)
          return Effect(value: .session)
        },
        twoFactor: { _ in .failing("twoFactor") }
      )
    )
    store.send(.emailChanged("blob@pointfree.co")) { $0.email = "blob@pointfree.co" }
    store.send(.passwordChanged("password")) { $0.password = "password" }
    store.send(.loginButtonTapped) { $0.isLoginRequestInFlight = true }
    #expect(requests == [LoginRequest(email: "blob@pointfree.co", password: "password")])
    mainQueue.advance()
    // Signing in leaves this screen; that is the app's business, not the login's.
    store.receive(.loginResponse(.success(.session))) { $0.isLoginRequestInFlight = false }
  }

  @Test func loginWithTwoFactorPresentsTheCodeStep() {
    let store = makeStore(
      .mock(login: .success(.needsCode), twoFactor: .success(.session)),
      LoginState(email: "2fa@pointfree.co", password: "password")
    )
    store.send(.loginButtonTapped) { $0.isLoginRequestInFlight = true }
    mainQueue.advance()
    store.receive(.loginResponse(.success(.needsCode))) {
      $0.isLoginRequestInFlight = false
      $0.twoFactor = TwoFactorState(token: "intermediate")
    }
    store.send(.twoFactor(.codeChanged("1234"))) { $0.twoFactor?.code = "1234" }
    store.send(.twoFactor(.submitButtonTapped)) { $0.twoFactor?.isTwoFactorRequestInFlight = true }
    mainQueue.advance()
    store.receive(.twoFactor(.twoFactorResponse(.success(.session)))) {
      $0.twoFactor?.isTwoFactorRequestInFlight = false
    }
  }

  @Test func dismissingTheCodeStepCancelsItsRequest() {
    let store = makeStore(
      .mock(twoFactor: .success(.session)),
      LoginState(
        email: "2fa@pointfree.co",
        password: "password",
        twoFactor: TwoFactorState(token: "intermediate", code: "1234")
      )
    )
    store.send(.twoFactor(.submitButtonTapped)) { $0.twoFactor?.isTwoFactorRequestInFlight = true }
    store.send(.twoFactorDismissed) { $0.twoFactor = nil }
    mainQueue.advance()
  }

  @Test func failureShowsAnAlert() {
    let store = makeStore(
      .mock(login: .failure(.invalidUserPassword)),
      LoginState(email: "blob@pointfree.co", password: "hunter2")
    )
    store.send(.loginButtonTapped) { $0.isLoginRequestInFlight = true }
    mainQueue.advance()
    store.receive(.loginResponse(.failure(.invalidUserPassword))) {
      $0.isLoginRequestInFlight = false
      $0.alert = AlertState(
        title: TextState("Couldn't sign in"),
        message: TextState("Unknown user or wrong password."),
        dismissButton: .default(TextState("OK"), action: .send(.alertDismissed))
      )
    }
    store.send(.alertDismissed) { $0.alert = nil }
  }

  @Test func invalidFormOrRequestInFlightSendsNothing() {
    let store = makeStore(.mock(login: .success(.session)), LoginState(email: "blob"))
    store.send(.loginButtonTapped)
    store.send(.passwordChanged("password")) { $0.password = "password" }
    store.send(.loginButtonTapped)
    store.send(.emailChanged("blob@pointfree.co")) { $0.email = "blob@pointfree.co" }
    store.send(.loginButtonTapped) { $0.isLoginRequestInFlight = true }
    store.environment.authenticationClient = .failing
    store.send(.loginButtonTapped)
    mainQueue.advance()
    store.receive(.loginResponse(.success(.session))) { $0.isLoginRequestInFlight = false }
  }

  @Test func aCodeActionAfterDismissalIsReported() {
    let store = makeStore(
      .failing,
      LoginState(twoFactor: TwoFactorState(token: "intermediate"))
    )
    store.send(.twoFactorDismissed) { $0.twoFactor = nil }
    withKnownIssue {
      store.send(.twoFactor(.codeChanged("1")))
    } matching: { issue in
      issue.sourceLocation?.fileID == "CaseStudies/Login.swift"
        && issue.description.contains(#"TwoFactorAction.codeChanged("1")"#)
    }
  }
}
