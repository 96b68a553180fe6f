import ComposableArchitecture

/// Naming the two players, then playing: the game is presented over this screen.
public struct NewGameState: Codable, Equatable {
  public var game: GameState?
  public var oPlayerName: String
  public var xPlayerName: String

  public init(oPlayerName: String = "", xPlayerName: String = "", game: GameState? = nil) {
    self.game = game
    self.oPlayerName = oPlayerName
    self.xPlayerName = xPlayerName
  }

  /// Both players need a name to be addressed by.
  public var isLetsPlayButtonEnabled: Bool {
    !oPlayerName.trimmingCharacters(in: .whitespaces).isEmpty
      && !xPlayerName.trimmingCharacters(in: .whitespaces).isEmpty
  }
}

@CasePathable
public enum NewGameAction: Codable, Equatable {
  case game(GameAction)
  case gameDismissed
  case letsPlayButtonTapped
  /// Handled by the app, which owns the signed-in state.
  case logoutButtonTapped
  case oPlayerNameChanged(String)
  case xPlayerNameChanged(String)
}

public struct NewGameEnvironment {
  public init() {}
}

public let newGameReducer = Reducer<NewGameState, NewGameAction, NewGameEnvironment>.combine(
  gameReducer
    .optional()
    .pullback(state: \.game, action: \.game, environment: { _ in GameEnvironment() }),
  Reducer { state, action, _ in
    switch action {
    case .game(.quitButtonTapped), .gameDismissed:
      state.game = nil
      return .none

    case .game:
      return .none

    case .letsPlayButtonTapped:
      guard state.isLetsPlayButtonEnabled else { return .none }
      state.game = GameState(
        oPlayerName: state.oPlayerName.trimmingCharacters(in: .whitespaces),
        xPlayerName: state.xPlayerName.trimmingCharacters(in: .whitespaces)
      )
      return .none

    case .logoutButtonTapped:
      return .none

    case let .oPlayerNameChanged(name):
      state.oPlayerName = name
      return .none

    case let .xPlayerNameChanged(name):
      state.xPlayerName = name
      return .none
    }
  }
)
