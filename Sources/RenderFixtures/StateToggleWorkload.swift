import ComposableWeb

/// A page of rows, each a view with a `@State` star toggle: for benchmarks that press one row's
/// star and read the patch, against ``ForEachStoreWorkload``'s same change through a store.
///
/// ```swift
/// let workload = StateToggleWorkload(rowCount: 1_000)
/// let patches = try workload.toggleRow(at: 500)  // one text patch
/// ```
public final class StateToggleWorkload {
  struct Row: View {
    let id: Int
    @State var isStarred = false

    var body: some View {
      HStack {
        Text("Row \(id)")
        Button(isStarred ? "★" : "☆") { isStarred.toggle() }
      }
    }
  }

  public let session: RenderSession
  private let starButtonIDs: [String]

  public init(rowCount: Int) {
    session = RenderSession {
      List {
        ForEach(0..<rowCount, id: \.self) { Row(id: $0) }
      }
    }
    starButtonIDs = session.nodeIDs("button", label: "☆")
  }

  /// Presses the star of the row at `index` and returns the patches.
  @discardableResult
  public func toggleRow(at index: Int) throws(EventError) -> [Patch] {
    try session.dispatch(.click(id: starButtonIDs[index]))
  }
}
