import ComposableWeb

/// The actions a test store's reducer received, in order.
final class ActionLog<Action> {
  var actions: [Action] = []
}

/// A root store whose reducer records each action, then applies `reduce`.
func recordingStore<State, Action>(
  _ initialState: State,
  log: ActionLog<Action>,
  reduce: @escaping (inout State, Action) -> Void = { _, _ in }
) -> Store<State, Action> {
  Store(
    initialState: initialState,
    reducer: Reducer<State, Action, Void> { state, action, _ in
      log.actions.append(action)
      reduce(&state, action)
      return .none
    },
    environment: ()
  )
}

/// A value a plain ``Binding`` reads and writes, for views tested without a store.
final class Box<Value> {
  var value: Value
  init(_ value: Value) { self.value = value }

  var binding: Binding<Value> {
    Binding(get: { self.value }, set: { self.value = $0 })
  }
}

/// A counter feature for store view tests.
struct CounterState: Equatable, Identifiable {
  var id: Int
  var count = 0
  var label = ""
}

enum CounterAction: Equatable {
  case increment
  case decrement
  case labelChanged(String)
}

func reduceCounter(_ state: inout CounterState, _ action: CounterAction) {
  switch action {
  case .increment: state.count += 1
  case .decrement: state.count -= 1
  case let .labelChanged(label): state.label = label
  }
}

/// Shows a counter: its label field, its count and two buttons.
struct CounterView: View {
  let store: Store<CounterState, CounterAction>

  var body: some View {
    WithViewStore(store) { viewStore in
      HStack {
        Button("−") { viewStore.send(.decrement) }
        Text("\(viewStore.count)")
        Button("+") { viewStore.send(.increment) }
      }
    }
  }
}

/// A root store of one counter (id 1) running `reduceCounter` without effects: the page the
/// live-server tests serve.
func makeCounterStore() -> Store<CounterState, CounterAction> {
  Store(
    initialState: CounterState(id: 1),
    reducer: Reducer<CounterState, CounterAction, Void> { state, action, _ in
      reduceCounter(&state, action)
      return .none
    },
    environment: ()
  )
}
