import ConcurrencyExtras
import Foundation
import Testing

@testable import ComposableArchitecture

/// The task a send returns: which effects it stands for, and what it can do with them.
@Suite struct ViewStoreTaskTests {
  private enum Action: Equatable {
    case startOne
    case startTwo
    case nothing
  }

  /// Work that runs until cancelled, counting its starts and cancels.
  private final class Work: @unchecked Sendable {
    let starts = LockIsolated(0)
    let cancels = LockIsolated(0)

    var effect: Effect<Action, Never> {
      .run { _ in
        self.starts.withValue { $0 += 1 }
        return AnyCancellable { self.cancels.withValue { $0 += 1 } }
      }
    }
  }

  private func makeStore(_ work: Work) -> Store<Int, Action> {
    Store(
      initialState: 0,
      reducer: Reducer<Int, Action, Void> { state, action, _ in
        state += 1
        switch action {
        case .startOne: return work.effect
        // Two effects of one send: the merge, and the work of the action it feeds back.
        case .startTwo: return .merge(Effect(value: .startOne), work.effect)
        case .nothing: return .none
        }
      },
      environment: ()
    )
  }

  @Test func aTaskIsPlainData() {
    // Nothing to retain or release: every send returns one, and most are dropped unused.
    #expect(_isPOD(ViewStoreTask.self))
  }

  @Test func aSendThatStartsNoEffectReturnsAFinishedTask() async {
    let store = makeStore(Work())
    let task = store.send(.nothing)
    #expect(task.isCancelled)
    await task.finish()
    #expect(task == store.send(.nothing))
  }

  @Test func cancellingATaskCancelsAllItsEffectsAndNoOthers() async {
    let work = Work()
    let store = makeStore(work)
    let other = store.send(.startOne)
    let task = store.send(.startTwo)
    #expect(work.starts.value == 3)
    #expect(task != other)
    #expect(!task.isCancelled)

    task.cancel()
    #expect(task.isCancelled)
    #expect(work.cancels.value == 2)
    await task.finish()
    #expect(!other.isCancelled)

    other.cancel()
    #expect(work.cancels.value == 3)
    #expect(store.runtime.effects.isEmpty)
  }

  @Test func aTaskFinishesWhenAllItsEffectsHave() async {
    let work = Work()
    let store = makeStore(work)
    let waiter = FinishWaiter(store.send(.startTwo))
    #expect(await !waiter.hasFinishedAfterYielding())
    // The store cancelling them (as it does when released) ends them too.
    store.runtime.effects.cancelAll()
    #expect(await waiter.wait())
  }

  @Test func aTaskThatOutlivesItsStoreIsFinished() async {
    let work = Work()
    var store: Store<Int, Action>? = makeStore(work)
    let task = store!.send(.startOne)
    store = nil
    #expect(work.cancels.value == 1)
    await task.finish()
    #expect(task.isCancelled)
    task.cancel()
    #expect(work.cancels.value == 1)
  }
}
