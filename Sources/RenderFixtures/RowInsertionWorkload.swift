import ComposableWeb

/// A ready-made page for benchmarks shaped like a list of counters: an "Add row" button above a
/// `ForEachStore` of the state's `rows`, with a way to add and remove rows as a browser would.
///
/// ```swift
/// let workload = RowInsertionWorkload(rowCount: 1_000)
/// let patches = try workload.appendRow()
/// // patches == [.insert(parent: …, index: 1_000, html: "<div …")]
/// try workload.removeLastRow()
/// ```
///
/// Adding or removing a row does work proportional to that row: the rows before and after it
/// are neither re-rendered nor compared.
public final class RowInsertionWorkload {
  struct State: Equatable {
    var rows: IdentifiedArrayOf<BenchmarkRow>
    var nextID: Int
  }

  enum Action: Equatable {
    case add
    case removeLast
    case row(id: Int, action: BenchmarkRow.Action)
  }

  /// The page: the two buttons and a `List` of rows.
  public let session: RenderSession
  private let store: Store<State, Action>
  private let addButtonID: String
  private let removeButtonID: String

  /// Builds the store and renders the page with `rowCount` rows.
  public init(rowCount: Int) {
    store = Store(
      initialState: State(
        rows: IdentifiedArray(uniqueElements: (0..<rowCount).map { BenchmarkRow(id: $0) }),
        nextID: rowCount),
      reducer: Reducer<State, Action, Void> { state, action, _ in
        switch action {
        case .add:
          state.rows.append(BenchmarkRow(id: state.nextID))
          state.nextID += 1
        case .removeLast:
          _ = state.rows.popLast()
        case let .row(id, .increment):
          state.rows[id: id]?.count += 1
        }
        return .none
      },
      environment: ()
    )
    let store = self.store
    session = RenderSession {
      VStack {
        WithViewStore(store.stateless) { viewStore in
          Button("Add row") { viewStore.send(.add) }
          Button("Remove last row") { viewStore.send(.removeLast) }
        }
        List {
          ForEachStore(
            store.scope(state: \.rows, action: Action.row(id:action:)),
            content: BenchmarkRow.View.init(store:)
          )
        }
      }
    }
    addButtonID = session.nodeIDs("button", label: "Add row")[0]
    removeButtonID = session.nodeIDs("button", label: "Remove last row")[0]
  }

  /// How many rows the store holds.
  public var rowCount: Int { store.currentState.rows.count }

  /// Presses "Add row", which appends a row to the list, and returns the patches.
  @discardableResult
  public func appendRow() throws(EventError) -> [Patch] {
    try session.dispatch(.click(id: addButtonID))
  }

  /// Presses "Remove last row" and returns the patches.
  @discardableResult
  public func removeLastRow() throws(EventError) -> [Patch] {
    try session.dispatch(.click(id: removeButtonID))
  }
}
