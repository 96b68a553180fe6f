import ComposableArchitecture
import Foundation
import Testing

/// `.prefix(_:)` takes the first values of a long-living effect and then finishes, as 2021 code
/// relied on: a test store sees the effect end, and a concatenation stops where the prefix does.
@MainActor
@Suite struct EffectPrefixTests {
  enum Action: Equatable {
    case start
    case received(Int)
  }

  struct Environment {
    var values: () -> Effect<Int, Never>
  }

  let reducer = Reducer<[Int], Action, Environment> { state, action, environment in
    switch action {
    case .start:
      return environment.values().prefix(1).map(Action.received)
    case let .received(value):
      state.append(value)
      return .none
    }
  }

  @Test func aLongLivingEffectFinishesAfterItsFirstValue() {
    let subject = PassthroughSubject<Int, Never>()
    let store = TestStore(
      initialState: [], reducer: reducer,
      environment: Environment(values: { subject.eraseToEffect() })
    )
    store.send(.start)
    subject.send(1)
    store.receive(.received(1)) { $0 = [1] }
    // No "still running" failure: the effect finished with its value.
  }

  @Test func aConcatenationStopsAtThePrefix() {
    var startedSecond = false
    let store = TestStore(
      initialState: [], reducer: reducer,
      environment: Environment(values: {
        Effect.concatenate(
          Effect(value: 1),
          Effect.fireAndForget { startedSecond = true },
          Effect(value: 2)
        )
      })
    )
    store.send(.start)
    store.receive(.received(1)) { $0 = [1] }
    #expect(!startedSecond)
  }

  @Test func aPublishersPrefixErasedToAnEffectFinishesToo() {
    let subject = PassthroughSubject<Int, Never>()
    let store = TestStore(
      initialState: [], reducer: reducer,
      environment: Environment(values: {
        subject.receive(on: ImmediateScheduler.shared).prefix(2).eraseToEffect()
      })
    )
    store.send(.start)
    subject.send(1)
    subject.send(2)
    store.receive(.received(1)) { $0 = [1] }
    // Applied after `Effect.prefix(1)`: the first value only.
  }

  @Test func outputInARangeSkipsThenFinishes() {
    let subject = PassthroughSubject<Int, Never>()
    var values: [Int] = []
    var finished = false
    let cancellable = Effect(subject.output(in: 1..<3))
      .sink(receiveCompletion: { _ in finished = true }, receiveValue: { values.append($0) })
    subject.send(1)
    subject.send(2)
    #expect(!finished)
    subject.send(3)
    #expect(values == [2, 3])
    #expect(finished)
    _ = cancellable
  }

  @Test func aPrefixOfZeroFinishesAtOnce() {
    var finished = false
    var started = false
    let cancellable = Effect<Int, Never>.fireAndForget { started = true }
      .prefix(0)
      .sink(receiveCompletion: { _ in finished = true }, receiveValue: { _ in })
    #expect(finished)
    #expect(!started)
    _ = cancellable
  }
}
