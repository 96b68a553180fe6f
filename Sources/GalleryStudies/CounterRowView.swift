import ComposableWeb

/// One counter: buttons to count, ask for a fact about the count, or remove the row.
///
/// ```swift
/// ForEachStore(store.scope(state: \.counters, action: CountersAction.counter(id:action:))) {
///   CounterRowView(store: $0)
/// }
/// ```
struct CounterRowView: View {
  let store: Store<CounterState, CounterAction>

  var body: some View {
    WithViewStore(store) { viewStore in
      HStack(alignment: .center) {
        Button("−") { viewStore.send(.decrementButtonTapped) }
          .accessibilityLabel("Decrement")
          .buttonStyle(.bordered)
        Text("\(viewStore.count)")
          .font(.title3)
          .frame(minWidth: 40)
          .multilineTextAlignment(.center)
        Button("+") { viewStore.send(.incrementButtonTapped) }
          .accessibilityLabel("Increment")
          .buttonStyle(.bordered)
        Spacer()
        if viewStore.isFactRequestInFlight {
          ProgressView().accessibilityLabel("Fetching a fact about \(viewStore.count)")
        } else {
          Button("Fact") { viewStore.send(.factButtonTapped) }
            .accessibilityLabel("Fact about \(viewStore.count)")
        }
        Button("Remove", role: .destructive) { viewStore.send(.removeButtonTapped) }
      }
      .alert(store.scope(state: \.alert), dismiss: .alertDismissed)
    }
  }
}
