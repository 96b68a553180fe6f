import ComposableWeb
import Testing

/// The work of a change is proportional to the change, not to the page.
@Suite struct RenderCostTests {
  @Test func oneRowOfTenThousandRendersAndDiffsOnlyThatRow() throws {
    let workload = ForEachStoreWorkload(rowCount: 10_000)
    let patches = try workload.incrementRow(at: 5_000)
    #expect(patches.count == 1)
    guard case let .setText(_, text) = patches.first else {
      Issue.record("expected a text patch, got \(patches)")
      return
    }
    #expect(text == "1")
    let statistics = workload.session.lastFlushStatistics
    #expect(statistics.boundariesRendered == 1)
    // The row's boundary: the stack, two texts and the button.
    #expect(statistics.nodesCompared == 4)
    #expect(statistics.nodesMounted == 0)
    #expect(statistics.nodesUnmounted == 0)
  }

  @Test func anUnchangedPageDoesNoWork() {
    let store = recordingStore(CounterState(id: 1), log: ActionLog<CounterAction>())
    let session = RenderSession(root: CounterView(store: store))
    #expect(session.flush() == [])
    #expect(session.lastFlushStatistics == RenderStatistics())
  }
}
