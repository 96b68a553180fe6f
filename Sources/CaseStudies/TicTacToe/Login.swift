import ComposableArchitecture

/// Signing in with an email and a password, then a code for accounts that need one.
public struct LoginState: Codable, Equatable {
  public var alert: AlertState<LoginAction>?
  public var email: String
  public var isLoginRequestInFlight: Bool
  public var password: String
  /// The two-factor step, presented when the login response asks for it.
  public var twoFactor: TwoFactorState?

  public init(
    email: String = "",
    password: String = "",
    isLoginRequestInFlight: Bool = false,
    alert: AlertState<LoginAction>? = nil,
    twoFactor: TwoFactorState? = nil
  ) {
    self.alert = alert
    self.email = email
    self.isLoginRequestInFlight = isLoginRequestInFlight
    self.password = password
    self.twoFactor = twoFactor
  }

  /// Both fields filled in, and something that looks like an email address.
  public var isFormValid: Bool {
    !email.isEmpty && !password.isEmpty && email.contains("@")
  }
}

@CasePathable
public enum LoginAction: Codable, Equatable {
  case alertDismissed
  case emailChanged(String)
  case loginButtonTapped
  case loginResponse(Result<AuthenticationResponse, AuthenticationError>)
  case passwordChanged(String)
  case twoFactor(TwoFactorAction)
  case twoFactorDismissed
}

public struct LoginEnvironment {
  public var authenticationClient: AuthenticationClient
  public var mainQueue: AnySchedulerOf<DispatchQueue>

  public init(
    authenticationClient: AuthenticationClient,
    mainQueue: AnySchedulerOf<DispatchQueue>
  ) {
    self.authenticationClient = authenticationClient
    self.mainQueue = mainQueue
  }
}

/// The login screen's logic, with the two-factor step's pulled back onto its optional state.
/// A response that signs the user in is left to the app, which leaves this screen.
public let loginReducer = Reducer<LoginState, LoginAction, LoginEnvironment>.combine(
  twoFactorReducer
    .optional()
    .pullback(
      state: \.twoFactor,
      action: \.twoFactor,
      environment: {
        TwoFactorEnvironment(
          authenticationClient: $0.authenticationClient,
          mainQueue: $0.mainQueue
        )
      }
    ),
  Reducer { state, action, environment in
    switch action {
    case .alertDismissed:
      state.alert = nil
      return .none

    case let .emailChanged(email):
      state.email = email
      return .none

    case let .passwordChanged(password):
      state.password = password
      return .none

    case .loginButtonTapped:
      // The view disables the button, but a stray tap must not send an invalid form either.
      guard state.isFormValid, !state.isLoginRequestInFlight else { return .none }
      state.isLoginRequestInFlight = true
      return environment.authenticationClient
        .login(LoginRequest(email: state.email, password: state.password))
        .receive(on: environment.mainQueue)
        .catchToEffect(LoginAction.loginResponse)

    case let .loginResponse(.success(response)):
      state.isLoginRequestInFlight = false
      if response.twoFactorRequired {
        state.twoFactor = TwoFactorState(token: response.token)
      }
      return .none

    case let .loginResponse(.failure(error)):
      state.isLoginRequestInFlight = false
      state.alert = AlertState(
        title: TextState("Couldn't sign in"),
        message: TextState(error.message),
        dismissButton: .default(TextState("OK"), action: .send(.alertDismissed))
      )
      return .none

    case .twoFactor:
      return .none

    case .twoFactorDismissed:
      state.twoFactor = nil
      // A code already sent would otherwise answer a step that is gone.
      return .cancel(id: TwoFactorRequestID())
    }
  }
)
