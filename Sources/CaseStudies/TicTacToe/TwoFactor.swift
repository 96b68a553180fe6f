import ComposableArchitecture

/// The second sign-in step: a code for an account with two-factor authentication.
public struct TwoFactorState: Codable, Equatable {
  public var alert: AlertState<TwoFactorAction>?
  public var code: String
  public var isTwoFactorRequestInFlight: Bool
  /// The intermediate token from the login response.
  public let token: String

  public init(
    token: String,
    code: String = "",
    isTwoFactorRequestInFlight: Bool = false,
    alert: AlertState<TwoFactorAction>? = nil
  ) {
    self.token = token
    self.code = code
    self.isTwoFactorRequestInFlight = isTwoFactorRequestInFlight
    self.alert = alert
  }

  /// Codes are at least four digits.
  public var isFormValid: Bool {
    code.count >= 4 && code.allSatisfy { $0.isASCII && $0.isNumber }
  }
}

public enum TwoFactorAction: Codable, Equatable {
  case alertDismissed
  case codeChanged(String)
  case submitButtonTapped
  case twoFactorResponse(Result<AuthenticationResponse, AuthenticationError>)
}

public struct TwoFactorEnvironment {
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

/// Identifies the code's request, so dismissing the step can cancel it.
struct TwoFactorRequestID: Hashable {}

/// The step's logic. A successful response is not handled here: signing in moves the whole app
/// on, which is the app's business.
public let twoFactorReducer = Reducer<TwoFactorState, TwoFactorAction, TwoFactorEnvironment> {
  state, action, environment in
  switch action {
  case .alertDismissed:
    state.alert = nil
    return .none

  case let .codeChanged(code):
    state.code = code
    return .none

  case .submitButtonTapped:
    // The view disables the button, but a stray tap must not send an invalid code either.
    guard state.isFormValid, !state.isTwoFactorRequestInFlight else { return .none }
    state.isTwoFactorRequestInFlight = true
    return environment.authenticationClient
      .twoFactor(TwoFactorRequest(code: state.code, token: state.token))
      .receive(on: environment.mainQueue)
      .catchToEffect(TwoFactorAction.twoFactorResponse)
      .cancellable(id: TwoFactorRequestID())

  case .twoFactorResponse(.success):
    state.isTwoFactorRequestInFlight = false
    return .none

  case let .twoFactorResponse(.failure(error)):
    state.isTwoFactorRequestInFlight = false
    state.alert = AlertState(
      title: TextState("Couldn't verify the code"),
      message: TextState(error.message),
      dismissButton: .default(TextState("OK"), action: .send(.alertDismissed))
    )
    return .none
  }
}
