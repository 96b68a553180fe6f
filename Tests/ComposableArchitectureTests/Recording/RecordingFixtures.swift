import ComposableArchitecture
import Foundation

/// A small feature to record: a counter whose `.delayedIncrement` starts an effect that feeds
/// `.increment` back, and whose `.numberFact` response carries a payload.
struct RecordedCounterState: Codable, Equatable {
  var count = 0
  var fact: String?
  var history: [Int] = []
}

enum RecordedCounterAction: Codable, Equatable {
  case increment
  case decrement
  case incrementTwice
  case factResponse(String)
}

let recordedCounterReducer = Reducer<RecordedCounterState, RecordedCounterAction, Void> {
  state, action, _ in
  switch action {
  case .increment:
    state.count += 1
    state.history.append(state.count)
    return .none
  case .decrement:
    state.count -= 1
    state.history.append(state.count)
    return .none
  case .incrementTwice:
    return .merge(Effect(value: .increment), Effect(value: .increment))
  case let .factResponse(fact):
    state.fact = fact
    return .none
  }
}
