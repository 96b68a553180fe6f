import ComposableWeb

/// A list of counters, each asking for a fact about its number; a fact opens a prompt.
///
/// ```swift
/// CountersView(store: Store(initialState: CountersState(), reducer: countersReducer, environment: .live))
/// ```
///
/// Each part observes only what it shows: the prompt re-renders when it comes and goes, the
/// list when rows are added or removed, a row when its own count changes.
struct CountersView: View {
  let store: Store<CountersState, CountersAction>

  var body: some View {
    VStack(alignment: .leading) {
      IfLetStore(
        store.scope(state: \.factPrompt, action: CountersAction.factPrompt),
        then: FactPromptView.init(store:)
      )
      WithViewStore(store.scope(state: \.counters.isEmpty)) { viewStore in
        Button("Add counter") { viewStore.send(.addCounterButtonTapped) }
          .buttonStyle(.borderedProminent)
        if viewStore.state {
          Text("No counters yet. Add one, count, then ask for a fact about its number.")
            .foregroundColor(.secondary)
        }
      }
      List {
        ForEachStore(
          store.scope(state: \.counters, action: CountersAction.counter(id:action:)),
          content: CounterRowView.init(store:)
        )
      }
    }
    .navigationTitle("Counters")
  }
}
