import ComposableArchitecture
import Foundation
import Testing

private struct FactPromptState: Equatable {
  var count: Int
  var fact: String
  var isLoading = false
}

@CasePathable
private enum FactPromptAction: Equatable {
  case getAnotherFactButtonTapped
  case factResponse(String)
  case dismissButtonTapped
}

private let factPromptReducer = Reducer<FactPromptState, FactPromptAction, Void> {
  state, action, _ in
  switch action {
  case .getAnotherFactButtonTapped:
    state.isLoading = true
    return Effect(value: .factResponse("\(state.count) is a good number."))
  case let .factResponse(fact):
    state.isLoading = false
    state.fact = fact
    return .none
  case .dismissButtonTapped:
    return .none
  }
}

private struct AppState: Equatable {
  var factPrompt: FactPromptState?
  var log: [String] = []
}

@CasePathable
private enum AppAction: Equatable {
  case factPrompt(FactPromptAction)
  case showPrompt(Int)
}

/// The parent clears the optional state when the child asks to be dismissed.
private let appCoreReducer = Reducer<AppState, AppAction, Void> { state, action, _ in
  switch action {
  case .factPrompt(.dismissButtonTapped):
    state.factPrompt = nil
    return .none
  case let .showPrompt(count):
    state.factPrompt = FactPromptState(count: count, fact: "")
    return .none
  case .factPrompt:
    return .none
  }
}

@Suite struct OptionalReducerTests {
  @Test func runsWhileTheStateIsNonNil() {
    let reducer = factPromptReducer.optional()
    var state: FactPromptState? = FactPromptState(count: 3, fact: "")
    var outputs: [FactPromptAction] = []
    _ = reducer(&state, .getAnotherFactButtonTapped, ()).sink { outputs.append($0) }
    #expect(state?.isLoading == true)
    #expect(outputs == [.factResponse("3 is a good number.")])
  }

  @Test func pulledBackOptional() {
    let appReducer = Reducer<AppState, AppAction, Void>.combine(
      // Combined before the parent, which sets the state to nil on dismissal: the child sees
      // its last action.
      factPromptReducer
        .optional()
        .pullback(state: \.factPrompt, action: \.factPrompt, environment: { $0 }),
      appCoreReducer
    )
    let viewStore = ViewStore(Store(initialState: AppState(), reducer: appReducer, environment: ()))
    viewStore.send(.showPrompt(7))
    viewStore.send(.factPrompt(.getAnotherFactButtonTapped))
    #expect(viewStore.factPrompt == FactPromptState(count: 7, fact: "7 is a good number."))

    // No warning: the optional reducer ran before the parent cleared the state.
    viewStore.send(.factPrompt(.dismissButtonTapped))
    #expect(viewStore.factPrompt == nil)
  }

  @Test func actionWhileNilIsReported() {
    let line = #line + 1
    let reducer = factPromptReducer.optional()
    var state: FactPromptState? = nil
    withKnownIssue {
      _ = reducer(&state, .factResponse("1 is a number."), ())
    } matching: { issue in
      issue.message.contains("optional")
        && issue.message.contains(#"FactPromptAction.factResponse("1 is a number.")"#)
        && issue.message.contains("OptionalReducerTests.swift:\(line)")
        && issue.sourceLocation?.line == line
    }
    #expect(state == nil)
  }

  @Test func parentClearingTheStateFirstIsReported() {
    let line = #line + 4
    let appReducer = Reducer<AppState, AppAction, Void>.combine(
      appCoreReducer,
      factPromptReducer
        .optional()
        .pullback(state: \.factPrompt, action: \.factPrompt, environment: { $0 })
    )
    let viewStore = ViewStore(
      Store(
        initialState: AppState(factPrompt: FactPromptState(count: 1, fact: "")),
        reducer: appReducer,
        environment: ()
      )
    )
    withKnownIssue {
      viewStore.send(.factPrompt(.dismissButtonTapped))
    } matching: { issue in
      issue.message.contains("AppAction.factPrompt(.dismissButtonTapped)") == false
        && issue.message.contains("FactPromptAction.dismissButtonTapped")
        && issue.message.contains("OptionalReducerTests.swift:\(line)")
    }
    #expect(viewStore.factPrompt == nil)
  }

  @Test func effectOfAClearedStateIsReported() {
    let scheduler = DispatchQueue.test
    let appReducer = Reducer<AppState, AppAction, Void>.combine(
      Reducer<FactPromptState, FactPromptAction, Void> { state, action, _ in
        switch action {
        case .getAnotherFactButtonTapped:
          return Effect(value: .factResponse("late"))
            .delay(for: 1, scheduler: scheduler)
            .eraseToEffect()
        default:
          return factPromptReducer(&state, action, ())
        }
      }
      .optional()
      .pullback(state: \.factPrompt, action: \.factPrompt, environment: { $0 }),
      appCoreReducer
    )
    let viewStore = ViewStore(Store(initialState: AppState(), reducer: appReducer, environment: ()))
    viewStore.send(.showPrompt(1))
    viewStore.send(.factPrompt(.getAnotherFactButtonTapped))
    viewStore.send(.factPrompt(.dismissButtonTapped))
    withKnownIssue {
      scheduler.advance(by: 1)
    } matching: { issue in
      issue.message.contains(#"FactPromptAction.factResponse("late")"#)
    }
    #expect(viewStore.factPrompt == nil)
  }
}
