import ComposableArchitecture
import ConcurrencyExtras
import Foundation
import Testing

private struct Failure: Error, Equatable {}

private struct State: Equatable {
  var fact: String?
  var events: [String] = []
}

private enum Action: Equatable {
  case fetch
  case fetchThrowing
  case factResponse(String)
  case throwingResponse(Result<String, Failure>)
  case listen
  case listenFailing
  case event(String)
  case failed
  case log
}

private struct Environment: Sendable {
  var fact: @Sendable (Int) async -> String
  var events: @Sendable () -> AsyncStream<String>
  var failingFact: @Sendable () async throws -> String
}

private let reducer = Reducer<State, Action, Environment> { state, action, environment in
  switch action {
  case .fetch:
    return .task { .factResponse(await environment.fact(42)) }

  case .fetchThrowing:
    return Effect<String, any Error>.task { try await environment.failingFact() }
      .catchToEffect()
      .map { result in .throwingResponse(result.mapError { _ in Failure() }) }

  case let .factResponse(fact):
    state.fact = fact
    return .none

  case let .throwingResponse(result):
    state.fact = (try? result.get()) ?? "failed"
    return .none

  case .listen:
    return .run { send in
      for await event in environment.events() {
        await send(.event(event))
      }
    }

  case .listenFailing:
    return .run { send in
      await send(.event("started"))
      _ = try await environment.failingFact()
      await send(.event("unreachable"))
    } catch: { error, send in
      await send(.failed)
    }

  case let .event(event):
    state.events.append(event)
    return .none

  case .failed:
    state.events.append("failed")
    return .none

  case .log:
    return .none
  }
}

private let environment = Environment(
  fact: { "\($0) is a good number." },
  events: {
    AsyncStream { continuation in
      for event in ["a", "b", "c"] { continuation.yield(event) }
      continuation.finish()
    }
  },
  failingFact: { throw Failure() }
)

/// A store whose reducer records whether each action ran on the main actor.
@MainActor
private func storeRecordingThreads() -> (ViewStore<State, Action>, () -> [Bool]) {
  var onMainActor: [Bool] = []
  let store = Store(
    initialState: State(),
    reducer: Reducer<State, Action, Environment> { state, action, environment in
      onMainActor.append(isOnMainQueue())
      return reducer.run(&state, action, environment)
    },
    environment: environment
  )
  return (ViewStore(store), { onMainActor })
}

@MainActor
@Suite(.timeLimit(.minutes(1))) struct EffectTaskTests {
  @Test func taskDeliversItsResultOnTheMainActor() async {
    let (viewStore, onMainActor) = storeRecordingThreads()
    await viewStore.send(.fetch).finish()
    #expect(viewStore.fact == "42 is a good number.")
    #expect(onMainActor() == [true, true])
  }

  @Test func taskDoesNotRunTheReducerSynchronously() async {
    let viewStore = ViewStore(
      Store(initialState: State(), reducer: reducer, environment: environment)
    )
    let task = viewStore.send(.fetch)
    // The result arrives later, on the main actor, not inside `send`.
    #expect(viewStore.fact == nil)
    await task.finish()
    #expect(viewStore.fact == "42 is a good number.")
  }

  @Test func throwingTask() async {
    let viewStore = ViewStore(
      Store(initialState: State(), reducer: reducer, environment: environment)
    )
    await viewStore.send(.fetchThrowing).finish()
    #expect(viewStore.fact == "failed")

    var succeeding = environment
    succeeding.failingFact = { "fine" }
    let other = ViewStore(Store(initialState: State(), reducer: reducer, environment: succeeding))
    await other.send(.fetchThrowing).finish()
    #expect(other.fact == "fine")
  }

  @Test func throwingTaskAsAPublisher() async {
    let (completions, observer) = AsyncStream.makeStream(of: String.self)
    let cancellable = Effect<Int, any Error>.task { throw Failure() }
      .sink(
        receiveCompletion: { completion in
          if case let .failure(error) = completion {
            observer.yield("failure: \(error is Failure)")
          } else {
            observer.yield("finished")
          }
        },
        receiveValue: { _ in }
      )
    var iterator = completions.makeAsyncIterator()
    #expect(await iterator.next() == "failure: true")
    _ = cancellable
  }

  @Test func runSendsEveryActionInOrder() async {
    let (viewStore, onMainActor) = storeRecordingThreads()
    await viewStore.send(.listen).finish()
    #expect(viewStore.events == ["a", "b", "c"])
    #expect(onMainActor() == [true, true, true, true])
  }

  @Test func runCatchHandlerReceivesTheError() async {
    let viewStore = ViewStore(
      Store(initialState: State(), reducer: reducer, environment: environment)
    )
    await viewStore.send(.listenFailing).finish()
    #expect(viewStore.events == ["started", "failed"])
  }

  @Test func runCatchHandlerGetsTheThrownError() async {
    let caught = LockIsolated<(any Error)?>(nil)
    let viewStore = ViewStore(
      Store(
        initialState: 0,
        reducer: Reducer<Int, Int, Void> { state, action, _ in
          state += action
          guard action == 0 else { return .none }
          return .run { _ in
            throw Failure()
          } catch: { error, send in
            caught.setValue(error)
            await send(100)
          }
        },
        environment: ()
      )
    )
    await viewStore.send(0).finish()
    #expect(caught.value is Failure)
    #expect(viewStore.state == 100)
  }

  @Test func runReportsAnUnhandledError() async {
    let runLine = LockIsolated<UInt>(0)
    let viewStore = ViewStore(
      Store(
        initialState: 0,
        reducer: Reducer<Int, Int, Void> { _, action, _ in
          runLine.setValue(#line + 1)
          return .run { _ in throw Failure() }
        },
        environment: ()
      )
    )
    await withKnownIssue {
      await viewStore.send(1).finish()
    } matching: { issue in
      issue.message.contains("Effect.run")
        && issue.message.contains("EffectTaskTests.swift:\(runLine.value)")
        && issue.message.contains("Failure")
    }
  }

  @Test func runDoesNotReportCancellation() async {
    let viewStore = ViewStore(
      Store(
        initialState: 0,
        reducer: Reducer<Int, Int, Void> { state, action, _ in
          state = action
          guard action == 0 else { return .none }
          return .run { send in
            await send(1)
            throw CancellationError()
          }
        },
        environment: ()
      )
    )
    // No issue is recorded: a cancellation is how a task is meant to end.
    await viewStore.send(0).finish()
    #expect(viewStore.state == 1)
  }

  @Test func runSendWithAnimation() async {
    let animations = LockIsolated<[Animation?]>([])
    let viewStore = ViewStore(
      Store(
        initialState: 0,
        reducer: Reducer<Int, Int, Void> { state, action, _ in
          state = action
          guard action == 0 else { return .none }
          return .run { send in
            await send(1, animation: .easeInOut)
            await send(2)
          }
        },
        environment: ()
      )
    )
    let observation = viewStore.observe { _ in
      animations.withValue { $0.append(currentAnimation()) }
    }
    await viewStore.send(0).finish()
    #expect(viewStore.state == 2)
    #expect(animations.value == [.easeInOut, nil])
    _ = observation
  }

  @Test func outputIsNotAnimatedByTheSendThatStartedIt() async {
    let viewStore = ViewStore(
      Store(initialState: State(), reducer: reducer, environment: environment)
    )
    let animations = LockIsolated<[Animation?]>([])
    let observation = viewStore.observe { _ in
      animations.withValue { $0.append(currentAnimation()) }
    }
    await viewStore.send(.listen, animation: .easeInOut).finish()
    #expect(viewStore.events == ["a", "b", "c"])
    #expect(animations.value == [nil, nil, nil])
    _ = observation
  }

  @Test func asyncFireAndForget() async {
    let log = LockIsolated<[String]>([])
    let viewStore = ViewStore(
      Store(
        initialState: 0,
        reducer: Reducer<Int, Action, Void> { state, action, _ in
          state += 1
          switch action {
          case .log:
            return .fireAndForget {
              await Task.yield()
              log.withValue { $0.append("logged") }
            }
          case .failed:
            return .fireAndForget {
              log.withValue { $0.append("before") }
              try await Task.sleep(for: .milliseconds(1))
              throw Failure()
            }
          default:
            return .none
          }
        },
        environment: ()
      )
    )
    await viewStore.send(.log).finish()
    #expect(log.value == ["logged"])
    // Nothing is fed back: only the sent action ran the reducer.
    #expect(viewStore.state == 1)

    // An error thrown by the work is dropped.
    await viewStore.send(.failed).finish()
    #expect(log.value == ["logged", "before"])
    #expect(viewStore.state == 2)
  }

  @Test func asyncEffectsInAMerge() async {
    let viewStore = ViewStore(
      Store(
        initialState: [Int](),
        reducer: Reducer<[Int], Int, Void> { state, action, _ in
          state.append(action)
          guard action == 0 else { return .none }
          return .merge(
            Effect(value: 1),
            .task { 2 },
            .run { send in
              await send(3)
              await send(4)
            }
          )
        },
        environment: ()
      )
    )
    await viewStore.send(0).finish()
    // The synchronous effect runs inside the send, the async ones after it.
    #expect(viewStore.state.prefix(2) == [0, 1])
    #expect(viewStore.state.sorted() == [0, 1, 2, 3, 4])
    #expect(viewStore.state.firstIndex(of: 3)! < viewStore.state.firstIndex(of: 4)!)
  }

  @Test func concatenatedAsyncEffectsRunInOrder() async {
    let viewStore = ViewStore(
      Store(
        initialState: [Int](),
        reducer: Reducer<[Int], Int, Void> { state, action, _ in
          state.append(action)
          guard action == 0 else { return .none }
          return .concatenate(
            .task {
              try? await Task.sleep(for: .milliseconds(10))
              return 1
            },
            .task { 2 },
            Effect(value: 3)
          )
        },
        environment: ()
      )
    )
    await viewStore.send(0).finish()
    #expect(viewStore.state == [0, 1, 2, 3])
  }
}
