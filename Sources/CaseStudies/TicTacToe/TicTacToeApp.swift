import ComposableArchitecture

/// The app is in one of two screens: signed out on the login screen, or signed in setting up a
/// game. Each screen's state exists only while it is shown.
@CasePathable
public enum TicTacToeState: Codable, Equatable {
  case login(LoginState)
  case newGame(NewGameState)

  /// Signed out.
  public init() {
    self = .login(LoginState())
  }
}

@CasePathable
public enum TicTacToeAction: Codable, Equatable {
  case login(LoginAction)
  case newGame(NewGameAction)
}

public struct TicTacToeEnvironment {
  public var authenticationClient: AuthenticationClient
  public var mainQueue: AnySchedulerOf<DispatchQueue>

  public init(
    authenticationClient: AuthenticationClient,
    mainQueue: AnySchedulerOf<DispatchQueue>
  ) {
    self.authenticationClient = authenticationClient
    self.mainQueue = mainQueue
  }

  /// The offline demo accounts, answering on the main queue.
  public static var live: TicTacToeEnvironment {
    TicTacToeEnvironment(
      authenticationClient: .live(scheduler: .main),
      mainQueue: .main
    )
  }
}

/// Each screen's reducer runs only while the app is in its case; the app's own reducer moves
/// between the cases when the user signs in or out.
public let ticTacToeReducer = Reducer<TicTacToeState, TicTacToeAction, TicTacToeEnvironment>
  .combine(
    loginReducer.pullback(
      state: \.login,
      action: \.login,
      environment: {
        LoginEnvironment(authenticationClient: $0.authenticationClient, mainQueue: $0.mainQueue)
      }
    ),
    newGameReducer.pullback(
      state: \.newGame,
      action: \.newGame,
      environment: { _ in NewGameEnvironment() }
    ),
    Reducer { state, action, _ in
      switch action {
      case let .login(.loginResponse(.success(response))) where !response.twoFactorRequired:
        return signIn(&state)

      case .login(.twoFactor(.twoFactorResponse(.success))):
        return signIn(&state)

      case .newGame(.logoutButtonTapped):
        state = .login(LoginState())
        return .none

      case .login, .newGame:
        return .none
      }
    }
  )

/// Moves a signed-out app to a new game. A response that arrives once the user is already
/// signed in (and was reported by the login pullback) must not reset their game.
private func signIn(_ state: inout TicTacToeState) -> Effect<TicTacToeAction, Never> {
  guard case .login = state else { return .none }
  state = .newGame(NewGameState())
  return .none
}
