import ComposableArchitecture
import Foundation
import Testing

private struct TallyState: Equatable {
  var count = 0
  var log: [String] = []
}

private enum TallyAction: Equatable {
  case increment
  case decrement
  case incrementLater
  case logged(String)
}

private struct TallyEnvironment {
  var step: Int
}

/// A reducer in a global constant, as 2021 apps declared them: `Reducer` is `Sendable`.
private let tallyReducer = Reducer<TallyState, TallyAction, TallyEnvironment> {
  state, action, environment in
  switch action {
  case .increment:
    state.count += environment.step
    return .none
  case .decrement:
    state.count -= environment.step
    return .none
  case .incrementLater:
    return Effect(value: .increment)
  case let .logged(message):
    state.log.append(message)
    return .none
  }
}

@Suite struct ReducerTests {
  @Test func callAsFunction() {
    var state = TallyState()
    let effect = tallyReducer(&state, .increment, TallyEnvironment(step: 2))
    #expect(state.count == 2)

    var outputs: [TallyAction] = []
    _ = effect.sink { outputs.append($0) }
    #expect(outputs == [])
  }

  @Test func run() {
    var state = TallyState()
    let effect = tallyReducer.run(&state, .incrementLater, TallyEnvironment(step: 1))
    #expect(state.count == 0)

    var outputs: [TallyAction] = []
    _ = effect.sink { outputs.append($0) }
    #expect(outputs == [.increment])
  }

  @Test func empty() {
    var state = TallyState(count: 3)
    var isFinished = false
    var outputs: [TallyAction] = []
    _ = Reducer<TallyState, TallyAction, Void>.empty(&state, .increment, ())
      .sink(receiveCompletion: { _ in isFinished = true }, receiveValue: { outputs.append($0) })
    #expect(state == TallyState(count: 3))
    #expect(outputs == [])
    #expect(isFinished)
  }

  @Test func combineRunsEachReducerInOrderOnTheSameState() {
    var calls: [String] = []
    let first = Reducer<TallyState, TallyAction, Void> { state, action, _ in
      calls.append("first saw \(state.count)")
      if action == .increment { state.count += 1 }
      return .none
    }
    let second = Reducer<TallyState, TallyAction, Void> { state, action, _ in
      calls.append("second saw \(state.count)")
      if action == .increment { state.count *= 10 }
      return .none
    }
    var state = TallyState(count: 1)
    _ = Reducer.combine(first, second)(&state, .increment, ())
    #expect(state.count == 20)
    #expect(calls == ["first saw 1", "second saw 2"])
  }

  @Test func combineMergesEffects() {
    let scheduler = DispatchQueue.test
    let logger = { (message: String, delay: Int) in
      Reducer<TallyState, TallyAction, Void> { _, action, _ in
        guard action == .increment else { return .none }
        return Effect(value: .logged(message))
          .delay(for: .seconds(delay), scheduler: scheduler)
          .eraseToEffect()
      }
    }
    let viewStore = ViewStore(
      Store(
        initialState: TallyState(),
        reducer: .combine(
          logger("slow", 2),
          logger("fast", 1),
          .empty,
          Reducer { state, action, _ in
            if case let .logged(message) = action { state.log.append(message) }
            return .none
          }
        ),
        environment: ()
      )
    )
    viewStore.send(.increment)
    scheduler.advance(by: 1)
    #expect(viewStore.log == ["fast"])
    scheduler.advance(by: 1)
    #expect(viewStore.log == ["fast", "slow"])
  }

  @Test func combineArray() {
    let addOne = Reducer<Int, Void, Void> { state, _, _ in
      state += 1
      return .none
    }
    let double = Reducer<Int, Void, Void> { state, _, _ in
      state *= 2
      return .none
    }
    var state = 1
    _ = Reducer.combine([addOne, double, addOne])(&state, (), ())
    #expect(state == 5)

    _ = Reducer.combine([addOne])(&state, (), ())
    #expect(state == 6)

    _ = Reducer<Int, Void, Void>.combine([])(&state, (), ())
    #expect(state == 6)
  }

  @Test func combinedWith() {
    let addOne = Reducer<Int, Void, Void> { state, _, _ in
      state += 1
      return .none
    }
    let double = Reducer<Int, Void, Void> { state, _, _ in
      state *= 2
      return .none
    }
    var state = 1
    _ = addOne.combined(with: double)(&state, (), ())
    #expect(state == 4)
    _ = double.combined(with: addOne)(&state, (), ())
    #expect(state == 9)
  }

  @Test func environmentReachesTheReducer() {
    let viewStore = ViewStore(
      Store(
        initialState: TallyState(), reducer: tallyReducer,
        environment: TallyEnvironment(step: 5)
      )
    )
    viewStore.send(.increment)
    viewStore.send(.increment)
    viewStore.send(.decrement)
    #expect(viewStore.count == 5)
  }

  @Test func reducerIsSendable() async {
    // A reducer crosses isolation domains as a value.
    let reducer = await Task.detached { tallyReducer }.value
    var state = TallyState()
    _ = reducer(&state, .increment, TallyEnvironment(step: 1))
    #expect(state.count == 1)
  }
}
