import ComposableArchitecture
import ConcurrencyExtras
import Foundation
import Testing

private struct State: Equatable {
  var isLoading = false
  var fact: String?
  var log: [String] = []
}

private enum Action: Equatable {
  case refresh
  case refreshLater
  case factResponse(String)
  case cancel
  case stopLoading
  case logged(String)
  case sync
}

private struct RefreshID: Hashable {}

private struct Environment: Sendable {
  var fact: @Sendable () async throws -> String
}

private let reducer = Reducer<State, Action, Environment> { state, action, environment in
  switch action {
  case .refresh:
    state.isLoading = true
    return .task {
      .factResponse((try? await environment.fact()) ?? "cancelled")
    }
    .cancellable(id: RefreshID())
  case .refreshLater:
    // The long-running effect starts from a queued action, not from the one sent.
    return Effect(value: .refresh)
  case let .factResponse(fact):
    state.isLoading = false
    state.fact = fact
    return .none
  case .cancel:
    return .cancel(id: RefreshID())
  case .stopLoading:
    state.isLoading = false
    return .none
  case let .logged(message):
    state.log.append(message)
    return .none
  case .sync:
    return Effect(value: .logged("sync"))
  }
}

@MainActor
@Suite(.timeLimit(.minutes(1))) struct ViewStoreAsyncTests {
  private func makeViewStore(
    fact: @escaping @Sendable () async throws -> String = { "42 is a good number." }
  ) -> ViewStore<State, Action> {
    ViewStore(Store(initialState: State(), reducer: reducer, environment: Environment(fact: fact)))
  }

  @Test func sendReturnsATaskForTheEffects() async {
    let viewStore = makeViewStore()
    let task = viewStore.send(.refresh)
    #expect(viewStore.isLoading)
    await task.finish()
    #expect(!viewStore.isLoading)
    #expect(viewStore.fact == "42 is a good number.")
  }

  @Test func taskIncludesEffectsOfQueuedActions() async {
    let viewStore = makeViewStore()
    await viewStore.send(.refreshLater).finish()
    #expect(viewStore.fact == "42 is a good number.")
  }

  @Test func taskOfSynchronousEffectsIsAlreadyFinished() async {
    let viewStore = makeViewStore()
    let task = viewStore.send(.sync)
    #expect(viewStore.log == ["sync"])
    await task.finish()
    #expect(viewStore.log == ["sync"])
  }

  @Test func taskWaitsEvenWhenAnObserverSendsDuringTheSend() async {
    let viewStore = makeViewStore {
      try await Task.sleep(for: .milliseconds(20))
      return "late"
    }
    // A renderer or observer that reacts to a change by sending another action.
    let observation = viewStore.observe { state in
      if state.isLoading, state.log.isEmpty { viewStore.send(.logged("loading")) }
    }
    let task = viewStore.send(.refresh)
    #expect(viewStore.log == ["loading"])
    await task.finish()
    #expect(viewStore.fact == "late")
    _ = observation
  }

  @Test func cancellingTheTaskCancelsTheEffects() async {
    let (started, didStart) = AsyncStream.makeStream(of: Void.self)
    let viewStore = makeViewStore {
      didStart.yield()
      try await Task.sleep(for: .seconds(60))
      return "never"
    }
    let task = viewStore.send(.refresh)
    var iterator = started.makeAsyncIterator()
    await iterator.next()
    task.cancel()
    await task.finish()
    #expect(task.isCancelled)
    // The task's output never arrives: its send is dropped once cancelled.
    await Task.yield()
    #expect(viewStore.fact == nil)
    #expect(viewStore.isLoading)
  }

  @Test func cancelledByIDTheTaskFinishes() async {
    let viewStore = makeViewStore {
      try await Task.sleep(for: .seconds(60))
      return "never"
    }
    let task = viewStore.send(.refresh)
    viewStore.send(.cancel)
    await task.finish()
    #expect(viewStore.fact == nil)
  }

  @Test func sendWhile() async {
    let viewStore = makeViewStore {
      try await Task.sleep(for: .milliseconds(10))
      return "fresh"
    }
    await viewStore.send(.refresh, while: \.isLoading)
    #expect(!viewStore.isLoading)
    #expect(viewStore.fact == "fresh")
  }

  @Test func sendWhileReturnsAtOnceWhenThePredicateIsFalse() async {
    let viewStore = makeViewStore()
    await viewStore.send(.sync, while: \.isLoading)
    #expect(viewStore.log == ["sync"])
  }

  @Test func sendWithAnimationWhile() async {
    let viewStore = makeViewStore()
    var animations: [Animation?] = []
    let observation = viewStore.observe { _ in animations.append(currentAnimation()) }
    await viewStore.send(.refresh, animation: .easeInOut, while: \.isLoading)
    #expect(viewStore.fact == "42 is a good number.")
    // The sent action's change is animated; the effect's response is not.
    #expect(animations == [.easeInOut, nil])
    _ = observation
  }

  @Test func cancellingSendWhileCancelsTheEffects() async {
    let (events, event) = AsyncStream.makeStream(of: String.self)
    let viewStore = makeViewStore {
      event.yield("started")
      do {
        try await Task.sleep(for: .seconds(60))
      } catch {
        event.yield("cancelled")
        throw error
      }
      return "never"
    }
    let waiter = Task { await viewStore.send(.refresh, while: \.isLoading) }
    var iterator = events.makeAsyncIterator()
    #expect(await iterator.next() == "started")
    waiter.cancel()
    #expect(await iterator.next() == "cancelled")
    // The waiter returns once the state no longer matches.
    viewStore.send(.stopLoading)
    await waiter.value
    #expect(viewStore.fact == nil)
  }

  @Test func yieldWhile() async {
    let viewStore = makeViewStore {
      try await Task.sleep(for: .milliseconds(10))
      return "fresh"
    }
    viewStore.send(.refresh)
    await viewStore.yield(while: \.isLoading)
    #expect(viewStore.fact == "fresh")
  }

  @Test func tasksAreIndependent() async {
    let (gate, open) = AsyncStream.makeStream(of: Void.self)
    let gateBox = UncheckedSendable(gate)
    let viewStore = ViewStore(
      Store(
        initialState: State(),
        reducer: Reducer<State, Action, Void> { state, action, _ in
          switch action {
          case .refresh:
            return .run { send in
              for await _ in gateBox.value {}
              await send(.logged("slow"))
            }
          case .sync:
            return .task { .logged("fast") }
          case let .logged(message):
            state.log.append(message)
            return .none
          default:
            return .none
          }
        },
        environment: ()
      )
    )
    let slow = viewStore.send(.refresh)
    await viewStore.send(.sync).finish()
    #expect(viewStore.log == ["fast"])
    open.finish()
    await slow.finish()
    #expect(viewStore.log == ["fast", "slow"])
  }
}
