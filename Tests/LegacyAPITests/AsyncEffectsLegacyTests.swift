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

// `AsyncLegacyTests` declares a `TaskResult` of its own, which shadows the library's in this
// module; a 2021-era app has only the library's, spelled plainly.
typealias LibraryTaskResult = ComposableArchitecture.TaskResult

struct NumberTriviaState: Equatable {
  var number = 0
  var trivia: String?
  var errorMessage: String?
}

enum NumberTriviaAction: Equatable {
  case fetch
  case triviaResponse(LibraryTaskResult<String>)
}

struct NumberTriviaError: Error, Equatable {
  var code: Int
}

struct NumberTriviaEnvironment {
  var trivia: @Sendable (Int) async throws -> String
}

let numberTriviaReducer = Reducer<NumberTriviaState, NumberTriviaAction, NumberTriviaEnvironment> {
  state, action, environment in
  switch action {
  case .fetch:
    return .task { [number = state.number] in
      await .triviaResponse(LibraryTaskResult { try await environment.trivia(number) })
    }
  case let .triviaResponse(.success(trivia)):
    state.trivia = trivia
    state.errorMessage = nil
    return .none
  case let .triviaResponse(.failure(error)):
    state.errorMessage = "\(error)"
    return .none
  }
}

@MainActor
final class TaskResultLegacyTests: XCTestCase {
  func testTaskResultSuccessAndFailure() async {
    let store = TestStore(
      initialState: NumberTriviaState(number: 42),
      reducer: numberTriviaReducer,
      environment: NumberTriviaEnvironment(trivia: { "\($0) is the answer." })
    )
    await store.send(.fetch)
    await store.receive(.triviaResponse(.success("42 is the answer."))) {
      $0.trivia = "42 is the answer."
    }

    store.environment.trivia = { _ in throw NumberTriviaError(code: 7) }
    await store.send(.fetch)
    await store.receive(.triviaResponse(.failure(NumberTriviaError(code: 7)))) {
      $0.errorMessage = "NumberTriviaError(code: 7)"
    }
  }

  func testTaskResultEquality() {
    XCTAssertEqual(LibraryTaskResult<Int>.success(1), .success(1))
    XCTAssertNotEqual(LibraryTaskResult<Int>.success(1), .success(2))
    XCTAssertEqual(
      LibraryTaskResult<Int>.failure(NumberTriviaError(code: 1)),
      .failure(NumberTriviaError(code: 1))
    )
    XCTAssertNotEqual(
      LibraryTaskResult<Int>.failure(NumberTriviaError(code: 1)),
      .failure(NumberTriviaError(code: 2))
    )
    XCTAssertNotEqual(LibraryTaskResult<Int>.failure(NumberTriviaError(code: 1)), .success(1))
    XCTAssertEqual(LibraryTaskResult<Int>.success(2).map { $0 * 2 }, .success(4))
    XCTAssertEqual(try LibraryTaskResult<Int>.success(3).value, 3)
    XCTAssertEqual(
      LibraryTaskResult(Result<Int, NumberTriviaError>.failure(NumberTriviaError(code: 9))),
      .failure(NumberTriviaError(code: 9))
    )
  }

  func testSuspendWhileAndUnimplementedDependencies() async {
    let store = Store(
      initialState: FactLoaderState(count: 4),
      reducer: factLoaderReducer,
      environment: FactLoaderEnvironment(
        fact: { "\($0) is even." },
        log: { _ in XCTFail("log should not be called") },
        progress: { AsyncStream { $0.finish() } }
      )
    )
    let viewStore = ViewStore(store)
    viewStore.send(.factButtonTapped)
    await viewStore.suspend(while: \.isLoading)
    XCTAssertEqual(viewStore.fact, "4 is even.")

    let unused: Effect<Int, Never> = .unimplemented("NumberClient.fetch")
    _ = unused
  }
}

extension AsyncStream {
  fileprivate static func makeLegacyStream() -> (Self, Continuation) {
    var continuation: Continuation!
    let stream = Self { continuation = $0 }
    return (stream, continuation)
  }
}
