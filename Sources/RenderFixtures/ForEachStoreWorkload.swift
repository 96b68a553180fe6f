import ComposableWeb

/// A ready-made page for benchmarks: a list of counter rows in a `ForEachStore`, with a way to
/// press one row's "+" as a browser would.
///
/// ```swift
/// let workload = ForEachStoreWorkload(rowCount: 10_000)
/// let patches = try workload.incrementRow(at: 5_000)
/// // patches == [.setText(id: …, text: "1")]
/// // workload.session.lastFlushStatistics: one boundary rendered, a handful of nodes compared
/// ```
///
/// Rendering and diffing after one row changes does work proportional to that row: the list
/// observes only the ids, and each row re-renders on its own. (The store itself still
/// re-derives each row's state to find the changed one — a cheap O(rows) pass in the core,
/// outside the renderer.)
public final class ForEachStoreWorkload {
  /// The page: a `List` with one `HStack` (label, count, button) per row.
  public let session: RenderSession
  private let store: Store<IdentifiedArrayOf<BenchmarkRow>, (Int, BenchmarkRow.Action)>
  private let incrementButtonIDs: [String]

  /// Builds the store and renders the page with `rowCount` rows.
  public init(rowCount: Int) {
    let store = Store(
      initialState: IdentifiedArray(uniqueElements: (0..<rowCount).map { BenchmarkRow(id: $0) }),
      reducer: Reducer<IdentifiedArrayOf<BenchmarkRow>, (Int, BenchmarkRow.Action), Void> {
        rows, action, _ in
        rows[id: action.0]?.count += 1
        return .none
      },
      environment: ()
    )
    session = RenderSession {
      List {
        ForEachStore(store, content: BenchmarkRow.View.init(store:))
      }
    }
    self.store = store
    incrementButtonIDs = session.nodeIDs("button", label: "+")
  }

  /// The sum of every row's count: how many presses the store has handled.
  public var totalCount: Int {
    store.currentState.reduce(0) { $0 + $1.count }
  }

  /// Presses the "+" of the row at `index` and returns the patches.
  @discardableResult
  public func incrementRow(at index: Int) throws(EventError) -> [Patch] {
    try session.dispatch(.click(id: incrementButtonIDs[index]))
  }
}

/// A row of the benchmark pages: a counter with its label, its count and a "+" button.
struct BenchmarkRow: Equatable, Identifiable {
  let id: Int
  var count = 0

  enum Action: Equatable {
    case increment
  }

  struct View: ComposableWeb.View {
    let store: Store<BenchmarkRow, Action>

    var body: some ComposableWeb.View {
      WithViewStore(store) { viewStore in
        HStack {
          Text("Row \(viewStore.id)")
          Text("\(viewStore.count)")
          Button("+") { viewStore.send(.increment) }
        }
      }
    }
  }
}
