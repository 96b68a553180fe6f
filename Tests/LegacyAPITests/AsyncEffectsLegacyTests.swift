// The concurrency-era additions to the 2021 API: throwing `Effect.task` caught into results,
// async `fireAndForget`, `Effect.run` with animated sends, and test-store tasks cancelled by the
// test, in `@MainActor` async XCTest methods.
import ComposableArchitecture
import XCTest

struct FactLoaderState: Equatable {
  var count = 0
  var fact: String?
  var isLoading = false
  var log: [String] = []
  var progress: Double = 0
}

enum FactLoaderAction: Equatable {
  case cancelButtonTapped
  case factButtonTapped
  case factResponse(Result<String, FactLoaderError>)
  case logButtonTapped
  case onTask
  case progressUpdated(Double)
  case stopButtonTapped
}

struct FactLoaderError: Error, Equatable {}

struct FactLoaderEnvironment {
  var fact: @Sendable (Int) async throws -> String
  var log: @Sendable (String) async -> Void
  var progress: @Sendable () -> AsyncStream<Double>
}

let factLoaderReducer = Reducer<FactLoaderState, FactLoaderAction, FactLoaderEnvironment> {
  state, action, environment in
  enum FactID {}
  enum ProgressID {}

  switch action {
  case .cancelButtonTapped:
    state.isLoading = false
    return .cancel(id: FactID.self)

  case .factButtonTapped:
    state.isLoading = true
    return Effect.task { [count = state.count] in
      try await environment.fact(count)
    }
    .mapError { _ in FactLoaderError() }
    .catchToEffect(FactLoaderAction.factResponse)
    .cancellable(id: FactID.self)

  case let .factResponse(.success(fact)):
    state.isLoading = false
    state.fact = fact
    return .none

  case .factResponse(.failure):
    state.isLoading = false
    return .none

  case .logButtonTapped:
    state.log.append("tapped")
    return .fireAndForget { [count = state.count] in
      await environment.log("count: \(count)")
    }

  case .onTask:
    return .run { send in
      for await progress in environment.progress() {
        await send(.progressUpdated(progress), animation: .default)
      }
    }
    .cancellable(id: ProgressID.self)

  case let .progressUpdated(progress):
    state.progress = progress
    return .none

  case .stopButtonTapped:
    return .cancel(id: ProgressID.self)
  }
}

private actor Logs {
  var entries: [String] = []
  func append(_ entry: String) { self.entries.append(entry) }
}

@MainActor
final class AsyncEffectsLegacyTests: XCTestCase {
  func testThrowingTaskCaughtIntoResult() async {
    let store = TestStore(
      initialState: FactLoaderState(count: 3),
      reducer: factLoaderReducer,
      environment: FactLoaderEnvironment(
        fact: { "\($0) is odd." },
        log: { _ in },
        progress: { AsyncStream { $0.finish() } }
      )
    )

    await store.send(.factButtonTapped) {
      $0.isLoading = true
    }
    await store.receive(.factResponse(.success("3 is odd."))) {
      $0.isLoading = false
      $0.fact = "3 is odd."
    }

    store.environment.fact = { _ in throw FactLoaderError() }
    await store.send(.factButtonTapped) {
      $0.isLoading = true
    }
    await store.receive(.factResponse(.failure(FactLoaderError())), timeout: 1_000_000_000) {
      $0.isLoading = false
    }
  }

  func testCancelInFlightTask() async {
    let store = TestStore(
      initialState: FactLoaderState(),
      reducer: factLoaderReducer,
      environment: FactLoaderEnvironment(
        fact: { _ in
          try await Task.sleep(nanoseconds: 60_000_000_000)
          return "never"
        },
        log: { _ in },
        progress: { AsyncStream { $0.finish() } }
      )
    )

    await store.send(.factButtonTapped) {
      $0.isLoading = true
    }
    await store.send(.cancelButtonTapped) {
      $0.isLoading = false
    }
    await store.finish()
  }

  func testAsyncFireAndForget() async {
    let logs = Logs()
    let store = TestStore(
      initialState: FactLoaderState(count: 7),
      reducer: factLoaderReducer,
      environment: FactLoaderEnvironment(
        fact: { _ in "" },
        log: { await logs.append($0) },
        progress: { AsyncStream { $0.finish() } }
      )
    )

    await store.send(.logButtonTapped) {
      $0.log = ["tapped"]
    }
    await store.finish()
    let entries = await logs.entries
    XCTAssertEqual(entries, ["count: 7"])
  }

  func testRunStreamWithAnimationAndTaskCancellation() async {
    let (stream, continuation) = AsyncStream<Double>.makeLegacyStream()
    let store = TestStore(
      initialState: FactLoaderState(),
      reducer: factLoaderReducer,
      environment: FactLoaderEnvironment(
        fact: { _ in "" },
        log: { _ in },
        progress: { stream }
      )
    )

    let task = await store.send(.onTask)
    continuation.yield(0.5)
    await store.receive(.progressUpdated(0.5)) {
      $0.progress = 0.5
    }
    continuation.yield(1)
    await store.receive(.progressUpdated(1)) {
      $0.progress = 1
    }
    await task.cancel()
  }

  func testRunStreamStoppedByAction() async {
    let (stream, continuation) = AsyncStream<Double>.makeLegacyStream()
    let store = TestStore(
      initialState: FactLoaderState(),
      reducer: factLoaderReducer,
      environment: FactLoaderEnvironment(
        fact: { _ in "" },
        log: { _ in },
        progress: { stream }
      )
    )

    await store.send(.onTask)
    continuation.yield(0.25)
    await store.receive(.progressUpdated(0.25)) {
      $0.progress = 0.25
    }
    await store.send(.stopButtonTapped)
    await store.finish()
  }

  func testViewStoreYieldWhile() async {
    let store = Store(
      initialState: FactLoaderState(count: 2),
      reducer: factLoaderReducer,
      environment: FactLoaderEnvironment(
        fact: { "\($0) is even." },
        log: { _ in },
        progress: { AsyncStream { $0.finish() } }
      )
    )
    let viewStore = ViewStore(store)
    viewStore.send(.factButtonTapped)
    XCTAssertTrue(viewStore.isLoading)
    await viewStore.yield(while: \.isLoading)
    XCTAssertEqual(viewStore.fact, "2 is even.")

    await viewStore.send(.factButtonTapped, while: { $0.isLoading })
    XCTAssertEqual(viewStore.fact, "2 is even.")
  }
}

extension AsyncStream {
  fileprivate static func makeLegacyStream() -> (Self, Continuation) {
    var continuation: Continuation!
    let stream = Self { continuation = $0 }
    return (stream, continuation)
  }
}
