import ComposableArchitecture

/// A list of counters. Asking a row for a fact opens a prompt with the fact over the list.
public struct CountersState: Codable, Equatable {
  public var counters: IdentifiedArrayOf<CounterState>
  public var factPrompt: FactPromptState?

  public init(
    counters: IdentifiedArrayOf<CounterState> = [],
    factPrompt: FactPromptState? = nil
  ) {
    self.counters = counters
    self.factPrompt = factPrompt
  }
}

@CasePathable
public enum CountersAction: Codable, Equatable {
  case addCounterButtonTapped
  case counter(id: UUID, action: CounterAction)
  case factPrompt(FactPromptAction)
}

public struct CountersEnvironment {
  public var fact: FactClient
  public var mainQueue: AnySchedulerOf<DispatchQueue>
  /// Makes the ids of new rows; tests pass a predictable sequence.
  public var uuid: () -> UUID

  public init(
    fact: FactClient,
    mainQueue: AnySchedulerOf<DispatchQueue>,
    uuid: @escaping () -> UUID
  ) {
    self.fact = fact
    self.mainQueue = mainQueue
    self.uuid = uuid
  }

  /// Live facts, delivered on the main queue; ids numbered from zero (see
  /// `UUID.incrementing()`), so a session's bug report replays in a test.
  public static var live: CountersEnvironment {
    CountersEnvironment(fact: .live, mainQueue: .main, uuid: UUID.incrementing())
  }
}

/// The screen's logic: the rows' and the prompt's reducers, pulled back onto the list and the
/// optional prompt, then the screen's own.
///
/// The children run first, so a row sees its remove action and the prompt its dismiss action
/// before this screen removes them from the state.
public let countersReducer = Reducer<CountersState, CountersAction, CountersEnvironment>.combine(
  counterReducer.forEach(
    state: \.counters,
    action: \.counter,
    environment: { CounterEnvironment(fact: $0.fact, mainQueue: $0.mainQueue) }
  ),
  factPromptReducer
    .optional()
    .pullback(
      state: \.factPrompt,
      action: \.factPrompt,
      environment: { FactPromptEnvironment(fact: $0.fact, mainQueue: $0.mainQueue) }
    ),
  Reducer { state, action, environment in
    switch action {
    case .addCounterButtonTapped:
      state.counters.append(CounterState(id: environment.uuid()))
      return .none

    case let .counter(id, .removeButtonTapped):
      state.counters.remove(id: id)
      return .none

    case let .counter(id, .factResponse(.success(fact))):
      // The row only reports its fact; this screen shows it. A prompt already open is replaced,
      // and its request for another fact with it.
      guard let counter = state.counters[id: id] else { return .none }
      let replacesPrompt = state.factPrompt != nil
      state.factPrompt = FactPromptState(count: counter.count, fact: fact)
      return replacesPrompt ? .cancel(id: FactPromptRequestID()) : .none

    case .factPrompt(.dismissButtonTapped):
      state.factPrompt = nil
      return .none

    case .counter, .factPrompt:
      return .none
    }
  }
)
