import ComposableWeb
import RenderFixtures
import Testing
import WebTestSupport

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

  @Test func aRowAddedToTenThousandMountsOnlyThatRow() throws {
    // How "Add counter" stays cheap on a long list: the other rows are not compared, copied or
    // looked up, only skipped as the same nodes at the list's start.
    let workload = RowInsertionWorkload(rowCount: 10_000)
    let appended = try workload.appendRow()
    #expect(appended.count == 1)
    guard case let .insert(_, index, _) = appended.first else {
      Issue.record("expected an insert, got \(appended)")
      return
    }
    #expect(index == 10_000)
    var statistics = workload.session.lastFlushStatistics
    #expect(statistics.nodesCompared == 0)
    #expect(statistics.nodesUnmounted == 0)
    // The row's wrapper, its boundary, the stack, two texts and the button.
    #expect(statistics.nodesMounted == 6)

    let removed = try workload.removeLastRow()
    #expect(removed.count == 1)
    guard case .remove = removed.first else {
      Issue.record("expected a removal, got \(removed)")
      return
    }
    statistics = workload.session.lastFlushStatistics
    #expect(statistics.nodesCompared == 0)
    #expect(statistics.nodesMounted == 0)
    #expect(workload.rowCount == 10_000)
  }

  @Test func anUnchangedPageDoesNoWork() {
    let store = recordingStore(CounterState(id: 1), log: ActionLog<CounterAction>())
    let session = RenderSession(root: CounterView(store: store))
    #expect(session.flush() == [])
    #expect(session.lastFlushStatistics == RenderStatistics())
  }
}
