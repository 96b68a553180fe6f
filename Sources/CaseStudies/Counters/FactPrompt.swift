import ComposableArchitecture

/// A fact about a count, shown over the list, with its own loading state for "another fact".
public struct FactPromptState: Codable, Equatable {
  public let count: Int
  public var fact: String
  public var isLoading: Bool
  /// Why the last request for another fact failed; the old fact stays on screen.
  public var errorMessage: String?

  public init(count: Int, fact: String, isLoading: Bool = false, errorMessage: String? = nil) {
    self.count = count
    self.fact = fact
    self.isLoading = isLoading
    self.errorMessage = errorMessage
  }
}

public enum FactPromptAction: Codable, Equatable {
  /// Handled by the screen that shows the prompt; the prompt only stops its work.
  case dismissButtonTapped
  case factResponse(Result<String, FactClient.Failure>)
  case getAnotherFactButtonTapped
}

public struct FactPromptEnvironment {
  public var fact: FactClient
  public var mainQueue: AnySchedulerOf<DispatchQueue>

  public init(fact: FactClient, mainQueue: AnySchedulerOf<DispatchQueue>) {
    self.fact = fact
    self.mainQueue = mainQueue
  }
}

/// Identifies the prompt's request for another fact; there is at most one prompt.
struct FactPromptRequestID: Hashable {}

public let factPromptReducer = Reducer<FactPromptState, FactPromptAction, FactPromptEnvironment> {
  state, action, environment in
  switch action {
  case .dismissButtonTapped:
    // Otherwise the answer would arrive for a prompt that is gone.
    return .cancel(id: FactPromptRequestID())

  case .getAnotherFactButtonTapped:
    state.isLoading = true
    state.errorMessage = nil
    return environment.fact.fetch(state.count)
      .receive(on: environment.mainQueue)
      .catchToEffect(FactPromptAction.factResponse)
      .cancellable(id: FactPromptRequestID(), cancelInFlight: true)

  case let .factResponse(.success(fact)):
    state.isLoading = false
    state.fact = fact
    return .none

  case .factResponse(.failure):
    state.isLoading = false
    state.errorMessage = "Couldn't load another fact about \(state.count)."
    return .none
  }
}
