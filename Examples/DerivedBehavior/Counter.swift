import ComposableArchitecture
import ComposableWeb

struct CounterState: Equatable {
  var alert: AlertState<CounterAction>?
  var count = 0
}

enum CounterAction: Equatable {
  case decrementButtonTapped
  case dismissAlert
  case incrementButtonTapped
  case factButtonTapped
}

struct CounterEnvironment {}

let counterReducer = Reducer<CounterState, CounterAction, CounterEnvironment> {
  state, action, _ in
  switch action {
  case .decrementButtonTapped:
    state.count -= 1
    return .none

  case .dismissAlert:
    state.alert = nil
    return .none

  case .incrementButtonTapped:
    state.count += 1
    return .none

  case .factButtonTapped:
    // The parent fetches the fact: see `appReducer`.
    return .none
  }
}

struct CounterView: View {
  let store: Store<CounterState, CounterAction>

  var body: some View {
    WithViewStore(self.store) { viewStore in
      HStack {
        Button("−") { viewStore.send(.decrementButtonTapped) }
        Text("\(viewStore.count)")
          .font(.body.monospacedDigit())
        Button("+") { viewStore.send(.incrementButtonTapped) }
        Button("Fact") { viewStore.send(.factButtonTapped) }
      }
      .buttonStyle(.borderless)
      .alert(self.store.scope(state: \.alert), dismiss: .dismissAlert)
    }
  }
}
