import ComposableWeb

/// Number facts that grow by one per refresh; the refresh control spins until the fact arrives.
struct RefreshableFactsView: View {
  let store: Store<RefreshableFactsState, RefreshableFactsAction>

  var body: some View {
    WithViewStore(store) { viewStore in
      // The session drives the view store on the main actor, where the refresh runs too.
      nonisolated(unsafe) let refreshing = viewStore
      List {
        if viewStore.facts.isEmpty {
          Text("Refresh for a fact about the number \(viewStore.nextNumber).")
            .foregroundColor(.secondary)
        }
        ForEach(viewStore.facts, id: \.self) { fact in
          Text(fact)
        }
      }
      .refreshable {
        await refreshing.send(.refresh, while: \.isLoading)
      }
    }
    .navigationTitle("Refreshable list")
  }
}
