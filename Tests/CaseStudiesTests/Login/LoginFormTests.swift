import CaseStudies
import ComposableArchitecture
import Testing

@Suite struct LoginFormTests {
  func makeStore(_ state: LoginFormState = LoginFormState()) -> TestStore<
    LoginFormState, LoginFormState, LoginFormAction, LoginFormAction, LoginFormEnvironment
  > {
    TestStore(initialState: state, reducer: loginFormReducer, environment: LoginFormEnvironment())
  }

  @Test func fieldsAreBindable() {
    let store = makeStore()
    store.send(.binding(.set(\.$username, "blob"))) {
      $0.username = "blob"
    }
    store.send(.binding(.set(\.$password, "hunter2"))) {
      $0.password = "hunter2"
    }
    store.send(.binding(.set(\.$focusedField, .password))) {
      $0.focusedField = .password
    }
  }

  @Test func signInWithEmptyFormFocusesUsername() {
    let store = makeStore()
    store.send(.signInButtonTapped) {
      $0.focusedField = .username
    }
  }

  @Test func signInWithoutPasswordFocusesPassword() {
    let store = makeStore(LoginFormState(focusedField: .username, username: "blob"))
    store.send(.signInButtonTapped) {
      $0.focusedField = .password
    }
  }

  @Test func signInWithoutUsernameFocusesUsernameEvenWhenPasswordIsFocused() {
    let store = makeStore(LoginFormState(focusedField: .password, password: "hunter2"))
    store.send(.signInButtonTapped) {
      $0.focusedField = .username
    }
  }

  @Test func signInWithCompleteFormClearsFocus() {
    let store = makeStore(
      LoginFormState(focusedField: .password, password: "hunter2", username: "blob"))
    #expect(store.state.isFormComplete)
    store.send(.signInButtonTapped) {
      $0.focusedField = nil
    }
  }
}
