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

  /// The resident memory of this process, in bytes (Linux).
  func residentBytes() -> Int? {
    guard let statm = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else {
      return nil
    }
    return statm.split(separator: " ").dropFirst().first.flatMap { Int($0) }.map { $0 * 4096 }
  }

  @Test func isWithinTwiceTheProcesssGrowth() throws {
    let store = Store(initialState: [], reducer: reducer, environment: ())
    let session = RenderSession(root: page(store))
    let viewStore = ViewStore(store.stateless)
    // Warm up: the first rows pay for caches every later row shares.
    for _ in 0..<20 { viewStore.send(.add) }
    _ = session.flush()
    let nodesBefore = session.nodeCount
    let residentBefore = try #require(residentBytes())
    for _ in 0..<1_000 { viewStore.send(.add) }
    _ = session.flush()
    let heapGrowth = Double(try #require(residentBytes()) - residentBefore)
    let nodesAdded = Double(session.nodeCount - nodesBefore)
    let measured = heapGrowth / nodesAdded
    let estimated = Double(RenderSession.estimatedBytesPerNode)
    print(
      "SessionMemoryEstimateTests: \(Int(measured)) bytes per element measured over 1 000 rows "
        + "(\(Int(heapGrowth / 1_000)) per row), \(Int(estimated)) estimated")
    #expect(estimated >= measured / 2 && estimated <= measured * 2)
  }
}
