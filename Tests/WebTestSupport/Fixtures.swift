import ComposableWeb

/// The actions a test store's reducer received, in order.
public final class ActionLog<Action> {
  public var actions: [Action] = []

  public init() {}
}

/// A root store whose reducer records each action, then applies `reduce`.
public func recordingStore<State, Action>(
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
public final class Box<Value> {
  public var value: Value
  public init(_ value: Value) { self.value = value }

  public var binding: Binding<Value> {
    Binding(get: { self.value }, set: { self.value = $0 })
  }
}

/// A counter feature for store view tests.
public struct CounterState: Equatable, Identifiable {
  public var id: Int
  public var count = 0
  public var label = ""

  public init(id: Int, count: Int = 0, label: String = "") {
    self.id = id
    self.count = count
    self.label = label
  }
}

public enum CounterAction: Equatable {
  case increment
  case decrement
  case labelChanged(String)
}

public func reduceCounter(_ state: inout CounterState, _ action: CounterAction) {
  switch action {
  case .increment: state.count += 1
  case .decrement: state.count -= 1
  case let .labelChanged(label): state.label = label
  }
}

/// Shows a counter: its label field, its count and two buttons.
public struct CounterView: View {
  public let store: Store<CounterState, CounterAction>

  public init(store: Store<CounterState, CounterAction>) {
    self.store = store
  }

  public var body: some View {
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
public func makeCounterStore() -> Store<CounterState, CounterAction> {
  Store(
    initialState: CounterState(id: 1),
    reducer: Reducer<CounterState, CounterAction, Void> { state, action, _ in
      reduceCounter(&state, action)
      return .none
    },
    environment: ()
  )
}
