import ConcurrencyExtras
import Foundation
import Testing

@testable import ComposableArchitecture

/// Effects a store starts itself rather than subscribing to: `Effect.run` work, and effects
/// cancellable by id.
@Suite struct StoreRunningEffectTests {
  private enum WorkID {}

  private enum Action: Equatable {
    case start
    case startAndFinish
    case startValue
    case stop
    case output(Int)
  }

  /// The subscribers the work was handed, and how often its cancellable was cancelled.
  ///
  /// The cancellable counts calls to `cancel()` only. An `AnyCancellable` also cancels when it is
  /// released, which a store does once the work completes.
  private final class Work: Cancellable, @unchecked Sendable {
    let subscribers = LockIsolated<[UncheckedSendable<Effect<Action, Never>.Subscriber>]>([])
    let cancels = LockIsolated(0)

    var effect: Effect<Action, Never> {
      .run { subscriber in
        let subscriber = UncheckedSendable(subscriber)
        self.subscribers.withValue { $0.append(subscriber) }
        return self
      }
    }

    func cancel() {
      cancels.withValue { $0 += 1 }
    }

    var last: Effect<Action, Never>.Subscriber {
      subscribers.value.last!.value
    }
  }

  private func makeStore(_ work: Work) -> Store<[Int], Action> {
    Store(
      initialState: [],
      reducer: Reducer<[Int], Action, Void> { state, action, _ in
        switch action {
        case .start:
          return work.effect.cancellable(id: WorkID.self, cancelInFlight: true)
        case .startAndFinish:
          return .run { subscriber in
            subscriber.send(.output(1))
            subscriber.send(completion: .finished)
            return work
          }
        case .startValue:
          return Effect(value: .output(7)).cancellable(id: WorkID.self)
        case .stop:
          return .cancel(id: WorkID.self)
        case let .output(value):
          state.append(value)
          return .none
        }
      },
      environment: ()
    )
  }

  @Test func restartingByIDCancelsThePreviousWorkOnce() {
    let work = Work()
    let store = makeStore(work)
    store.send(.start)
    store.send(.start)
    store.send(.start)
    #expect(work.subscribers.value.count == 3)
    #expect(work.cancels.value == 2)

    store.send(.stop)
    #expect(work.cancels.value == 3)
    #expect(store.runtime.effects.isEmpty)
    #expect(!store.runtime.cancellationScope.isInFlight(id: CancellationID(WorkID.self)))
  }

  @Test func workSendsUntilItCompletesOrIsCancelled() {
    let work = Work()
    let store = makeStore(work)
    store.send(.start)
    let first = work.last
    first.send(.output(1))
    first.send(.output(2))
    #expect(store.currentState == [1, 2])

    // Restarted: the first work's output no longer reaches the store.
    store.send(.start)
    first.send(.output(3))
    work.last.send(.output(4))
    #expect(store.currentState == [1, 2, 4])

    work.last.send(completion: .finished)
    work.last.send(.output(5))
    #expect(store.currentState == [1, 2, 4])
    #expect(store.runtime.effects.isEmpty)
    // Completed work is not cancelled, not even by a later cancel of its id.
    store.send(.stop)
    #expect(work.cancels.value == 1)
  }

  @Test func workThatCompletesAtOnceIsNeverCancelled() {
    let work = Work()
    var store: Store<[Int], Action>? = makeStore(work)
    let task = store!.send(.startAndFinish)
    #expect(store!.currentState == [1])
    #expect(task.isCancelled)
    #expect(store!.runtime.effects.isEmpty)
    store = nil
    #expect(work.cancels.value == 0)
  }

  @Test func aCancellableValueIsFedBackInTheSameSend() {
    let store = makeStore(Work())
    store.send(.startValue)
    #expect(store.currentState == [7])
    #expect(store.runtime.effects.isEmpty)
  }

  @Test func workCancellableByTwoIDsIsCancelledByEither() {
    enum OuterID {}
    for cancelled in [WorkID.self, OuterID.self] as [Any.Type] {
      let work = Work()
      let store = Store(
        initialState: 0,
        reducer: Reducer<Int, Bool, Void> { _, start, _ in
          guard start else { return .cancel(id: cancelled) }
          return work.effect.map { _ in true }
            .cancellable(id: WorkID.self)
            .cancellable(id: OuterID.self)
        },
        environment: ()
      )
      store.send(true)
      store.send(false)
      #expect(work.cancels.value == 1, "cancelled by \(cancelled)")
      #expect(store.runtime.effects.isEmpty)
      #expect(!store.runtime.cancellationScope.isInFlight(id: CancellationID(WorkID.self)))
      #expect(!store.runtime.cancellationScope.isInFlight(id: CancellationID(OuterID.self)))
    }
  }

  @Test func releasingTheStoreCancelsTheWork() {
    let work = Work()
    var store: Store<[Int], Action>? = makeStore(work)
    store!.send(.start)
    weak let weakStore = store
    store = nil
    #expect(weakStore == nil)
    #expect(work.cancels.value == 1)
  }

  @Test func theTaskOfASendFinishesWhenTheWorkCompletes() async {
    let work = Work()
    let store = makeStore(work)
    let task = store.send(.start)
    #expect(!task.isCancelled)
    let waiter = FinishWaiter(task)
    #expect(await !waiter.hasFinishedAfterYielding())
    work.last.send(completion: .finished)
    #expect(await waiter.wait())
    #expect(work.cancels.value == 0)
  }

  @Test func cancellingTheTaskOfASendCancelsTheWork() async {
    let work = Work()
    let store = makeStore(work)
    let task = store.send(.start)
    task.cancel()
    #expect(task.isCancelled)
    #expect(work.cancels.value == 1)
    await task.finish()
    #expect(store.runtime.effects.isEmpty)
    #expect(!store.runtime.cancellationScope.isInFlight(id: CancellationID(WorkID.self)))
  }

  @Test func aPulledBackRunEffectSendsTheParentsActions() {
    enum ParentAction: Equatable { case child(Action) }
    let work = Work()
    let child = Reducer<[Int], Action, Void> { state, action, _ in
      switch action {
      case .start: return work.effect.cancellable(id: WorkID.self)
      case let .output(value):
        state.append(value)
        return .none
      default: return .none
      }
    }
    let store = Store(
      initialState: [Int](),
      reducer: child.pullback(
        state: \.self,
        action: AnyCasePath(
          embed: ParentAction.child,
          extract: { action in
            guard case let .child(child) = action else { return nil }
            return child
          }
        ),
        environment: { $0 }
      ),
      environment: ()
    )
    store.send(.child(.start))
    work.last.send(.output(3))
    #expect(store.currentState == [3])
    work.last.send(completion: .finished)
    #expect(store.runtime.effects.isEmpty)
  }

  @Test func restartsRacingCompletionsOnOtherThreadsLeaveNothingBehind() async {
    let queues = (0..<3).map { DispatchQueue(label: "completion-\($0)") }
    let completions = DispatchGroup()
    let store = Store(
      initialState: 0,
      reducer: Reducer<Int, Int, Void> { state, index, _ in
        state += 1
        return Effect<Int, Never>.run { subscriber in
          let subscriber = UncheckedSendable(subscriber)
          completions.enter()
          queues[index % queues.count].async {
            subscriber.value.send(completion: .finished)
            completions.leave()
          }
          return AnyCancellable {}
        }
        .cancellable(id: WorkID.self, cancelInFlight: true)
      },
      environment: ()
    )
    for index in 0..<2_000 {
      store.send(index)
    }
    let result = await completions.waitOffThePool(seconds: 20)
    #expect(result == .success)
    #expect(store.currentState == 2_000)
    #expect(store.runtime.effects.isEmpty)
    #expect(!store.runtime.cancellationScope.isInFlight(id: CancellationID(WorkID.self)))
  }
}
