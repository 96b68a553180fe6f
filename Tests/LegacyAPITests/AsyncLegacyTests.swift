import ComposableArchitecture
import XCTest

struct RefreshableState: Equatable {
  var count = 0
  var fact: String?
  var isLoading = false
}

enum RefreshableAction: Equatable {
  case cancelButtonTapped
  case decrementButtonTapped
  case factResponse(TaskResult<String>)
  case incrementButtonTapped
  case refresh
}

/// The result of async work, `Equatable` so it can sit in an action.
enum TaskResult<Success: Equatable>: Equatable {
  case success(Success)
  case failure(String)
}

struct RefreshableEnvironment {
  var fact: @Sendable (Int) async throws -> String
}

let refreshableReducer = Reducer<RefreshableState, RefreshableAction, RefreshableEnvironment> {
  state, action, environment in
  enum FactRequestID {}

  switch action {
  case .cancelButtonTapped:
    state.isLoading = false
    return .cancel(id: FactRequestID.self)

  case .decrementButtonTapped:
    state.count -= 1
    return .none

  case let .factResponse(.success(fact)):
    state.isLoading = false
    state.fact = fact
    return .none

  case .factResponse(.failure):
    state.isLoading = false
    return .none

  case .incrementButtonTapped:
    state.count += 1
    return .none

  case .refresh:
    state.fact = nil
    state.isLoading = true
    return .task { [count = state.count] in
      do {
        return .factResponse(.success(try await environment.fact(count)))
      } catch {
        return .factResponse(.failure("\(error)"))
      }
    }
    .cancellable(id: FactRequestID.self)
  }
}

struct StreamState: Equatable {
  var ticks: [Int] = []
}

enum StreamAction: Equatable {
  case onAppear
  case tick(Int)
}

let streamReducer = Reducer<StreamState, StreamAction, Void> { state, action, _ in
  switch action {
  case .onAppear:
    return .run { send in
      for tick in 1...3 {
        try await Task.sleep(nanoseconds: 1_000_000)
        await send(.tick(tick))
      }
    }
  case let .tick(tick):
    state.ticks.append(tick)
    return .none
  }
}

@MainActor
final class AsyncLegacyTests: XCTestCase {
  func testRefresh() async {
    let store = TestStore(
      initialState: RefreshableState(),
      reducer: refreshableReducer,
      environment: RefreshableEnvironment(fact: { "\($0) is a good number." })
    )

    await store.send(.incrementButtonTapped) {
      $0.count = 1
    }
    await store.send(.refresh) {
      $0.isLoading = true
    }
    await store.receive(.factResponse(.success("1 is a good number."))) {
      $0.isLoading = false
      $0.fact = "1 is a good number."
    }
  }

  func testCancel() async {
    let store = TestStore(
      initialState: RefreshableState(),
      reducer: refreshableReducer,
      environment: RefreshableEnvironment(fact: {
        try await Task.sleep(nanoseconds: 10_000_000_000)
        return "\($0) is a good number."
      })
    )

    await store.send(.refresh) {
      $0.isLoading = true
    }
    await store.send(.cancelButtonTapped) {
      $0.isLoading = false
    }
  }

  func testRunSendsOverTime() async {
    let store = TestStore(initialState: StreamState(), reducer: streamReducer, environment: ())
    await store.send(.onAppear)
    await store.receive(.tick(1)) { $0.ticks = [1] }
    await store.receive(.tick(2)) { $0.ticks = [1, 2] }
    await store.receive(.tick(3)) { $0.ticks = [1, 2, 3] }
    await store.finish()
  }

  func testViewStoreSendWhile() async {
    let store = Store(
      initialState: RefreshableState(),
      reducer: refreshableReducer,
      environment: RefreshableEnvironment(fact: { "\($0) is a good number." })
    )
    let viewStore = ViewStore(store)
    await viewStore.send(.refresh, while: \.isLoading)
    XCTAssertEqual(viewStore.fact, "0 is a good number.")
  }
}
