import ComposableWeb

/// A sign-in form whose focus follows the state: signing in with an empty field focuses it.
///
/// ```swift
/// LoginFormView(store: Store(initialState: LoginFormState(), reducer: loginFormReducer, environment: LoginFormEnvironment()))
/// ```
struct LoginFormView: View {
  let store: Store<LoginFormState, LoginFormAction>

  var body: some View {
    WithViewStore(store) { viewStore in
      Form {
        Section(
          header: Text("Account"),
          footer: Text("Sign in with a field left empty and the cursor moves to it.")
        ) {
          TextField("Username", text: viewStore.$username)
            .focused(viewStore.$focusedField, equals: .username)
            .textContentType(.username)
          SecureField("Password", text: viewStore.$password)
            .focused(viewStore.$focusedField, equals: .password)
            .textContentType(.password)
        }
        .onSubmit { viewStore.send(.signInButtonTapped) }

        Button("Sign in") { viewStore.send(.signInButtonTapped) }
          .buttonStyle(.borderedProminent)

        if viewStore.isFormComplete && viewStore.focusedField == nil {
          Text("Ready to sign in as \(viewStore.username).")
        }
      }
      .navigationTitle("Login")
    }
  }
}
