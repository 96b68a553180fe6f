import ComposableWeb
import Foundation
import Testing
import WebTestSupport

/// A session's estimated memory, which a live server budgets, against what the process really
/// grows by as a page grows.
@MainActor
@Suite(.serialized) struct SessionMemoryEstimateTests {
  enum ListAction: Equatable {
    case add
    case row(id: Int, action: CounterAction)
  }

  let reducer = Reducer<IdentifiedArrayOf<CounterState>, ListAction, Void> { state, action, _ in
    switch action {
    case .add:
      state.append(CounterState(id: state.count))
    case let .row(id, action):
      if state[id: id] != nil { reduceCounter(&state[id: id]!, action) }
    }
    return .none
  }

  func page(_ store: Store<IdentifiedArrayOf<CounterState>, ListAction>) -> some View {
    List {
      ForEachStore(store.scope(state: { $0 }, action: ListAction.row(id:action:))) {
        CounterView(store: $0)
      }
    }
  }

  @Test func growsWithThePage() throws {
    let store = Store(initialState: [], reducer: reducer, environment: ())
    let session = RenderSession(root: page(store))
    let before = session.estimatedMemory
    let viewStore = ViewStore(store.stateless)
    for _ in 0..<10 { viewStore.send(.add) }
    _ = session.flush()
    #expect(session.estimatedMemory > before)
    #expect(session.estimatedMemory == session.nodeCount * RenderSession.estimatedBytesPerNode)
  }

  /// Bytes the process grows by per element as a page of 2 000 counter rows is added. The
  /// page is kept in `pages`, so a later measurement can't grow into the memory it frees.
  ///
  /// Large enough that what the suites running beside this one free meanwhile (which the page
  /// then grows into, unseen) is usually a small part of it; small enough not to take the CPU
  /// from their timed tests for long.
  func measuredBytesPerElement(keepingIn pages: inout [RenderSession]) throws -> Double {
    let store = Store(initialState: [], reducer: reducer, environment: ())
    let session = RenderSession(root: page(store))
    let viewStore = ViewStore(store.stateless)
    // Warm up: the first rows pay for caches every later row shares.
    for _ in 0..<20 { viewStore.send(.add) }
    _ = session.flush()
    let nodesBefore = session.nodeCount
    let residentBefore = try #require(ResidentMemory.bytes)
    for _ in 0..<2_000 { viewStore.send(.add) }
    _ = session.flush()
    let growth = Double(try #require(ResidentMemory.bytes) - residentBefore)
    pages.append(session)
    return growth / Double(session.nodeCount - nodesBefore)
  }

  /// The process's resident size is shared with the suites running beside this one, which can
  /// free or take memory meanwhile: up to five measurements are taken, and one within the
  /// bounds will do. A wrong estimate is outside them every time. The tests that measure the
  /// process's growth on purpose take turns (`ResidentMemory.measuringGrowth`).
  @Test func isWithinTwiceTheProcesssGrowth() async throws {
    let estimated = Double(RenderSession.estimatedBytesPerNode)
    let measurements = try await ResidentMemory.measuringGrowth {
      var measurements: [Int] = []
      var pages: [RenderSession] = []
      for _ in 0..<5 {
        let measured = try measuredBytesPerElement(keepingIn: &pages)
        measurements.append(Int(measured))
        if estimated >= measured / 2 && estimated <= measured * 2 { break }
      }
      return measurements
    }
    print(
      "SessionMemoryEstimateTests: \(measurements.map(String.init).joined(separator: ", ")) "
        + "bytes per element measured over 2 000 rows, \(Int(estimated)) estimated")
    let last = Double(measurements.last ?? 0)
    #expect(estimated >= last / 2 && estimated <= last * 2, "\(measurements)")
  }
}
