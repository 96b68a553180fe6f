import ComposableWeb

/// Rows that push their counter at once; the pushed screen spins until the counter has loaded.
struct NavigateAndLoadView: View {
  let store: Store<NavigateAndLoadState, NavigateAndLoadAction>

  var body: some View {
    WithViewStore(store) { viewStore in
      Form {
        Section(
          footer: Text(
            "Tapping a row opens its screen at once; the screen spins until its counter has loaded."
          )
        ) {
          ForEach(viewStore.rows) { row in
            NavigationLink(
              destination: IfLetStore(
                store.scope(state: \.counter, action: NavigateAndLoadAction.counter),
                then: NavigationCounterView.init,
                else: LoadingView()
              )
              .navigationTitle("Counter"),
              tag: row.id,
              selection: viewStore.binding(
                get: \.selection,
                send: NavigateAndLoadAction.setNavigation(selection:)
              )
            ) {
              Text("Load optional counter that starts from \(row.count)")
            }
          }
        }
      }
    }
    .navigationTitle("Navigate and load")
  }
}
