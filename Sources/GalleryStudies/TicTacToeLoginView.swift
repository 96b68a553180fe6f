import ComposableWeb

/// Signing in to play: email and password, then a code for accounts with two-factor
/// authentication.
///
/// ```swift
/// CaseLet(state: \.login, action: TicTacToeAction.login) { TicTacToeLoginView(store: $0) }
/// ```
struct TicTacToeLoginView: View {
  let store: Store<LoginState, LoginAction>

  var body: some View {
    VStack(alignment: .leading) {
      WithViewStore(store) { viewStore in
        Form {
          Text(
            """
            Sign in with blob@pointfree.co and the password "password", or with \
            2fa@pointfree.co, the same password and the code 1234.
            """
          )
          .foregroundColor(.secondary)
          Section(header: Text("Account")) {
            TextField(
              "Email",
              text: viewStore.binding(get: \.email, send: LoginAction.emailChanged)
            )
            .keyboardType(.emailAddress)
            .textContentType(.emailAddress)
            .autocapitalization(.none)
            SecureField(
              "Password",
              text: viewStore.binding(get: \.password, send: LoginAction.passwordChanged)
            )
            .textContentType(.password)
          }
          .disabled(viewStore.isLoginRequestInFlight || viewStore.twoFactor != nil)
          HStack(alignment: .center) {
            Button("Log in") { viewStore.send(.loginButtonTapped) }
              .buttonStyle(.borderedProminent)
              .disabled(
                !viewStore.isFormValid || viewStore.isLoginRequestInFlight
                  || viewStore.twoFactor != nil
              )
            if viewStore.isLoginRequestInFlight {
              ProgressView("Signing in…")
            }
          }
        }
        .alert(store.scope(state: \.alert), dismiss: .alertDismissed)
      }
      IfLetStore(
        store.scope(state: \.twoFactor, action: LoginAction.twoFactor),
        then: TwoFactorView.init(store:)
      )
    }
  }
}
