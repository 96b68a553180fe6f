import ComposableArchitecture

public enum Player: Codable, Equatable, Sendable {
  case o
  case x

  /// The player who moves after this one.
  public var opponent: Player { self == .x ? .o : .x }

  /// The mark the player puts on the board.
  public var mark: String { self == .x ? "×" : "○" }
}

/// A 3×3 board, addressed by row and column from 0 to 2.
public struct Board: Codable, Equatable {
  public private(set) var cells: [[Player?]]

  /// An empty board.
  public init() {
    self.cells = Array(repeating: Array(repeating: nil, count: 3), count: 3)
  }

  /// A board from three rows of marks, for tests: "x", "o", or anything else for an empty cell.
  ///
  /// ```swift
  /// Board(rows: ["xxo", "o..", "..."])
  /// ```
  public init(rows: [String]) {
    self.init()
    for (row, marks) in rows.prefix(3).enumerated() {
      for (column, mark) in marks.prefix(3).enumerated() {
        cells[row][column] = mark == "x" ? .x : mark == "o" ? .o : nil
      }
    }
  }

  public subscript(row: Int, column: Int) -> Player? {
    get { cells[row][column] }
    set { cells[row][column] = newValue }
  }

  public static func contains(row: Int, column: Int) -> Bool {
    (0..<3).contains(row) && (0..<3).contains(column)
  }

  /// Every way to win: three rows, three columns, two diagonals.
  public static let lines: [[(row: Int, column: Int)]] =
    (0..<3).map { row in (0..<3).map { (row, $0) } }
    + (0..<3).map { column in (0..<3).map { ($0, column) } }
    + [(0..<3).map { ($0, $0) }, (0..<3).map { ($0, 2 - $0) }]

  /// The player with three in a line, if any.
  public var winner: Player? {
    winningLine.map { self[$0[0].row, $0[0].column]! }
  }

  /// The line that won, for a view to highlight.
  public var winningLine: [(row: Int, column: Int)]? {
    Board.lines.first { line in
      let marks = line.map { self[$0.row, $0.column] }
      return marks[0] != nil && marks.allSatisfy { $0 == marks[0] }
    }
  }

  public var isFull: Bool {
    cells.allSatisfy { $0.allSatisfy { $0 != nil } }
  }
}

/// Where a game stands.
public enum GameStatus: Codable, Equatable {
  case inProgress(turn: Player)
  case won(by: Player)
  case draw
}

public struct GameState: Codable, Equatable {
  public var board: Board
  public var currentPlayer: Player
  /// Who moved first this round; a rematch lets the other player start.
  public var firstPlayer: Player
  public let oPlayerName: String
  public let xPlayerName: String

  public init(
    oPlayerName: String,
    xPlayerName: String,
    board: Board = Board(),
    firstPlayer: Player = .x,
    currentPlayer: Player? = nil
  ) {
    self.board = board
    self.currentPlayer = currentPlayer ?? firstPlayer
    self.firstPlayer = firstPlayer
    self.oPlayerName = oPlayerName
    self.xPlayerName = xPlayerName
  }

  public var status: GameStatus {
    if let winner = board.winner { return .won(by: winner) }
    if board.isFull { return .draw }
    return .inProgress(turn: currentPlayer)
  }

  public func name(of player: Player) -> String {
    player == .x ? xPlayerName : oPlayerName
  }

  /// The line above the board.
  public var title: String {
    switch status {
    case let .inProgress(turn): return "\(name(of: turn)), place your \(turn.mark)"
    case let .won(winner): return "Winner! Congratulations \(name(of: winner))!"
    case .draw: return "Tied game!"
    }
  }
}

public enum GameAction: Codable, Equatable {
  case cellTapped(row: Int, column: Int)
  case playAgainButtonTapped
  /// Handled by the screen that started the game.
  case quitButtonTapped
}

/// The game needs nothing from outside.
public struct GameEnvironment {
  public init() {}
}

public let gameReducer = Reducer<GameState, GameAction, GameEnvironment> { state, action, _ in
  switch action {
  case let .cellTapped(row, column):
    // Taps on a taken cell, or after the game ended, change nothing.
    guard
      Board.contains(row: row, column: column),
      state.board[row, column] == nil,
      case .inProgress = state.status
    else { return .none }
    state.board[row, column] = state.currentPlayer
    if case .inProgress = state.status {
      state.currentPlayer = state.currentPlayer.opponent
    }
    return .none

  case .playAgainButtonTapped:
    state.board = Board()
    state.firstPlayer = state.firstPlayer.opponent
    state.currentPlayer = state.firstPlayer
    return .none

  case .quitButtonTapped:
    return .none
  }
}
