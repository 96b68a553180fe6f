import ComposableWeb

/// Rows that load their counter before pushing it: the tapped row spins, then the counter
/// slides in.
struct LoadThenNavigateView: View {
  let store: Store<LoadThenNavigateState, LoadThenNavigateAction>

  var body: some View {
    WithViewStore(store) { viewStore in
      Form {
        Section(
          footer: Text("Tapping a row loads its counter first; the row spins until it is ready.")
        ) {
          ForEach(viewStore.rows) { row in
            NavigationLink(
              destination: IfLetStore(
                store.scope(state: \.counter, action: LoadThenNavigateAction.counter),
                then: NavigationCounterView.init
              )
              .navigationTitle("Counter"),
              tag: row.id,
              selection: viewStore.binding(
                get: \.selection,
                send: LoadThenNavigateAction.setNavigation(selection:)
              )
            ) {
              HStack {
                Text("Load optional counter that starts from \(row.count)")
                if row.isActivityIndicatorVisible {
                  Spacer()
                  ProgressView()
                }
              }
            }
          }
        }
      }
    }
    .navigationTitle("Load then navigate")
  }
}
