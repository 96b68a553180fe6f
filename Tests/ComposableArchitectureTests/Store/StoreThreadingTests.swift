import ComposableArchitecture
import ConcurrencyExtras
import Foundation
import IssueReporting
import Testing

private struct State: Equatable {
  var count = 0
  var child = ChildState()
}

private struct ChildState: Equatable {
  var taps = 0
}

private enum Action: Equatable {
  case increment
  case child(ChildAction)
  case fetchOffThread
  case fetchAsync
  case response(Int)
}

private enum ChildAction: Equatable {
  case tap
}

private let reducer = Reducer<State, Action, Void> { state, action, _ in
  switch action {
  case .increment:
    state.count += 1
    return .none
  case .child(.tap):
    state.child.taps += 1
    return .none
  case .fetchOffThread:
    return .none
  case .fetchAsync:
    return .task { .response(7) }
  case let .response(value):
    state.count = value
    return .none
  }
}

@Suite struct StoreThreadingTests {
  @Test func sendFromAnotherThreadIsReported() {
    let viewStore = ViewStore(Store(initialState: State(), reducer: reducer, environment: ()))
    let reporter = RecordingIssueReporter()
    onAnotherThread {
      withIssueReporters([reporter]) {
        _ = viewStore.send(.increment)
      }
    }
    #expect(reporter.messages.value.count == 1)
    let message = reporter.messages.value.first ?? ""
    #expect(message.contains("thread"))
    #expect(message.contains("\n    Action.increment\n"))
  }

  @Test func sendThroughAScopedStoreFromAnotherThreadIsReported() {
    let store = Store(initialState: State(), reducer: reducer, environment: ())
    let childViewStore = ViewStore(store.scope(state: \.child, action: Action.child))
    let reporter = RecordingIssueReporter()
    onAnotherThread {
      withIssueReporters([reporter]) {
        _ = childViewStore.send(.tap)
      }
    }
    #expect(reporter.messages.value.count == 1)
    #expect(reporter.messages.value.first?.contains("Action.child(.tap)") == true)
  }

  @Test func sendFromAnotherThreadFailsTheTest() {
    // The store belongs to the thread that created it; this test's thread is another one.
    var store: Store<State, Action>!
    onAnotherThread {
      store = Store(initialState: State(), reducer: reducer, environment: ())
    }
    withKnownIssue {
      ViewStore(store).send(.increment)
    } matching: { issue in
      issue.message.contains("Action.increment")
    }
  }

  @Test func effectOutputOnAnotherThreadIsReported() {
    let reporter = RecordingIssueReporter()
    let viewStore = ViewStore(
      Store(
        initialState: State(),
        reducer: Reducer<State, Action, Void> { state, action, _ in
          switch action {
          case .fetchOffThread:
            return .run { subscriber in
              // A client that calls back on its own thread, without `.receive(on:)`.
              onAnotherThread {
                withIssueReporters([reporter]) { subscriber.send(.response(42)) }
              }
              return AnyCancellable {}
            }
          default:
            return reducer.run(&state, action, ())
          }
        },
        environment: ()
      )
    )
    viewStore.send(.fetchOffThread)
    // The output arrived on the client's thread: its action is named.
    #expect(reporter.messages.value.count == 1)
    #expect(reporter.messages.value.first?.contains("Action.response(42)") == true)
  }

  @Test func effectOutputReceivedOnTheStoresThreadIsFine() {
    let scheduler = DispatchQueue.test
    let viewStore = ViewStore(
      Store(
        initialState: State(),
        reducer: Reducer<State, Action, Void> { state, action, _ in
          switch action {
          case .fetchOffThread:
            return Effect<Action, Never>.future { callback in
              onAnotherThread { callback(.success(.response(42))) }
            }
            .receive(on: scheduler)
            .eraseToEffect()
          default:
            return reducer.run(&state, action, ())
          }
        },
        environment: ()
      )
    )
    viewStore.send(.fetchOffThread)
    scheduler.advance()
    #expect(viewStore.count == 42)
  }

  @Test func sendsOnTheStoresThreadAreFine() {
    // Created and used on one thread that is not the test's: no warning.
    let reporter = RecordingIssueReporter()
    let count = LockIsolated(0)
    onAnotherThread {
      withIssueReporters([reporter]) {
        let viewStore = ViewStore(Store(initialState: State(), reducer: reducer, environment: ()))
        viewStore.send(.increment)
        viewStore.send(.child(.tap))
        let value = viewStore.count
        count.setValue(value)
      }
    }
    #expect(reporter.messages.value == [])
    #expect(count.value == 1)
  }

  @Test(.timeLimit(.minutes(1)))
  func asyncEffectOutputOnTheMainActorIsAccepted() {
    // A store made on this test's (non-main) thread; its async effect delivers on the main actor.
    let viewStore = ViewStore(Store(initialState: State(), reducer: reducer, environment: ()))
    let delivered = DispatchSemaphore(value: 0)
    let observation = viewStore.observe { state in
      if state.count == 7 { delivered.signal() }
    }
    let task = viewStore.send(.fetchAsync)
    #expect(delivered.wait(timeout: .now() + 10) == .success)
    #expect(viewStore.count == 7)
    _ = (task, observation)
  }
}

@Suite struct UncheckedStoreTests {
  @Test func sendsFromOtherQueuesAreNotReported() {
    // A background pipeline: the store is made on one queue and driven from others, one send
    // at a time.
    let reporter = RecordingIssueReporter()
    let made = DispatchQueue(label: "made")
    let store = made.sync {
      Store.unchecked(initialState: State(), reducer: reducer, environment: ())
    }
    let queues = (0..<3).map { DispatchQueue(label: "driver-\($0)") }
    withIssueReporters([reporter]) {
      for index in 0..<30 {
        queues[index % queues.count].sync {
          withIssueReporters([reporter]) {
            _ = store.send(index.isMultiple(of: 2) ? .increment : .child(.tap))
          }
        }
      }
    }
    #expect(reporter.messages.value == [])
    #expect(store.currentState == State(count: 15, child: ChildState(taps: 15)))
  }

  @Test func scopedAndViewStoresOfAnUncheckedStoreAreUnchecked() {
    let reporter = RecordingIssueReporter()
    let store = Store.unchecked(initialState: State(), reducer: reducer, environment: ())
    let childViewStore = ViewStore(store.scope(state: \.child, action: Action.child))
    let viewStore = ViewStore(store)
    onAnotherThread {
      withIssueReporters([reporter]) {
        childViewStore.send(.tap)
        viewStore.send(.increment)
      }
    }
    #expect(reporter.messages.value == [])
    #expect(childViewStore.taps == 1)
    #expect(viewStore.count == 1)
  }

  @Test func aCheckedStoreBesideItStillReports() {
    let reporter = RecordingIssueReporter()
    _ = Store.unchecked(initialState: State(), reducer: reducer, environment: ())
    let checked = ViewStore(Store(initialState: State(), reducer: reducer, environment: ()))
    onAnotherThread {
      withIssueReporters([reporter]) { _ = checked.send(.increment) }
    }
    #expect(reporter.messages.value.count == 1)
  }
}

@MainActor
@Suite(.timeLimit(.minutes(1))) struct MainActorStoreThreadingTests {
  @Test func storeMadeOnTheMainActorAcceptsSendsFromAnyMainActorJob() async {
    // After `dispatch_main()` (an async `main`, `swift test` on Linux) worker threads take turns
    // running the main actor: each job may run on another thread, all of them the store's.
    let viewStore = ViewStore(Store(initialState: State(), reducer: reducer, environment: ()))
    for _ in 1...50 {
      viewStore.send(.increment)
      await Task.yield()
      try? await Task.sleep(for: .microseconds(50))
    }
    #expect(viewStore.count == 50)
  }
}
