import ComposableWeb
import Testing
import WebTestSupport

/// Releasing a session releases its stores, which cancels their effects.
@Suite struct SessionLifetimeTests {
  @Test func releasingTheSessionReleasesTheStore() {
    weak var weakStore: Store<CounterState, CounterAction>?
    var session: RenderSession?
    do {
      let store = recordingStore(CounterState(id: 1), log: ActionLog(), reduce: reduceCounter)
      weakStore = store
      session = RenderSession {
        VStack {
          CounterView(store: store)
          IfLetStore(store.scope(state: { Optional($0) })) { CounterView(store: $0) }
          ForEachStore(
            store.scope(
              state: { IdentifiedArrayOf(uniqueElements: [$0]) },
              action: { (_: Int, action: CounterAction) in action }
            )
          ) { CounterView(store: $0) }
        }
        .alert(store.scope(state: { _ in AlertState<CounterAction>?.none }), dismiss: .increment)
      }
    }
    #expect(weakStore != nil)
    #expect(session != nil)
    session = nil
    #expect(weakStore == nil)
  }

  @MainActor
  @Test func releasingTheSessionCancelsRunningEffects() async throws {
    let cancelled = Flag()
    enum Action: Equatable { case start, finished }
    var session: RenderSession? = RenderSession {
      WithViewStore(
        Store(
          initialState: 0,
          reducer: Reducer<Int, Action, Void> { _, action, _ in
            guard action == .start else { return .none }
            return Effect.run { send in
              await withTaskCancellationHandler {
                try? await Task.sleep(for: .seconds(60))
              } onCancel: {
                cancelled.set()
              }
              await send(.finished)
            }
          },
          environment: ()
        )
      ) { viewStore in
        Button("Start") { viewStore.send(.start) }
      }
    }
    let start = try #require(session?.nodeID("button"))
    try session?.dispatch(.click(id: start))
    #expect(cancelled.value == false)
    session = nil
    #expect(await eventually { cancelled.value })
  }
}
