import ComposableWeb

/// The second sign-in step: the code for an account with two-factor authentication.
///
/// ```swift
/// IfLetStore(store.scope(state: \.twoFactor, action: LoginAction.twoFactor)) {
///   TwoFactorView(store: $0)
/// }
/// ```
struct TwoFactorView: View {
  let store: Store<TwoFactorState, TwoFactorAction>

  var body: some View {
    WithViewStore(store) { viewStore in
      Form {
        Section(
          header: Text("Two-factor authentication"),
          footer: Text("Enter the code for this account (four digits).")
        ) {
          TextField(
            "Code",
            text: viewStore.binding(get: \.code, send: TwoFactorAction.codeChanged)
          )
          .keyboardType(.numberPad)
          .textContentType(.oneTimeCode)
          .disabled(viewStore.isTwoFactorRequestInFlight)
        }
        HStack(alignment: .center) {
          Button("Submit") { viewStore.send(.submitButtonTapped) }
            .buttonStyle(.borderedProminent)
            .disabled(!viewStore.isFormValid || viewStore.isTwoFactorRequestInFlight)
          if viewStore.isTwoFactorRequestInFlight {
            ProgressView("Checking the code…")
          }
        }
      }
      .alert(store.scope(state: \.alert), dismiss: .alertDismissed)
    }
  }
}
