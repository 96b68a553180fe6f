import CaseStudies
import ComposableWeb

/// A game of tic-tac-toe: whose turn it is (or who won), the board, and a rematch.
///
/// ```swift
/// IfLetStore(store.scope(state: \.game, action: NewGameAction.game)) { GameView(store: $0) }
/// ```
struct GameView: View {
  let store: Store<GameState, GameAction>

  var body: some View {
    WithViewStore(store) { viewStore in
      VStack(alignment: .center) {
        Text(viewStore.title).font(.title3).bold()
        VStack(alignment: .center) {
          ForEach(0..<3, id: \.self) { row in
            HStack(alignment: .center) {
              ForEach(0..<3, id: \.self) { column in
                cell(viewStore, row: row, column: column)
              }
            }
          }
        }
        HStack(alignment: .center) {
          Button("Play again") { viewStore.send(.playAgainButtonTapped) }
            .buttonStyle(.bordered)
          Button("Quit") { viewStore.send(.quitButtonTapped) }
        }
      }
      .padding()
      .frame(maxWidth: .infinity)
    }
  }

  private func cell(_ viewStore: ViewStore<GameState, GameAction>, row: Int, column: Int)
    -> some View
  {
    let player = viewStore.board[row, column]
    let position = "Row \(row + 1), column \(column + 1)"
    // Taps on taken cells, or once the game is over, change nothing: the reducer ignores them,
    // so the cells stay enabled and the marks keep their full contrast.
    return Button(player?.mark ?? "") {
      viewStore.send(.cellTapped(row: row, column: column))
    }
    .buttonStyle(.bordered)
    .font(.title)
    .frame(width: 72, height: 72)
    .multilineTextAlignment(.center)
    .accessibilityLabel("\(position): \(player.map { $0 == .x ? "X" : "O" } ?? "empty")")
  }
}
