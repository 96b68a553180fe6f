import ComposableArchitecture

/// The screen the navigation case studies push or present: a count to step up and down.
public struct NavigationCounterState: Codable, Equatable {
  public var count: Int

  public init(count: Int = 0) {
    self.count = count
  }
}

public enum NavigationCounterAction: Codable, Equatable {
  case decrementButtonTapped
  case incrementButtonTapped
}

public let navigationCounterReducer = Reducer<
  NavigationCounterState, NavigationCounterAction, Void
> { state, action, _ in
  switch action {
  case .decrementButtonTapped:
    state.count -= 1
    return .none

  case .incrementButtonTapped:
    state.count += 1
    return .none
  }
}
