import Foundation
import Testing

@testable import ComposableArchitecture

/// Cancellation raced from many threads at once: starts, cancels by id and completions on
/// different queues, as a background pipeline or a 2021 effect using `.global()` queues does.
@Suite struct EffectCancellationRaceTests {
  private enum RaceID: Hashable { case slot(Int) }
  private enum MergeRaceID: Hashable { case slot(Int) }
  private enum StartRaceID: Hashable { case slot(Int) }

  private static let queues =
    (0..<4).map { DispatchQueue(label: "race-\($0)") } + [
      DispatchQueue.global(qos: .userInitiated), DispatchQueue.global(qos: .utility),
    ]

  @Test func mergedRacingCancelsAlwaysComplete() async {
    for round in 0..<5 {
      let effect = Effect<Int, Never>.merge(
        (1...400).map { index -> Effect<Int, Never> in
          let id = RaceID.slot(index % 10)
          return .merge(
            Just(index)
              .delay(
                for: .microseconds(index % 7), scheduler: Self.queues[index % Self.queues.count]
              )
              .eraseToEffect()
              .cancellable(id: id),
            Just(())
              .delay(
                for: .microseconds(index % 5),
                scheduler: Self.queues[(index + 3) % Self.queues.count]
              )
              .flatMap { Effect<Int, Never>.cancel(id: id) }
              .eraseToEffect()
          )
        }
      )
      let recorder = Recorder<Int>()
      let cancellable = effect.subscribe(recorder)
      let result = await recorder.finished.waitOffThePool(seconds: 20)
      #expect(result == .success, "round \(round): the merged effect never completed")
      let outputs = recorder.outputs
      #expect(Set(outputs).count == outputs.count, "round \(round): an output arrived twice")
      #expect(recorder.completions == 1)
      withExtendedLifetime(cancellable) {}
      for slot in 0..<10 {
        #expect(!CancellationScope.global.isInFlight(id: CancellationID(RaceID.slot(slot))))
      }
    }
  }

  @Test func completionNeverPrecedesTheSubscription() async {
    // Each effect is started on one queue while another cancels its id: whatever wins, the
    // subscriber is handed its subscription before the completion, and completes once.
    let recorders = LockedValue<[Recorder<Int>]>([])
    let group = DispatchGroup()
    for index in 0..<2_000 {
      let id = StartRaceID.slot(index % 16)
      group.enter()
      Self.queues[index % Self.queues.count].async {
        let recorder = Recorder<Int>()
        recorders.withValue { $0.append(recorder) }
        Effect<Int, Never>(value: index)
          .delay(for: .microseconds(index % 3), scheduler: Self.queues[(index + 1) % 4])
          .eraseToEffect()
          .cancellable(id: id)
          .receive(subscriber: recorder)
        group.leave()
      }
      group.enter()
      Self.queues[(index + 2) % Self.queues.count].async {
        Effect<Int, Never>.cancel(id: id).receive(subscriber: Recorder<Int>())
        group.leave()
      }
    }
    let allStarted = await group.waitOffThePool(seconds: 20)
    #expect(allStarted == .success)
    for recorder in recorders.value {
      let result = await recorder.finished.waitOffThePool(seconds: 20)
      #expect(result == .success)
      #expect(recorder.events.first == "subscription")
      #expect(recorder.completions == 1)
      #expect(recorder.events.last == "completion")
    }
  }

  @Test func concatenatedRacingCancelsAlwaysComplete() async {
    let effect = Effect<Int, Never>.concatenate(
      (1...300).map { index -> Effect<Int, Never> in
        let id = MergeRaceID.slot(index % 8)
        return .merge(
          Just(index)
            .delay(for: .microseconds(index % 4), scheduler: Self.queues[index % Self.queues.count])
            .eraseToEffect()
            .cancellable(id: id, cancelInFlight: index.isMultiple(of: 3)),
          Effect<Int, Never>.cancel(id: MergeRaceID.slot((index + 1) % 8))
            .subscribe(on: Self.queues[(index + 2) % Self.queues.count])
            .eraseToEffect()
        )
      }
    )
    let recorder = Recorder<Int>()
    effect.receive(subscriber: recorder)
    let result = await recorder.finished.waitOffThePool(seconds: 20)
    #expect(result == .success)
    #expect(recorder.completions == 1)
    let outputs = recorder.outputs
    #expect(Set(outputs).count == outputs.count)
  }
}

/// A subscriber that records what reaches it, from any thread.
private final class Recorder<Input>: Subscriber, Cancellable, @unchecked Sendable {
  typealias Failure = Never

  let combineIdentifier = CombineIdentifier()
  let finished = DispatchSemaphore(value: 0)
  private let lock = NSLock()
  private var _events: [String] = []
  private var _outputs: [Input] = []
  private var subscription: (any Subscription)?

  var events: [String] { lock.withLock { _events } }
  var outputs: [Input] { lock.withLock { _outputs } }
  var completions: Int { lock.withLock { _events.filter { $0 == "completion" }.count } }

  func receive(subscription: any Subscription) {
    lock.withLock {
      _events.append("subscription")
      self.subscription = subscription
    }
    subscription.request(.unlimited)
  }

  func receive(_ input: Input) -> Subscribers.Demand {
    lock.withLock {
      _events.append("value")
      _outputs.append(input)
    }
    return .none
  }

  func receive(completion: Subscribers.Completion<Never>) {
    lock.withLock { _events.append("completion") }
    finished.signal()
  }

  func cancel() {
    lock.withLock { subscription }?.cancel()
  }
}

extension Publisher where Failure == Never {
  /// Subscribes `recorder`, returning what cancels it.
  fileprivate func subscribe(_ recorder: Recorder<Output>) -> AnyCancellable {
    receive(subscriber: recorder)
    return AnyCancellable(recorder)
  }
}
