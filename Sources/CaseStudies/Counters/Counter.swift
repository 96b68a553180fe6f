import ComposableArchitecture

/// One row of the counters list: a count, and a button that asks for a fact about it.
public struct CounterState: Codable, Equatable, Identifiable {
  public let id: UUID
  public var count: Int
  public var isFactRequestInFlight: Bool
  public var alert: AlertState<CounterAction>?

  public init(
    id: UUID,
    count: Int = 0,
    isFactRequestInFlight: Bool = false,
    alert: AlertState<CounterAction>? = nil
  ) {
    self.id = id
    self.count = count
    self.isFactRequestInFlight = isFactRequestInFlight
    self.alert = alert
  }
}

public enum CounterAction: Codable, Equatable {
  case alertDismissed
  case decrementButtonTapped
  case factButtonTapped
  case factResponse(Result<String, FactClient.Failure>)
  case incrementButtonTapped
  /// Handled by the list that owns the row; the row only stops its work.
  case removeButtonTapped
}

public struct CounterEnvironment {
  public var fact: FactClient
  public var mainQueue: AnySchedulerOf<DispatchQueue>

  public init(fact: FactClient, mainQueue: AnySchedulerOf<DispatchQueue>) {
    self.fact = fact
    self.mainQueue = mainQueue
  }
}

/// Identifies a row's fact request, so changing or removing the row can cancel it.
struct CounterFactRequestID: Hashable {
  let counter: UUID
}

/// A row's logic. A successful fact is not kept here: the row only reports it, and the screen
/// that owns the row decides how to show it.
public let counterReducer = Reducer<CounterState, CounterAction, CounterEnvironment> {
  state, action, environment in
  switch action {
  case .alertDismissed:
    state.alert = nil
    return .none

  case .decrementButtonTapped:
    state.count -= 1
    return cancelFactRequest(&state)

  case .incrementButtonTapped:
    state.count += 1
    return cancelFactRequest(&state)

  case .factButtonTapped:
    state.isFactRequestInFlight = true
    return environment.fact.fetch(state.count)
      .receive(on: environment.mainQueue)
      .catchToEffect(CounterAction.factResponse)
      .cancellable(id: CounterFactRequestID(counter: state.id), cancelInFlight: true)

  case .factResponse(.success):
    state.isFactRequestInFlight = false
    return .none

  case .factResponse(.failure):
    state.isFactRequestInFlight = false
    state.alert = AlertState(
      title: TextState("Couldn't load a fact"),
      message: TextState("There is no fact about \(state.count) right now. Try again later."),
      dismissButton: .default(TextState("OK"), action: .send(.alertDismissed))
    )
    return .none

  case .removeButtonTapped:
    return cancelFactRequest(&state)
  }
}

/// A fact that arrives after the count changed would be about the wrong number, and one that
/// arrives after the row is gone would reach nothing: drop the request in both cases.
private func cancelFactRequest(_ state: inout CounterState) -> Effect<CounterAction, Never> {
  guard state.isFactRequestInFlight else { return .none }
  state.isFactRequestInFlight = false
  return .cancel(id: CounterFactRequestID(counter: state.id))
}
