import ComposableArchitecture
import ComposableWeb

struct CounterRowState: Equatable, Identifiable {
  var counter = CounterState()
  let id: UUID
}

enum CounterRowAction: Equatable {
  case counter(CounterAction)
  case removeButtonTapped
}

let counterRowReducer = counterReducer.pullback(
  state: \CounterRowState.counter,
  action: /CounterRowAction.counter,
  environment: { (_: CounterRowEnvironment) in CounterEnvironment() }
)

struct CounterRowEnvironment {}

struct CounterRowView: View {
  let store: Store<CounterRowState, CounterRowAction>

  var body: some View {
    WithViewStore(self.store) { viewStore in
      HStack {
        CounterView(
          store: self.store.scope(state: \.counter, action: CounterRowAction.counter)
        )
        Spacer()
        Button("Remove") {
          withAnimation {
            viewStore.send(.removeButtonTapped)
          }
        }
      }
      .buttonStyle(.borderless)
    }
  }
}
