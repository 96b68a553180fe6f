import ComposableWeb

/// Naming the two players before a game; the game shows below once it starts.
///
/// ```swift
/// CaseLet(state: \.newGame, action: TicTacToeAction.newGame) { NewGameView(store: $0) }
/// ```
struct NewGameView: View {
  let store: Store<NewGameState, NewGameAction>

  var body: some View {
    VStack(alignment: .leading) {
      WithViewStore(store.scope(state: ViewState.init)) { viewStore in
        Form {
          Section(header: Text("Players")) {
            TextField(
              "X player name",
              text: viewStore.binding(get: \.xPlayerName, send: NewGameAction.xPlayerNameChanged)
            )
            TextField(
              "O player name",
              text: viewStore.binding(get: \.oPlayerName, send: NewGameAction.oPlayerNameChanged)
            )
          }
          .disabled(viewStore.isGameInProgress)
          HStack {
            Button("Let's play!") { viewStore.send(.letsPlayButtonTapped) }
              .buttonStyle(.borderedProminent)
              .disabled(!viewStore.isLetsPlayButtonEnabled || viewStore.isGameInProgress)
            Spacer()
            Button("Log out") { viewStore.send(.logoutButtonTapped) }
          }
        }
      }
      IfLetStore(
        store.scope(state: \.game, action: NewGameAction.game),
        then: GameView.init(store:)
      )
    }
  }

  /// What the form shows: not the game, so moves don't re-render the form.
  struct ViewState: Equatable {
    var isGameInProgress: Bool
    var isLetsPlayButtonEnabled: Bool
    var oPlayerName: String
    var xPlayerName: String

    init(state: NewGameState) {
      self.isGameInProgress = state.game != nil
      self.isLetsPlayButtonEnabled = state.isLetsPlayButtonEnabled
      self.oPlayerName = state.oPlayerName
      self.xPlayerName = state.xPlayerName
    }
  }
}
