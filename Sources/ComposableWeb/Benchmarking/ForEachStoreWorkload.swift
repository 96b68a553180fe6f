import ComposableArchitecture

/// A ready-made page for benchmarks: a list of counter rows in a `ForEachStore`, with a way to
/// press one row's "+" as a browser would.
///
/// ```swift
/// let workload = ForEachStoreWorkload(rowCount: 10_000)
/// let patches = try workload.incrementRow(at: 5_000)
/// // patches == [.setText(id: …, text: "1")]
/// try workload.appendRow()  // one row inserted at the end
/// // workload.session.lastFlushStatistics: one boundary rendered, a handful of nodes compared
/// ```
///
/// Rendering and diffing after one row changes does work proportional to that row: the list
/// observes only the ids, and each row re-renders on its own. (The store itself still
/// re-derives each row's state to find the changed one — a cheap O(rows) pass in the core,
/// outside the renderer.)
public final class ForEachStoreWorkload {
  struct Row: Equatable, Identifiable {
    let id: Int
    var count = 0
  }

  enum RowAction: Equatable {
    case increment
  }

  enum PageAction: Equatable {
    case add
    case removeLast
    case row(id: Int, action: RowAction)
  }

  /// The page: a `List` with one `HStack` (label, count, button) per row.
  public let session: RenderSession
  private let store: Store<IdentifiedArrayOf<Row>, PageAction>
  private let incrementButtonIDs: [String]
  private let addButtonID: String
  private let removeButtonID: String

  /// Builds the store and renders the page with `rowCount` rows.
  public init(rowCount: Int) {
    var nextID = rowCount
    let store = Store(
      initialState: IdentifiedArray(uniqueElements: (0..<rowCount).map { Row(id: $0) }),
      reducer: Reducer<IdentifiedArrayOf<Row>, PageAction, Void> { rows, action, _ in
        switch action {
        case .add:
          rows.append(Row(id: nextID))
          nextID += 1
        case .removeLast:
          _ = rows.popLast()
        case let .row(id, .increment):
          rows[id: id]?.count += 1
        }
        return .none
      },
      environment: ()
    )
    self.store = store
    session = RenderSession {
      VStack {
        WithViewStore(store.stateless) { viewStore in
          Button("Add row") { viewStore.send(.add) }
          Button("Remove last row") { viewStore.send(.removeLast) }
        }
        List {
          ForEachStore(store.scope(state: { $0 }, action: PageAction.row(id:action:))) { rowStore in
            WithViewStore(rowStore) { viewStore in
              HStack {
                Text("Row \(viewStore.id)")
                Text("\(viewStore.count)")
                Button("+") { viewStore.send(.increment) }
              }
            }
          }
        }
      }
    }
    incrementButtonIDs = session.nodeIDs("button", label: "+")
    addButtonID = session.nodeIDs("button", label: "Add row")[0]
    removeButtonID = session.nodeIDs("button", label: "Remove last row")[0]
  }

  /// Presses the "+" of the row at `index` and returns the patches.
  @discardableResult
  public func incrementRow(at index: Int) throws(EventError) -> [Patch] {
    try session.dispatch(.click(id: incrementButtonIDs[index]))
  }

  /// How many rows the store holds.
  public var rowCount: Int { store.currentState.count }

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
