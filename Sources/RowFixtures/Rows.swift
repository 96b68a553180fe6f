import ComposableArchitecture

// The collection feature of the benchmarks' forEach workloads, in a module of its own so that it
// can be written as 2021 code was: in Swift 5 mode, pulling back along `/RowsAction.row(id:action:)`,
// which swift-case-paths now deprecates (see Package.swift).

public struct Row: Equatable, Identifiable {
  public let id: Int
  public var count = 0

  public init(id: Int, count: Int = 0) {
    self.id = id
    self.count = count
  }
}

public enum RowAction: Equatable {
  case increment
}

public struct RowsState: Equatable {
  public var rows: IdentifiedArrayOf<Row>

  public init(rows: IdentifiedArrayOf<Row>) {
    self.rows = rows
  }
}

@CasePathable
public enum RowsAction: Equatable {
  case row(id: Int, action: RowAction)
}

public let rowReducer = Reducer<Row, RowAction, Void> { row, action, _ in
  switch action {
  case .increment:
    row.count += 1
    return .none
  }
}

/// Hand-written rather than `/RowsAction.row`, so the benchmark times the store and `forEach`,
/// not case path reflection.
public let rowCasePath = AnyCasePath<RowsAction, (Int, RowAction)>(
  embed: { RowsAction.row(id: $0.0, action: $0.1) },
  extract: { action in
    guard case let .row(id, rowAction) = action else { return nil }
    return (id, rowAction)
  }
)

public let rowsReducer: Reducer<RowsState, RowsAction, Void> = rowReducer.forEach(
  state: \.rows,
  action: rowCasePath,
  environment: { _ in () }
)

/// The same row reducer pulled back along the 2021 spellings of the action's case.
public let rowsReducerByCaseConstructor: Reducer<RowsState, RowsAction, Void> = rowReducer.forEach(
  state: \.rows,
  action: /RowsAction.row(id:action:),
  environment: { _ in () }
)
public let rowsReducerByCaseKeyPath: Reducer<RowsState, RowsAction, Void> = rowReducer.forEach(
  state: \.rows,
  action: \.row,
  environment: { _ in () }
)
