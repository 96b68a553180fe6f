import ComposableArchitecture

/// A list of number facts that grows by one each time the user refreshes it.
public struct RefreshableFactsState: Codable, Equatable {
  public var facts: [String]
  public var isLoading: Bool
  public var nextNumber: Int

  public init(facts: [String] = [], isLoading: Bool = false, nextNumber: Int = 1) {
    self.facts = facts
    self.isLoading = isLoading
    self.nextNumber = nextNumber
  }
}

public enum RefreshableFactsAction: Codable, Equatable {
  case refresh
  case factResponse(Result<String, FactClient.Failure>)
}

public struct RefreshableFactsEnvironment {
  public var fact: FactClient
  public var mainQueue: AnySchedulerOf<DispatchQueue>

  public init(fact: FactClient, mainQueue: AnySchedulerOf<DispatchQueue>) {
    self.fact = fact
    self.mainQueue = mainQueue
  }

  public static var live: RefreshableFactsEnvironment {
    RefreshableFactsEnvironment(fact: .live, mainQueue: .main)
  }
}

public let refreshableFactsReducer = Reducer<
  RefreshableFactsState, RefreshableFactsAction, RefreshableFactsEnvironment
> { state, action, environment in
  struct RefreshID: Hashable {}

  switch action {
  case .refresh:
    state.isLoading = true
    return environment.fact.fetch(state.nextNumber)
      .receive(on: environment.mainQueue)
      .catchToEffect(RefreshableFactsAction.factResponse)
      .cancellable(id: RefreshID(), cancelInFlight: true)

  case let .factResponse(.success(fact)):
    state.isLoading = false
    state.facts.insert(fact, at: 0)
    state.nextNumber += 1
    return .none

  case .factResponse(.failure):
    state.isLoading = false
    return .none
  }
}
