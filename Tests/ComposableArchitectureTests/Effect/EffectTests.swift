import ComposableArchitecture
import Foundation
import Testing

private struct Failure: Error, Equatable {
  var message = "Failure"
}

/// The values and completion an effect produced, subscribed with `sink`.
private final class Recorder<Output, Failure: Error> {
  var values: [Output] = []
  var completion: Subscribers.Completion<Failure>?
  var cancellable: AnyCancellable?

  init(_ effect: Effect<Output, Failure>) {
    cancellable = effect.sink(
      receiveCompletion: { [unowned self] in self.completion = $0 },
      receiveValue: { [unowned self] in self.values.append($0) }
    )
  }

  var isFinished: Bool {
    if case .finished = completion { return true }
    return false
  }

  var failure: Failure? {
    if case let .failure(error) = completion { return error }
    return nil
  }
}

@Suite struct EffectTests {
  // MARK: - Constructors

  @Test func none() {
    let recorder = Recorder(Effect<Int, Never>.none)
    #expect(recorder.values == [])
    #expect(recorder.isFinished)
  }

  @Test func value() {
    let recorder = Recorder(Effect<Int, Never>(value: 42))
    #expect(recorder.values == [42])
    #expect(recorder.isFinished)
  }

  @Test func error() {
    let recorder = Recorder(Effect<Int, Failure>(error: Failure()))
    #expect(recorder.values == [])
    #expect(recorder.failure == Failure())
  }

  @Test func futureRunsOnSubscriptionAndEmitsItsResult() {
    var runs = 0
    let effect = Effect<Int, Failure>.future { callback in
      runs += 1
      callback(.success(42))
    }
    // Nothing happens until something subscribes.
    #expect(runs == 0)

    let recorder = Recorder(effect)
    #expect(runs == 1)
    #expect(recorder.values == [42])
    #expect(recorder.isFinished)

    // Each subscription runs the work again.
    let second = Recorder(effect)
    #expect(runs == 2)
    #expect(second.values == [42])
  }

  @Test func futureFailure() {
    let recorder = Recorder(Effect<Int, Failure>.future { $0(.failure(Failure())) })
    #expect(recorder.values == [])
    #expect(recorder.failure == Failure())
  }

  @Test func futureCallbackFromScheduler() {
    let scheduler = DispatchQueue.test
    let recorder = Recorder(
      Effect<Int, Never>.future { callback in
        scheduler.schedule(after: scheduler.now.advanced(by: 1)) { callback(.success(1)) }
      }
    )
    #expect(recorder.values == [])
    scheduler.advance(by: 1)
    #expect(recorder.values == [1])
    #expect(recorder.isFinished)
  }

  @Test func result() {
    var runs = 0
    let effect = Effect<Int, Failure>.result {
      runs += 1
      return runs == 1 ? .success(runs) : .failure(Failure())
    }
    #expect(runs == 0)

    let success = Recorder(effect)
    #expect(success.values == [1])
    #expect(success.isFinished)

    let failure = Recorder(effect)
    #expect(failure.values == [])
    #expect(failure.failure == Failure())
  }

  @Test func runSendsValuesAndCompletion() {
    var runs = 0
    let effect = Effect<Int, Failure>.run { subscriber in
      runs += 1
      subscriber.send(1)
      subscriber.send(2)
      subscriber.send(completion: .finished)
      subscriber.send(3)
      return AnyCancellable {}
    }
    #expect(runs == 0)
    let recorder = Recorder(effect)
    #expect(runs == 1)
    // Nothing goes through after the completion.
    #expect(recorder.values == [1, 2])
    #expect(recorder.isFinished)
  }

  @Test func runFailure() {
    let recorder = Recorder(
      Effect<Int, Failure>.run { subscriber in
        subscriber.send(1)
        subscriber.send(completion: .failure(Failure()))
        return AnyCancellable {}
      }
    )
    #expect(recorder.values == [1])
    #expect(recorder.failure == Failure())
  }

  @Test func runCancellationCancelsTheWork() {
    let scheduler = DispatchQueue.test
    var isCancelled = false
    let recorder = Recorder(
      Effect<Int, Never>.run { subscriber in
        var count = 0
        let timer = scheduler.schedule(after: scheduler.now, interval: 1) {
          count += 1
          subscriber.send(count)
        }
        return AnyCancellable {
          isCancelled = true
          timer.cancel()
        }
      }
    )
    scheduler.advance(by: 2)
    #expect(recorder.values == [1, 2, 3])

    recorder.cancellable?.cancel()
    #expect(isCancelled)
    scheduler.advance(by: 2)
    #expect(recorder.values == [1, 2, 3])
  }

  @Test func fireAndForgetRunsWorkAndEmitsNothing() {
    var runs = 0
    let effect = Effect<Int, Never>.fireAndForget { runs += 1 }
    #expect(runs == 0)
    let recorder = Recorder(effect)
    #expect(runs == 1)
    #expect(recorder.values == [])
    #expect(recorder.isFinished)
  }

  @Test func fireAndForgetIgnoresErrors() {
    var runs = 0
    let recorder = Recorder(
      Effect<Int, Never>.fireAndForget {
        runs += 1
        throw Failure()
      }
    )
    #expect(runs == 1)
    #expect(recorder.values == [])
    #expect(recorder.isFinished)
  }

  // MARK: - Merge and concatenate

  @Test func mergeInterleavesByTime() {
    let scheduler = DispatchQueue.test
    let recorder = Recorder(
      Effect<Int, Never>.merge(
        Effect(value: 1).delay(for: 1, scheduler: scheduler).eraseToEffect(),
        Effect(value: 2).delay(for: 2, scheduler: scheduler).eraseToEffect(),
        Effect(value: 3).delay(for: 3, scheduler: scheduler).eraseToEffect(),
        Effect(value: 0)
      )
    )
    #expect(recorder.values == [0])
    scheduler.advance(by: 1)
    #expect(recorder.values == [0, 1])
    scheduler.advance(by: 1)
    #expect(recorder.values == [0, 1, 2])
    #expect(!recorder.isFinished)
    scheduler.advance(by: 1)
    #expect(recorder.values == [0, 1, 2, 3])
    #expect(recorder.isFinished)
  }

  @Test func mergeStartsEveryEffectAtOnce() {
    let scheduler = DispatchQueue.test
    var started: [Int] = []
    let effects = (1...3).map { index in
      Deferred { () -> Effect<Int, Never> in
        started.append(index)
        return Effect(value: index).delay(for: .seconds(4 - index), scheduler: scheduler)
          .eraseToEffect()
      }
      .eraseToEffect()
    }
    let recorder = Recorder(Effect.merge(effects))
    #expect(started == [1, 2, 3])
    scheduler.advance(by: 3)
    #expect(recorder.values == [3, 2, 1])
    #expect(recorder.isFinished)
  }

  @Test func mergeOfNothing() {
    #expect(Recorder(Effect<Int, Never>.merge()).isFinished)
    #expect(Recorder(Effect<Int, Never>.merge([Effect<Int, Never>]())).isFinished)
    #expect(Recorder(Effect<Int, Never>.merge(.none, .none)).isFinished)
  }

  @Test func mergePropagatesFailure() {
    let recorder = Recorder(
      Effect<Int, Failure>.merge(Effect(value: 1), Effect(error: Failure()))
    )
    #expect(recorder.values == [1])
    #expect(recorder.failure == Failure())
  }

  @Test func concatenateRunsEffectsOneAfterAnother() {
    let scheduler = DispatchQueue.test
    var started: [Int] = []
    func delayed(_ value: Int, by seconds: Int) -> Effect<Int, Never> {
      Deferred { () -> Effect<Int, Never> in
        started.append(value)
        return Effect(value: value).delay(for: .seconds(seconds), scheduler: scheduler)
          .eraseToEffect()
      }
      .eraseToEffect()
    }
    let recorder = Recorder(
      Effect.concatenate(delayed(1, by: 2), .none, delayed(2, by: 1), delayed(3, by: 1))
    )
    // Only the first effect starts; the next waits for it to complete.
    #expect(started == [1])
    #expect(recorder.values == [])

    scheduler.advance(by: 1)
    #expect(recorder.values == [])
    scheduler.advance(by: 1)
    #expect(started == [1, 2])
    #expect(recorder.values == [1])
    scheduler.advance(by: 1)
    #expect(started == [1, 2, 3])
    #expect(recorder.values == [1, 2])
    #expect(!recorder.isFinished)
    scheduler.advance(by: 1)
    #expect(recorder.values == [1, 2, 3])
    #expect(recorder.isFinished)
  }

  @Test func concatenateArray() {
    let recorder = Recorder(
      Effect<Int, Never>.concatenate([Effect(value: 1), Effect(value: 2), Effect(value: 3)])
    )
    #expect(recorder.values == [1, 2, 3])
    #expect(recorder.isFinished)
    #expect(Recorder(Effect<Int, Never>.concatenate([Effect<Int, Never>]())).isFinished)
  }

  @Test func concatenateStopsAtFailure() {
    var secondRan = false
    let recorder = Recorder(
      Effect<Int, Failure>.concatenate(
        Effect(error: Failure()),
        .fireAndForget { secondRan = true }
      )
    )
    #expect(recorder.failure == Failure())
    #expect(!secondRan)
  }

  // MARK: - Operators

  @Test func mapReturnsAnEffect() {
    // `map` on an effect is an `Effect`, so no `eraseToEffect()` is needed.
    let effect: Effect<String, Never> = Effect(value: 21).map { "\($0 * 2)" }
    #expect(Recorder(effect).values == ["42"])

    let none: Effect<String, Never> = Effect<Int, Never>.none.map { "\($0)" }
    #expect(Recorder(none).isFinished)
  }

  @Test func mapOfCatchToEffectIsAnEffect() {
    enum Action: Equatable { case response(Result<Int, Failure>) }
    let effect: Effect<Action, Never> = Just(1)
      .setFailureType(to: Failure.self)
      .catchToEffect()
      .map(Action.response)
    #expect(Recorder(effect).values == [.response(.success(1))])
  }

  @Test func eraseToEffect() {
    let subject = PassthroughSubject<Int, Failure>()
    let recorder = Recorder(subject.eraseToEffect())
    subject.send(1)
    subject.send(2)
    #expect(recorder.values == [1, 2])
    subject.send(completion: .failure(Failure()))
    #expect(recorder.failure == Failure())
  }

  @Test func erasedJustIsAValueEffectFedBackInOrder() {
    let recorder = Recorder(Just(7).eraseToEffect())
    #expect(recorder.values == [7])
    #expect(recorder.isFinished)

    // Fed back behind the action that returned it, after the actions sent before it.
    enum Action: Equatable {
      case start
      case echo(Int)
      case log(String)
    }
    let store = TestStore(
      initialState: [String](),
      reducer: Reducer<[String], Action, Void> { log, action, _ in
        switch action {
        case .start:
          log.append("start")
          return .merge(Effect(value: .log("first")), Just(.echo(1)).eraseToEffect())
        case let .echo(value):
          log.append("echo \(value)")
          return .none
        case let .log(message):
          log.append(message)
          return .none
        }
      },
      environment: ()
    )
    store.send(.start) { $0 = ["start"] }
    store.receive(.log("first")) { $0.append("first") }
    store.receive(.echo(1)) { $0.append("echo 1") }
  }

  @Test func eraseToEffectWithTransform() {
    enum Action: Equatable { case count(Int) }
    let effect: Effect<Action, Never> = Just(3).eraseToEffect(Action.count)
    #expect(Recorder(effect).values == [.count(3)])
  }

  @Test func catchToEffect() {
    let success = Recorder(Just(1).setFailureType(to: Failure.self).catchToEffect())
    #expect(success.values == [.success(1)])
    #expect(success.isFinished)

    let failure = Recorder(Fail<Int, Failure>(error: Failure()).catchToEffect())
    #expect(failure.values == [.failure(Failure())])
    #expect(failure.isFinished)
  }

  @Test func catchToEffectKeepsValuesBeforeTheFailure() {
    let subject = PassthroughSubject<Int, Failure>()
    let recorder = Recorder(subject.catchToEffect())
    subject.send(1)
    subject.send(completion: .failure(Failure(message: "boom")))
    #expect(recorder.values == [.success(1), .failure(Failure(message: "boom"))])
    #expect(recorder.isFinished)
  }

  @Test func catchToEffectWithTransform() {
    enum Action: Equatable { case response(Result<Int, Failure>) }
    let success = Recorder(
      Just(1).setFailureType(to: Failure.self).catchToEffect(Action.response)
    )
    #expect(success.values == [.response(.success(1))])

    let failure = Recorder(Fail<Int, Failure>(error: Failure()).catchToEffect(Action.response))
    #expect(failure.values == [.response(.failure(Failure()))])
    #expect(failure.isFinished)
  }

  @Test func publisherFireAndForget() {
    enum Action { case never }
    var outputs = 0
    let subject = PassthroughSubject<Int, Failure>()
    let effect: Effect<Action, Never> =
      subject
      .handleEvents(receiveOutput: { _ in outputs += 1 })
      .fireAndForget()
    let recorder = Recorder(effect)
    subject.send(1)
    subject.send(2)
    // The publisher runs, but nothing comes out of the effect, and its failure is dropped.
    #expect(outputs == 2)
    #expect(recorder.values.isEmpty)
    #expect(!recorder.isFinished)
    subject.send(completion: .failure(Failure()))
    #expect(recorder.isFinished)
  }

  @Test func publisherFireAndForgetWithExplicitTypes() {
    var ran = false
    let recorder = Recorder(
      Deferred { () -> Just<Int> in
        ran = true
        return Just(1)
      }
      .fireAndForget(outputType: String.self, failureType: Failure.self)
    )
    #expect(ran)
    #expect(recorder.values == [])
    #expect(recorder.isFinished)
  }

  @Test func effectIsAPublisher() {
    let scheduler = DispatchQueue.test
    // Any publisher operator applies to an effect.
    let recorder = Recorder(
      Effect<Int, Never>.merge(Effect(value: 1), Effect(value: 2), Effect(value: 3))
        .filter { $0 != 2 }
        .receive(on: scheduler)
        .eraseToEffect()
    )
    #expect(recorder.values == [])
    scheduler.advance()
    #expect(recorder.values == [1, 3])
  }
}
