import CaseStudies
import ComposableArchitecture
import Testing

@Suite struct GameTests {
  func makeStore(
    _ state: GameState = GameState(oPlayerName: "Blob Jr.", xPlayerName: "Blob")
  ) -> TestStore<GameState, GameState, GameAction, GameAction, GameEnvironment> {
    TestStore(initialState: state, reducer: gameReducer, environment: GameEnvironment())
  }

  @Test func playersTakeTurnsUntilThreeInARow() {
    let store = makeStore()
    #expect(store.state.title == "Blob, place your ×")
    store.send(.cellTapped(row: 0, column: 0)) {
      $0.board[0, 0] = .x
      $0.currentPlayer = .o
    }
    #expect(store.state.title == "Blob Jr., place your ○")
    store.send(.cellTapped(row: 1, column: 0)) {
      $0.board[1, 0] = .o
      $0.currentPlayer = .x
    }
    store.send(.cellTapped(row: 0, column: 1)) {
      $0.board[0, 1] = .x
      $0.currentPlayer = .o
    }
    store.send(.cellTapped(row: 1, column: 1)) {
      $0.board[1, 1] = .o
      $0.currentPlayer = .x
    }
    // The winning move leaves the turn with the winner.
    store.send(.cellTapped(row: 0, column: 2)) {
      $0.board[0, 2] = .x
    }
    #expect(store.state.status == .won(by: .x))
    #expect(store.state.title == "Winner! Congratulations Blob!")
    #expect(
      store.state.board.winningLine?.map { [$0.row, $0.column] } == [[0, 0], [0, 1], [0, 2]])

    // Nothing moves once the game is over.
    store.send(.cellTapped(row: 2, column: 2))
  }

  @Test func aFullBoardWithoutALineIsADraw() {
    let store = makeStore(
      GameState(
        oPlayerName: "Blob Jr.",
        xPlayerName: "Blob",
        board: Board(rows: ["xox", "xoo", "ox."]),
        currentPlayer: .x
      )
    )
    // The turn stays put: there is no next move.
    store.send(.cellTapped(row: 2, column: 2)) { $0.board[2, 2] = .x }
    #expect(store.state.status == .draw)
    #expect(store.state.title == "Tied game!")
  }

  @Test func theLastCellCanStillWin() {
    let store = makeStore(
      GameState(
        oPlayerName: "Blob Jr.",
        xPlayerName: "Blob",
        board: Board(rows: ["xox", "oxo", "ox."]),
        currentPlayer: .x
      )
    )
    store.send(.cellTapped(row: 2, column: 2)) { $0.board[2, 2] = .x }
    #expect(store.state.status == .won(by: .x))
  }

  @Test func takenOrMissingCellsChangeNothing() {
    let store = makeStore(
      GameState(
        oPlayerName: "Blob Jr.", xPlayerName: "Blob", board: Board(rows: ["x..", "...", "..."]),
        currentPlayer: .o)
    )
    store.send(.cellTapped(row: 0, column: 0))
    store.send(.cellTapped(row: 3, column: 0))
    store.send(.cellTapped(row: 0, column: -1))
  }

  @Test func playAgainClearsTheBoardAndTheOtherPlayerStarts() {
    let store = makeStore(
      GameState(
        oPlayerName: "Blob Jr.", xPlayerName: "Blob", board: Board(rows: ["xxx", "oo.", "..."]))
    )
    store.send(.playAgainButtonTapped) {
      $0.board = Board()
      $0.firstPlayer = .o
      $0.currentPlayer = .o
    }
    #expect(store.state.title == "Blob Jr., place your ○")
    store.send(.playAgainButtonTapped) {
      $0.firstPlayer = .x
      $0.currentPlayer = .x
    }
  }

  @Test func quitIsLeftToThePresenter() {
    makeStore().send(.quitButtonTapped)
  }

  @Test func everyLineWins() {
    #expect(Board.lines.count == 8)
    for line in Board.lines {
      var board = Board()
      for cell in line { board[cell.row, cell.column] = .o }
      #expect(board.winner == .o)
    }
    #expect(Board(rows: ["xo.", "ox.", "..o"]).winner == nil)
    #expect(Board(rows: ["..x", ".x.", "x.."]).winner == .x)
    #expect(Board(rows: ["o..", "o..", "o.."]).winner == .o)
    #expect(!Board().isFull)
    #expect(Board(rows: ["xox", "xoo", "oxx"]).isFull)
  }
}
