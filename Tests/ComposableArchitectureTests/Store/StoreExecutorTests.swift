import ComposableArchitecture
import ConcurrencyExtras
import Foundation
import IssueReporting
import Testing

/// A store created on a ``StoreExecutor`` lives there: sends on it are at home whichever
/// worker thread runs them, effect output arriving elsewhere is brought there in order, and
/// sends from anywhere else are still reported.
@Suite struct StoreExecutorTests {
  enum Action: Equatable {
    case tap
    case scheduled(Int)
    case loaded
  }

  struct State: Equatable {
    var taps = 0
    var scheduled: [Int] = []
    var loaded = false
    /// Whether every action ran on the store's executor.
    var allAtHome = true
  }

  /// A store made on `executor` whose reducer notes whether it ran there.
  static func makeStore(
    on executor: StoreExecutor,
    effects: @escaping @Sendable (Action) -> Effect<Action, Never> = { _ in .none }
  ) async -> UncheckedSendable<Store<State, Action>> {
    await executor.run {
      UncheckedSendable(
        Store(
          initialState: State(),
          reducer: Reducer<State, Action, Void> { state, action, _ in
            state.allAtHome = state.allAtHome && executor.isCurrent
            switch action {
            case .tap: state.taps += 1
            case let .scheduled(value): state.scheduled.append(value)
            case .loaded: state.loaded = true
            }
            return effects(action)
          },
          environment: ()
        )
      )
    }
  }

  /// The store's state, read on its executor.
  static func state(
    of store: UncheckedSendable<Store<State, Action>>, on executor: StoreExecutor
  ) async -> State {
    await executor.run { ViewStore(store.value).state }
  }

  /// Polls the store's state until `condition` holds (at most two seconds).
  static func waitForState(
    of store: UncheckedSendable<Store<State, Action>>,
    on executor: StoreExecutor,
    _ condition: @escaping @Sendable (State) -> Bool
  ) async throws -> State {
    for _ in 0..<200 {
      let state = await Self.state(of: store, on: executor)
      if condition(state) { return state }
      try await Task.sleep(for: .milliseconds(10))
    }
    return await Self.state(of: store, on: executor)
  }

  @Test func sendsOnTheExecutorAreAtHomeOnAnyOfItsThreads() async {
    let executor = StoreExecutor(label: "test")
    let store = await Self.makeStore(on: executor)
    var threads = Set<pthread_t>()
    for _ in 0..<50 {
      let thread = await executor.run { () -> pthread_t in
        _ = ViewStore(store.value).send(.tap)
        return pthread_self()
      }
      threads.insert(thread)
      await Task.yield()
    }
    let state = await Self.state(of: store, on: executor)
    #expect(state.taps == 50)
    #expect(state.allAtHome)
    // Not asserted (the pool decides), but this is why the home is the executor, not a thread.
    print("sendsOnTheExecutorAreAtHomeOnAnyOfItsThreads: ran on \(threads.count) threads")
  }

  @Test func aSendFromElsewhereIsReported() async {
    let executor = StoreExecutor(label: "test")
    let store = await Self.makeStore(on: executor)
    let reporter = RecordingIssueReporter()
    // This test's own task runs on the cooperative pool: not the store's executor.
    withIssueReporters([reporter]) {
      _ = ViewStore(store.value).send(.tap)
    }
    #expect(reporter.messages.value.count == 1)
    let message = reporter.messages.value.first ?? ""
    #expect(message.contains("A store received an action on a thread other than"))
    #expect(message.contains("StoreExecutorTests.Action.tap"))
  }

  @Test func effectOutputFromTheMainQueueIsDeliveredOnTheExecutorInOrder() async throws {
    let executor = StoreExecutor(label: "test")
    let store = await Self.makeStore(on: executor) { action in
      guard action == .tap else { return .none }
      // As an app's environment would: `mainQueue: .main`.
      return Publishers.Sequence(sequence: [1, 2, 3, 4, 5])
        .receive(on: DispatchQueue.main)
        .map(Action.scheduled)
        .eraseToEffect()
    }
    await executor.run { _ = ViewStore(store.value).send(.tap) }
    let state = try await Self.waitForState(of: store, on: executor) { $0.scheduled.count == 5 }
    #expect(state.scheduled == [1, 2, 3, 4, 5])
    #expect(state.allAtHome)
  }

  @Test func asyncEffectsDeliverOnTheExecutor() async throws {
    let executor = StoreExecutor(label: "test")
    let store = await Self.makeStore(on: executor) { action in
      guard action == .tap else { return .none }
      return .task {
        try? await Task.sleep(for: .milliseconds(5))
        return .loaded
      }
    }
    await executor.run { _ = ViewStore(store.value).send(.tap) }
    let state = try await Self.waitForState(of: store, on: executor) { $0.loaded }
    #expect(state.loaded)
    #expect(state.allAtHome)
  }

  @Test func anExecutorKnowsWhetherItIsCurrent() async {
    let executor = StoreExecutor(label: "test")
    let other = StoreExecutor(label: "other")
    #expect(!executor.isCurrent)
    #expect(StoreExecutor.current == nil)
    let inside = await executor.run { (executor.isCurrent, other.isCurrent) }
    #expect(inside == (true, false))
    let current = await executor.run { StoreExecutor.current === executor }
    #expect(current)
  }

  @Test func workRunsWhereItIsMoved() async {
    let executor = StoreExecutor(label: "test")
    let loop = DispatchQueue(label: "a loop")
    let turns = LockIsolated(0)
    executor.runWork { turn in
      turns.withValue { $0 += 1 }
      loop.async(execute: turn)
    }
    let onTheLoop = await executor.run {
      dispatchPrecondition(condition: .onQueue(loop))
      return executor.isCurrent
    }
    #expect(onTheLoop)
    #expect(turns.value == 1)
    executor.runWorkOnSharedPool()
    let offTheLoop = await executor.run { () -> Bool in
      dispatchPrecondition(condition: .notOnQueue(loop))
      return executor.isCurrent
    }
    #expect(offTheLoop)
    #expect(turns.value == 1)
  }

  @Test func jobsStaySerialAndInOrderWhileTheirRunnerChanges() async {
    let executor = StoreExecutor(label: "test")
    let order = LockIsolated<[Int]>([])
    let running = LockIsolated(0)
    let overlapped = LockIsolated(false)
    let loops = [DispatchQueue(label: "loop 1"), DispatchQueue(label: "loop 2")]
    for index in 0..<2_000 {
      if index % 100 == 0 {
        // A concurrent pool or a serial loop: either way a turn is the executor's only one.
        if index % 300 == 0 {
          executor.runWorkOnSharedPool()
        } else {
          let loop = loops[index / 100 % 2]
          executor.runWork { loop.async(execute: $0) }
        }
      }
      executor.async {
        running.withValue { running in
          if running != 0 { overlapped.setValue(true) }
          running += 1
        }
        order.withValue { $0.append(index) }
        running.withValue { $0 -= 1 }
      }
    }
    await executor.run {}
    #expect(order.value == Array(0..<2_000))
    #expect(!overlapped.value)
  }

  @Test func aBusyExecutorLetsGoOfTheThreadItWasMovedTo() async {
    let executor = StoreExecutor(label: "test")
    let loop = DispatchQueue(label: "a loop")
    let isLoop = DispatchSpecificKey<Bool>()
    loop.setSpecific(key: isLoop, value: true)
    let turns = LockIsolated(0)
    executor.runWork { turn in
      turns.withValue { $0 += 1 }
      loop.async(execute: turn)
    }
    // Each job hands over the next, as a session does while its client keeps it busy.
    let ran = LockIsolated<[(index: Int, onTheLoop: Bool)]>([])
    await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
      @Sendable func job(_ index: Int) {
        ran.withValue { $0.append((index, DispatchQueue.getSpecific(key: isLoop) == true)) }
        if index < 100 {
          executor.async { job(index + 1) }
        } else {
          done.resume()
        }
      }
      executor.async { job(0) }
    }
    #expect(ran.value.map(\.index) == Array(0...100))
    // A turn on the loop ends after a few jobs; the rest goes on in the shared pool, where
    // the loop's other work is not held up by it.
    let perTurn = StoreExecutor.jobsPerTurn
    let onTheLoop = ran.value.map(\.onTheLoop)
    #expect(
      onTheLoop
        == Array(repeating: true, count: perTurn) + Array(repeating: false, count: 101 - perTurn))
    #expect(turns.value == 1)
    // Idle again, it is back on the loop.
    let isBack = await executor.run { DispatchQueue.getSpecific(key: isLoop) == true }
    #expect(isBack)
    #expect(turns.value == 2)
  }

  @Test func aBurstOfWorkLetsGoOfTheThreadItWasMovedTo() async {
    let executor = StoreExecutor(label: "test")
    let loop = DispatchQueue(label: "a loop")
    let isLoop = DispatchSpecificKey<Bool>()
    loop.setSpecific(key: isLoop, value: true)
    // Held, so the burst is all there when the first turn starts: one round of 30 jobs.
    loop.suspend()
    executor.runWork { loop.async(execute: $0) }
    let onTheLoop = LockIsolated<[Bool]>([])
    for _ in 0..<30 {
      executor.async {
        onTheLoop.withValue { $0.append(DispatchQueue.getSpecific(key: isLoop) == true) }
      }
    }
    loop.resume()
    await executor.run {}
    let perTurn = StoreExecutor.jobsPerTurn
    #expect(
      onTheLoop.value
        == Array(repeating: true, count: perTurn) + Array(repeating: false, count: 30 - perTurn))
  }

  @Test func aTasksWorkRunsInThePoolNotWhereTheExecutorWasMoved() async {
    let executor = StoreExecutor(label: "test")
    let loop = DispatchQueue(label: "a loop")
    let isLoop = DispatchSpecificKey<Bool>()
    loop.setSpecific(key: isLoop, value: true)
    executor.runWork { loop.async(execute: $0) }
    // A view's `.task` prefers the session's executor: its code between two awaits may take any
    // time, which a loop's other connections would wait for.
    let (onTheLoop, isCurrent) = await Task(executorPreference: executor) {
      (DispatchQueue.getSpecific(key: isLoop) == true, executor.isCurrent)
    }.value
    #expect(!onTheLoop)
    #expect(isCurrent)
    // A plain job still runs on the loop.
    let jobOnTheLoop = await executor.run { DispatchQueue.getSpecific(key: isLoop) == true }
    #expect(jobOnTheLoop)
  }

  @Test func delayedWorkRunsOnTheExecutorAfterItsDelay() async {
    let executor = StoreExecutor(label: "test")
    let start = ContinuousClock.now
    let (elapsed, isCurrent) = await withCheckedContinuation { continuation in
      executor.async(after: .milliseconds(50)) {
        continuation.resume(returning: (start.duration(to: .now), executor.isCurrent))
      }
    }
    #expect(elapsed >= .milliseconds(50))
    #expect(isCurrent)
  }
}
