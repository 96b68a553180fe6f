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
        // The board takes the width it is given (up to a phone's) and sizes its cells from it,
        // as the original laid it out from its geometry proxy.
        GeometryReader { proxy in
          VStack(alignment: .center, spacing: 0) {
            ForEach(0..<3, id: \.self) { row in
              HStack(alignment: .center, spacing: 0) {
                ForEach(0..<3, id: \.self) { column in
                  cell(viewStore, row: row, column: column, side: proxy.size.width / 3)
                }
              }
            }
          }
        }
        .frame(maxWidth: 300)
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

  private func cell(
    _ viewStore: ViewStore<GameState, GameAction>, row: Int, column: Int, side: Double
  ) -> some View {
    let player = viewStore.board[row, column]
    let position = "Row \(row + 1), column \(column + 1)"
    // The three marks that won are green and bold, so the win reads at a glance.
    let isWinning =
      viewStore.board.winningLine?.contains { $0.row == row && $0.column == column } ?? false
    // Taps on taken cells, or once the game is over, change nothing: the reducer ignores them,
    // so the cells stay enabled and the marks keep their full contrast. The label fills the
    // cell (less the bezel's padding and a gap), so the whole square is the button.
    return Button {
      viewStore.send(.cellTapped(row: row, column: column))
    } label: {
      Text(player?.mark ?? "")
        .font(.title)
        .fontWeight(isWinning ? .bold : nil)
        .foregroundColor(isWinning ? .green : nil)
        .frame(width: max(side - 34, 0), height: max(side - 22, 0))
    }
    .buttonStyle(.bordered)
    .accessibilityLabel(
      "\(position): \(player.map { $0 == .x ? "X" : "O" } ?? "empty")\(isWinning ? ", winning line" : "")"
    )
    .frame(width: side, height: side)
  }
}
