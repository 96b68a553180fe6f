import ComposableWeb

/// A button that opens a counter in a sheet: the sheet opens at once and spins until its counter
/// has loaded.
struct PresentAndLoadView: View {
  let store: Store<PresentAndLoadState, PresentAndLoadAction>

  var body: some View {
    WithViewStore(store) { viewStore in
      Form {
        Section(
          footer: Text(
            "The sheet opens at once and spins until its counter has loaded; closing it keeps the count."
          )
        ) {
          Button("Load optional counter that starts from \(viewStore.count)") {
            viewStore.send(.setSheet(isPresented: true))
          }
        }
      }
      .sheet(
        isPresented: viewStore.binding(
          get: \.isSheetPresented,
          send: PresentAndLoadAction.setSheet(isPresented:)
        )
      ) {
        VStack(alignment: .leading, spacing: 12) {
          Text("Counter").font(.headline)
          IfLetStore(
            store.scope(state: \.counter, action: PresentAndLoadAction.counter),
            then: NavigationCounterView.init,
            else: LoadingView()
          )
        }
      }
    }
    .navigationTitle("Present and load")
  }
}
