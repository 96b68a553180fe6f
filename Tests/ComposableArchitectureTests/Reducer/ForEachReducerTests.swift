import ComposableArchitecture
import Foundation
import Testing

private struct Counter: Equatable, Identifiable {
  let id: Int
  var count = 0
}

@CasePathable
private enum TallyAction: Equatable {
  case increment
  case incrementLater
}

private struct AppState: Equatable {
  var counters: IdentifiedArrayOf<Counter> = []
}

@CasePathable
private enum AppAction: Equatable {
  case counter(Counter.ID, TallyAction)
  case removeCounter(Counter.ID)
}

private struct AppEnvironment {
  var step: Int
}

@Suite struct ForEachReducerTests {
  /// A counter reducer that records the state it is run on.
  private func counterReducer(
    seen: Box<[Counter]>
  ) -> Reducer<Counter, TallyAction, Int> {
    Reducer { state, action, step in
      seen.value.append(state)
      switch action {
      case .increment:
        state.count += step
        return .none
      case .incrementLater:
        return Effect(value: .increment)
      }
    }
  }

  @Test func runsOnlyOnTheElementWithTheID() {
    let seen = Box<[Counter]>([])
    let appReducer: Reducer<AppState, AppAction, AppEnvironment> = counterReducer(seen: seen)
      .forEach(
        state: \.counters,
        action: AnyCasePath(\.counter),
        environment: { $0.step }
      )
    var state = AppState(counters: [Counter(id: 1), Counter(id: 2, count: 5), Counter(id: 3)])
    _ = appReducer(&state, .counter(2, .increment), AppEnvironment(step: 10))
    #expect(state.counters == [Counter(id: 1), Counter(id: 2, count: 15), Counter(id: 3)])
    // The element reducer ran once, on that element only.
    #expect(seen.value == [Counter(id: 2, count: 5)])
  }

  @Test func caseKeyPath() {
    let seen = Box<[Counter]>([])
    let appReducer: Reducer<AppState, AppAction, AppEnvironment> = counterReducer(seen: seen)
      .forEach(state: \.counters, action: \.counter, environment: { $0.step })
    var state = AppState(counters: [Counter(id: 1), Counter(id: 2)])
    _ = appReducer(&state, .counter(1, .increment), AppEnvironment(step: 1))
    #expect(state.counters == [Counter(id: 1, count: 1), Counter(id: 2)])
  }

  @Test func effectsCarryTheElementsID() {
    let seen = Box<[Counter]>([])
    var received: [AppAction] = []
    let appReducer = Reducer<AppState, AppAction, AppEnvironment>.combine(
      Reducer { _, action, _ in
        received.append(action)
        return .none
      },
      counterReducer(seen: seen)
        .forEach(state: \.counters, action: \.counter, environment: { $0.step })
    )
    let viewStore = ViewStore(
      Store(
        initialState: AppState(counters: [Counter(id: 1), Counter(id: 2)]),
        reducer: appReducer,
        environment: AppEnvironment(step: 1)
      )
    )
    viewStore.send(.counter(2, .incrementLater))
    #expect(received == [.counter(2, .incrementLater), .counter(2, .increment)])
    #expect(viewStore.counters == [Counter(id: 1), Counter(id: 2, count: 1)])
  }

  @Test func otherActionsAreIgnored() {
    let seen = Box<[Counter]>([])
    let appReducer: Reducer<AppState, AppAction, AppEnvironment> = counterReducer(seen: seen)
      .forEach(state: \.counters, action: \.counter, environment: { $0.step })
    var state = AppState(counters: [Counter(id: 1)])
    _ = appReducer(&state, .removeCounter(1), AppEnvironment(step: 1))
    #expect(seen.value == [])
    #expect(state.counters == [Counter(id: 1)])
  }

  @Test func actionForAMissingIDIsReported() {
    let seen = Box<[Counter]>([])
    let line = #line + 2
    let appReducer: Reducer<AppState, AppAction, AppEnvironment> = counterReducer(seen: seen)
      .forEach(state: \.counters, action: \.counter, environment: { $0.step })
    var state = AppState(counters: [Counter(id: 1)])
    withKnownIssue {
      _ = appReducer(&state, .counter(42, .increment), AppEnvironment(step: 1))
    } matching: { issue in
      issue.message.contains("forEach")
        && issue.message.contains("AppAction.counter(42, .increment)")
        && issue.message.contains("ForEachReducerTests.swift:\(line)")
        && issue.sourceLocation?.line == line
    }
    #expect(seen.value == [])
    #expect(state.counters == [Counter(id: 1)])
  }

  @Test func effectOfARemovedElementIsReported() {
    let scheduler = DispatchQueue.test
    let appReducer = Reducer<AppState, AppAction, Void>.combine(
      Reducer<Counter, TallyAction, Void> { state, action, _ in
        switch action {
        case .increment:
          state.count += 1
          return .none
        case .incrementLater:
          return Effect(value: .increment).delay(for: 1, scheduler: scheduler).eraseToEffect()
        }
      }
      .forEach(state: \.counters, action: \.counter, environment: { $0 }),
      Reducer { state, action, _ in
        if case let .removeCounter(id) = action {
          state.counters.remove(id: id)
        }
        return .none
      }
    )
    let viewStore = ViewStore(
      Store(
        initialState: AppState(counters: [Counter(id: 1), Counter(id: 2)]),
        reducer: appReducer,
        environment: ()
      )
    )
    viewStore.send(.counter(1, .incrementLater))
    viewStore.send(.removeCounter(1))
    withKnownIssue {
      scheduler.advance(by: 1)
    } matching: { issue in
      issue.message.contains("AppAction.counter(1, .increment)")
    }
    #expect(viewStore.counters == [Counter(id: 2)])
  }

  // MARK: - Arrays, by index

  private struct ListState: Equatable {
    var counters: [Counter] = []
  }

  private enum ListAction: Equatable {
    case counter(Int, TallyAction)
  }

  private static let listCounterAction = AnyCasePath<ListAction, (Int, TallyAction)>(
    embed: ListAction.counter,
    extract: { action in
      switch action {
      case let .counter(index, action): (index, action)
      }
    }
  )

  @Test func arrayByIndex() {
    let seen = Box<[Counter]>([])
    let listReducer: Reducer<ListState, ListAction, Void> = counterReducer(seen: seen)
      .forEach(state: \.counters, action: Self.listCounterAction, environment: { 1 })
    let viewStore = ViewStore(
      Store(
        initialState: ListState(counters: [Counter(id: 10), Counter(id: 20)]),
        reducer: listReducer,
        environment: ()
      )
    )
    viewStore.send(.counter(1, .incrementLater))
    #expect(viewStore.counters == [Counter(id: 10), Counter(id: 20, count: 1)])
    #expect(seen.value == [Counter(id: 20), Counter(id: 20)])
  }

  @Test func arrayIndexOutOfBoundsIsReported() {
    let seen = Box<[Counter]>([])
    let line = #line + 1
    let listReducer: Reducer<ListState, ListAction, Void> = counterReducer(seen: seen).forEach(
      state: \.counters, action: Self.listCounterAction, environment: { 1 })
    var state = ListState(counters: [Counter(id: 10)])
    withKnownIssue {
      _ = listReducer(&state, .counter(3, .increment), ())
    } matching: { issue in
      issue.message.contains("ListAction.counter(3, .increment)")
        && issue.message.contains("ForEachReducerTests.swift:\(line)")
    }
    #expect(state.counters == [Counter(id: 10)])
    #expect(seen.value == [])
  }
}
