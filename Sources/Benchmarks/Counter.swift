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
  /// Counts, and feeds `.echo` back through a publisher: `Just(.echo).eraseToEffect()`.
  case startPublisher
  /// Counts, and restarts a long-living effect: `cancellable(id:cancelInFlight: true)`.
  case restart
  case echo
}

/// The reducer, spelled as 2021 code spells one: a closure literal handed to `Reducer`.
///
/// The direct-call baselines run it with `counterReducer.run`, so they pay the same closure
/// call the store does.
let counterReducer = Reducer<CounterState, CounterAction, Void> { state, action, _ in
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
  case .startPublisher:
    state.count += 1
    return Just(.echo).eraseToEffect()
  case .restart:
    state.count += 1
    return Effect<CounterAction, Never>.run { _ in AnyCancellable {} }
      .cancellable(id: RestartID.self, cancelInFlight: true)
  case .echo:
    state.echoes += 1
    return .none
  }
}

/// The counter's `increment`, as the plainest honest baseline: a non-inlined call that changes
/// the state and returns nothing.
@inline(never)
func plainCounterReduce(_ state: inout CounterState, _ action: CounterAction) {
  switch action {
  case .increment, .start, .startAsync, .startPublisher, .restart: state.count += 1
  case let .setCount(count): state.count = count
  case .echo: state.echoes += 1
  }
}

/// The id of the effect `.restart` restarts.
enum RestartID {}

func makeCounterStore() -> Store<CounterState, CounterAction> {
  Store(initialState: CounterState(), reducer: counterReducer, environment: ())
}

/// The form the binding workload writes to: one field, bindable for the measured store and set
/// by a hand-written action for the baseline.
struct FormState: Equatable {
  @BindableState var count = 0
}

/// The form's field set by a non-inlined call that returns nothing: the binding workload's
/// plainest baseline.
@inline(never)
func plainSetCount(_ state: inout FormState, _ count: Int) {
  state.count = count
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
