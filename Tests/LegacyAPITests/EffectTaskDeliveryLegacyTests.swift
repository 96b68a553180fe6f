import ComposableArchitecture
import XCTest

// A synchronous 2021 test of an async effect: it waits on an expectation that the effect's
// operation fulfils on the main actor, and expects the effect's action to have arrived by then.

struct GreetingState: Equatable {
  var greeting = ""
}

enum GreetingAction: Equatable {
  case greetButtonTapped
  case greetingResponse(String)
}

struct GreetingEnvironment {
  var greet: @MainActor @Sendable () async -> String
}

let greetingReducer = Reducer<GreetingState, GreetingAction, GreetingEnvironment> {
  state, action, environment in
  switch action {
  case .greetButtonTapped:
    return .task { @MainActor in
      .greetingResponse(await environment.greet())
    }
  case let .greetingResponse(greeting):
    state.greeting = greeting
    return .none
  }
}

final class EffectTaskDeliveryLegacyTests: XCTestCase {
  func testTaskOutputArrivesWithTheMainActorJobThatProducedIt() {
    for attempt in 1...20 {
      let greeted = self.expectation(description: "greeted \(attempt)")
      let store = Store(
        initialState: GreetingState(),
        reducer: greetingReducer,
        environment: GreetingEnvironment(greet: {
          greeted.fulfill()
          return "Hello, Blob #\(attempt)!"
        })
      )
      let viewStore = ViewStore(store)
      viewStore.send(.greetButtonTapped)
      self.wait(for: [greeted], timeout: 5)
      XCTAssertEqual(viewStore.greeting, "Hello, Blob #\(attempt)!")
    }
  }
}

// 2021 button actions that animate a send: `send` returned nothing then, and this still compiles.
final class WithAnimationLegacyTests: XCTestCase {
  func testWithAnimationAroundASendInAVoidClosure() {
    let store = Store(
      initialState: GreetingState(), reducer: greetingReducer,
      environment: GreetingEnvironment(greet: { "Hi" })
    )
    let viewStore = ViewStore(store)
    var animations: [Animation?] = []
    let observation = viewStore.observe { _ in animations.append(Transaction.active.animation) }
    let action: () -> Void = { withAnimation { viewStore.send(.greetingResponse("Hello")) } }
    action()
    let springy: () -> Void = {
      withAnimation(.spring()) { viewStore.send(.greetingResponse("Hello again")) }
    }
    springy()
    XCTAssertEqual(viewStore.greeting, "Hello again")
    XCTAssertEqual(animations, [.default, .spring()])
    _ = observation
  }
}
