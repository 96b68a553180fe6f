import ComposableWeb

/// The app switches between signing in and playing; each screen exists only in its case.
///
/// ```swift
/// TicTacToeView(store: Store(initialState: TicTacToeState(), reducer: ticTacToeReducer, environment: .live))
/// ```
struct TicTacToeView: View {
  let store: Store<TicTacToeState, TicTacToeAction>

  var body: some View {
    SwitchStore(store) {
      CaseLet(state: \.login, action: TicTacToeAction.login) { store in
        TicTacToeLoginView(store: store)
      }
      CaseLet(state: \.newGame, action: TicTacToeAction.newGame) { store in
        NewGameView(store: store)
      }
    }
    .navigationTitle("Tic-tac-toe")
  }
}
