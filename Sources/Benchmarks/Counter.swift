import ComposableArchitecture

/// The feature most workloads run: a counter whose actions cover a plain state change, a
/// synchronous effect and an async effect that each feed one action back.
struct CounterState: Equatable {
  var count = 0
  var echoes = 0
}

enum CounterAction: Equatable {
  case increment
  case setCount(Int)
  /// Counts, and feeds `.echo` back through `Effect(value:)`.
  case start
  /// Counts, and feeds `.echo` back through `Effect.task`.
  case startAsync
  case echo
}

/// The reducer, as a plain function so a baseline can call it directly.
///
/// `@inline(never)` keeps the direct-call baselines honest: inlined into a loop, `count += 1`
/// would fold into one addition and the baseline would measure nothing.
@inline(never)
func counterReduce(
  _ state: inout CounterState,
  _ action: CounterAction,
  _ environment: Void
) -> Effect<CounterAction, Never> {
  switch action {
  case .increment:
    state.count += 1
    return .none
  case let .setCount(count):
    state.count = count
    return .none
  case .start:
    state.count += 1
    return Effect(value: .echo)
  case .startAsync:
    state.count += 1
    return .task { .echo }
  case .echo:
    state.echoes += 1
    return .none
  }
}

let counterReducer = Reducer<CounterState, CounterAction, Void>(counterReduce)

func makeCounterStore() -> Store<CounterState, CounterAction> {
  Store(initialState: CounterState(), reducer: counterReducer, environment: ())
}

/// The form the binding workload writes to: one field, bindable for the measured store and set
/// by a hand-written action for the baseline.
struct FormState: Equatable {
  @BindableState var count = 0
}

enum FormAction: BindableAction, Equatable {
  case binding(BindingAction<FormState>)
  case setCount(Int)
}

let handWrittenFormReducer = Reducer<FormState, FormAction, Void> { state, action, _ in
  switch action {
  case .binding:
    return .none
  case let .setCount(count):
    state.count = count
    return .none
  }
}

/// The same form with `.binding()`: binding actions write their field, `setCount` its own.
let bindableFormReducer = Reducer<FormState, FormAction, Void> { state, action, _ in
  if case let .setCount(count) = action { state.count = count }
  return .none
}
.binding()
