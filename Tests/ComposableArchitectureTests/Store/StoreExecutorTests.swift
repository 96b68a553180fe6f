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
