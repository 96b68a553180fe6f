import ComposableArchitecture
import ConcurrencyExtras
import Foundation
import Testing

private struct State: Equatable {
  var count = 0
  var name = "Blob"
}

@CasePathable
private enum Action: Equatable {
  case incrementButtonTapped
  case noop
  case child(ChildAction)
  case row(id: Int, action: ChildAction)
  case login(password: String, token: Token)
}

private struct Token: Equatable, CustomStringConvertible {
  var value: String
  var description: String { "Token(\(value))" }
}

@CasePathable
private enum ChildAction: Equatable {
  case rename(String)
}

private let reducer = Reducer<State, Action, Void> { state, action, _ in
  switch action {
  case .incrementButtonTapped:
    state.count += 1
    return .none
  case .noop:
    return .none
  case let .child(.rename(name)), let .row(_, .rename(name)):
    state.name = name
    return .none
  case .login:
    return .none
  }
}

/// Collects what a debug reducer prints, on a queue the test can flush.
private final class DebugLog: Sendable {
  let queue = DispatchQueue(label: "DebugReducerTests")
  let entries = LockIsolated<[String]>([])

  var environment: DebugEnvironment {
    DebugEnvironment(
      printer: { [entries] entry in entries.withValue { $0.append(entry) } },
      queue: queue
    )
  }

  /// Waits for everything printed so far.
  func flush() -> [String] {
    queue.sync {}
    return entries.value
  }
}

@Suite struct DebugReducerTests {
  @Test func printsTheActionAndTheStateDiff() {
    let log = DebugLog()
    let viewStore = ViewStore(
      Store(
        initialState: State(),
        reducer: reducer.debug(environment: { _ in log.environment }),
        environment: ()
      )
    )
    viewStore.send(.incrementButtonTapped)
    #expect(
      log.flush() == [
        """
        received action:
          Action.incrementButtonTapped
          State(
        -   count: 0,
        +   count: 1,
            name: "Blob"
          )

        """
      ]
    )
  }

  @Test func prefix() {
    let log = DebugLog()
    let viewStore = ViewStore(
      Store(
        initialState: State(),
        reducer: reducer.debug("counter", environment: { _ in log.environment }),
        environment: ()
      )
    )
    viewStore.send(.noop)
    #expect(
      log.flush() == [
        """
        counter: received action:
          Action.noop
          (No state changes)

        """
      ]
    )
  }

  @Test func labelsOnly() {
    let log = DebugLog()
    let viewStore = ViewStore(
      Store(
        initialState: State(),
        reducer: reducer.debug(actionFormat: .labelsOnly, environment: { _ in log.environment }),
        environment: ()
      )
    )
    viewStore.send(.child(.rename("Blobby")))
    viewStore.send(.row(id: 7, action: .rename("secret")))
    viewStore.send(.login(password: "hunter2", token: Token(value: "abc123")))
    let actionLines = log.flush().map { $0.split(separator: "\n")[1] }
    // Labels, nested enums' labels, and no value that is not an enum case.
    #expect(
      actionLines == [
        "  Action.child(.rename)",
        "  Action.row(id:, action: .rename)",
        "  Action.login(password:, token:)",
      ]
    )
  }

  @Test func entriesOfEveryDefaultEnvironmentPrintInTheOrderActionsWereReceived() {
    // Two stores, each with debugged reducers on their own default environments: the entries
    // interleave exactly as the sends did.
    let printed = LockIsolated<[String]>([])
    let environment: (()) -> DebugEnvironment = { _ in
      DebugEnvironment(printer: { entry in printed.withValue { $0.append(entry) } })
    }
    let first = ViewStore(
      Store(
        initialState: State(),
        reducer: reducer.debugActions("first", actionFormat: .labelsOnly, environment: environment),
        environment: ()
      )
    )
    let second = ViewStore(
      Store(
        initialState: State(),
        reducer: .combine(
          reducer.debugActions("second", actionFormat: .labelsOnly, environment: environment),
          Reducer<State, Action, Void>.empty
            .debugActions("third", actionFormat: .labelsOnly, environment: environment)
        ),
        environment: ()
      )
    )
    var expected: [String] = []
    for index in 0..<150 {
      if index.isMultiple(of: 2) {
        first.send(.incrementButtonTapped)
        expected.append("first")
      } else {
        second.send(.noop)
        expected.append(contentsOf: ["second", "third"])
      }
    }
    DebugEnvironment().queue.sync {}
    #expect(printed.value.map { String($0.prefix { $0 != ":" }) } == expected)
  }

  @Test func debugActionsPrintsNoState() {
    let log = DebugLog()
    let viewStore = ViewStore(
      Store(
        initialState: State(),
        reducer: reducer.debugActions("app", environment: { _ in log.environment }),
        environment: ()
      )
    )
    viewStore.send(.incrementButtonTapped)
    viewStore.send(.noop)
    #expect(
      log.flush() == [
        "app: received action:\n  Action.incrementButtonTapped\n",
        "app: received action:\n  Action.noop\n",
      ]
    )
  }

  @Test func debugALocalActionAndState() {
    let log = DebugLog()
    let viewStore = ViewStore(
      Store(
        initialState: State(),
        reducer: reducer.debug(
          "child",
          state: \.name,
          action: AnyCasePath(\.child),
          environment: { _ in log.environment }
        ),
        environment: ()
      )
    )
    // Only actions in the case are printed.
    viewStore.send(.incrementButtonTapped)
    viewStore.send(.child(.rename("Blob Jr.")))
    let entries = log.flush()
    #expect(entries.count == 1)
    #expect(
      entries == [
        """
        child: received action:
          ChildAction.rename("Blob Jr.")
        - "Blob"
        + "Blob Jr."

        """
      ]
    )
  }

  @Test func debugDoesNotChangeBehavior() {
    let log = DebugLog()
    let viewStore = ViewStore(
      Store(
        initialState: State(),
        reducer: reducer.debug(environment: { _ in log.environment }),
        environment: ()
      )
    )
    viewStore.send(.incrementButtonTapped)
    viewStore.send(.incrementButtonTapped)
    #expect(viewStore.count == 2)
    #expect(log.flush().count == 2)
  }
}
