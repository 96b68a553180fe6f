import CustomDump
import Foundation
import IssueReporting

/// A store for tests that makes you assert every state change, every action effects feed back,
/// and that every effect finishes.
///
/// ```swift
/// func testIncrement() {
///   let store = TestStore(
///     initialState: CounterState(count: 0),
///     reducer: counterReducer,
///     environment: CounterEnvironment()
///   )
///   store.send(.incrementButtonTapped) {
///     $0.count = 1
///   }
/// }
/// ```
///
/// Each step states what it expects: `send(_:_:)` sends an
/// action and applies your changes to the previous state, which must then equal the real one;
/// ``receive(_:file:fileID:line:column:_:)-(_,_,_,_,_,_)`` asserts the next action an effect fed
/// back. Actions left unreceived and effects left running fail the test when the store goes
/// away. Failures show a diff (`−` expected, `+` actual) and point at the step that failed.
///
/// It works in synchronous XCTest methods, `@MainActor` async tests and Swift Testing `@Test`
/// functions: use the `await` forms of `send` and `receive` with async effects.
///
/// ## Non-exhaustive testing
///
/// Set ``exhaustivity`` to ``Exhaustivity/off`` for integration tests that only care about some
/// of what happens.
public final class TestStore<State, LocalState, Action, LocalAction, Environment> {
  let core: TestStoreCore<State, Action, Environment>
  private let toLocalState: (State) -> LocalState
  private let fromLocalAction: (LocalAction) -> Action
  /// Whether this test store owns the core and checks it at the end of the test.
  private let isRoot: Bool

  /// The environment the reducer runs with; change it to swap dependencies mid-test.
  public var environment: Environment {
    get { core.environment }
    set { core.environment = newValue }
  }

  /// The state as of the last assertion.
  public var state: LocalState {
    toLocalState(core.state)
  }

  /// How strictly this store asserts.
  public var exhaustivity: Exhaustivity {
    get { core.exhaustivity }
    set { core.exhaustivity = newValue }
  }

  init(
    core: TestStoreCore<State, Action, Environment>,
    state toLocalState: @escaping (State) -> LocalState,
    action fromLocalAction: @escaping (LocalAction) -> Action,
    isRoot: Bool
  ) {
    self.core = core
    self.toLocalState = toLocalState
    self.fromLocalAction = fromLocalAction
    self.isRoot = isRoot
  }

  deinit {
    if isRoot { completed() }
  }

  /// Reports what the test left unasserted: received actions and effects still running.
  private func completed() {
    guard core.exhaustivity == .on else { return }
    if !core.receivedActions.isEmpty {
      fail(
        """
        The store received \(core.receivedActions.count) \
        action\(core.receivedActions.count == 1 ? "" : "s") that the test did not assert:

          Unhandled actions: \(dumpActions(core.receivedActions.map(\.action)))

        Assert each with "receive", or set "exhaustivity" to ".off".
        """,
        at: core.initLocation
      )
    }
    for effect in core.effectsStillRunning {
      fail(
        """
        An effect started by this action is still running at the end of the test:

          Action:
        \(String(customDumping: effect.action).indented(by: 4))

        Every effect must finish before the test ends. Do one of the following:
          • If the effect waits on a scheduler ("receive(on:)", "delay", "debounce", …), \
        advance the test scheduler far enough for it to finish, or use an immediate scheduler.
          • If the effect runs until cancelled (a timer, a long-living subscription), make it \
        ".cancellable(id:)" and send the action that cancels it before the test ends.
        """,
        at: effect.location
      )
    }
  }

  /// Scopes the test store to a part of the state and a subset of the actions, so assertions
  /// can be written in the child's terms.
  public func scope<S, A>(
    state toLocalState: @escaping (LocalState) -> S,
    action fromLocalAction: @escaping (A) -> LocalAction
  ) -> TestStore<State, S, Action, A, Environment> {
    TestStore<State, S, Action, A, Environment>(
      core: core,
      state: { toLocalState(self.toLocalState($0)) },
      action: { self.fromLocalAction(fromLocalAction($0)) },
      isRoot: false
    )
  }

  /// Scopes the test store to a part of the state.
  public func scope<S>(
    state toLocalState: @escaping (LocalState) -> S
  ) -> TestStore<State, S, Action, LocalAction, Environment> {
    scope(state: toLocalState, action: { $0 })
  }
}

extension TestStore where State == LocalState, Action == LocalAction {
  /// Creates a test store for a reducer, its initial state and the environment it runs with.
  public convenience init(
    initialState: State,
    reducer: Reducer<State, Action, Environment>,
    environment: Environment,
    file filePath: StaticString = #filePath,
    fileID: StaticString = #fileID,
    line: UInt = #line,
    column: UInt = #column
  ) {
    self.init(
      core: TestStoreCore(
        initialState: initialState,
        reducer: reducer,
        environment: environment,
        location: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
      ),
      state: { $0 },
      action: { $0 },
      isRoot: true
    )
  }
}

extension TestStore where LocalState: Equatable {
  /// Sends an action and asserts how it changes the state.
  ///
  /// ```swift
  /// store.send(.incrementButtonTapped) {
  ///   $0.count = 1
  /// }
  /// ```
  ///
  /// `update` receives the state as of the last assertion; after it runs, the result must equal
  /// the real state. Actions received from effects must be asserted before the next send.
  @discardableResult
  public func send(
    _ action: LocalAction,
    file filePath: StaticString = #filePath,
    fileID: StaticString = #fileID,
    line: UInt = #line,
    column: UInt = #column,
    _ update: ((inout LocalState) throws -> Void)? = nil
  ) -> TestStoreTask {
    let location = SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    return TestStoreTask(performSend(action, update, at: location), action: action)
  }

  func performSend(
    _ action: LocalAction,
    _ update: ((inout LocalState) throws -> Void)?,
    at location: SourceLocation
  ) -> ViewStoreTask {
    if let lastReceived = core.receivedActions.last {
      if core.exhaustivity == .on {
        fail(
          """
          Must handle \(core.receivedActions.count) received \
          action\(core.receivedActions.count == 1 ? "" : "s") before sending an action:

            Unhandled actions: \(dumpActions(core.receivedActions.map(\.action)))

            Sending:
          \(String(customDumping: action).indented(by: 4))
          """,
          at: location
        )
      }
      // Skip them, reported or not, so that one mistake makes one failure: the state this send
      // is asserted against includes their changes, and the end of the test does not report
      // them again.
      core.state = lastReceived.state
      core.receivedActions.removeAll()
    }
    if core.exhaustivity == .off {
      core.state = core.actualState
    }
    let previousState = toLocalState(core.state)
    let task = core.send(fromLocalAction(action), at: location)
    assertState(
      previous: previousState,
      actual: toLocalState(core.state),
      update: update,
      action: action,
      at: location
    )
    return task
  }

  /// Checks an expectation against the real state, and reports a readable diff if they differ.
  private func assertState<A>(
    previous: LocalState,
    actual: LocalState,
    update: ((inout LocalState) throws -> Void)?,
    action: A,
    at location: SourceLocation
  ) {
    // Exhaustive: the update must turn the previous state into the real one. Non-exhaustive:
    // the changes the update makes must already hold in the real state.
    var expected = core.exhaustivity == .on ? previous : actual
    do {
      try update?(&expected)
    } catch {
      fail(
        """
        The update closure threw an error:

        \(String(customDumping: error).indented(by: 2))

          Action:
        \(String(customDumping: action).indented(by: 4))
        """,
        at: location
      )
      return
    }
    guard expected != actual else { return }
    let difference =
      diff(expected, actual, format: .proportional)
      ?? "Expected:\n\(String(customDumping: expected))\nActual:\n\(String(customDumping: actual))"
    fail(
      """
      State change does not match expectation:

      \(difference.indented(by: 2))

      (Expected: −, Actual: +)

        Action:
      \(String(customDumping: action).indented(by: 4))
      """,
      at: location
    )
  }
}

extension TestStore where LocalState: Equatable, Action: Equatable {
  /// Asserts that an effect fed back `expectedAction` next, and how it changed the state.
  ///
  /// ```swift
  /// store.send(.factButtonTapped)
  /// scheduler.advance()
  /// store.receive(.factResponse(.success("0 is a good number."))) {
  ///   $0.fact = "0 is a good number."
  /// }
  /// ```
  public func receive(
    _ expectedAction: Action,
    file filePath: StaticString = #filePath,
    fileID: StaticString = #fileID,
    line: UInt = #line,
    column: UInt = #column,
    _ update: ((inout LocalState) throws -> Void)? = nil
  ) {
    let location = SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    performReceive(expectedAction, update, at: location)
  }

  /// Asserts the next received action; returns the id of the effect that sent it, or `nil` when
  /// no action was there to assert.
  @discardableResult
  func performReceive(
    _ expectedAction: Action,
    _ update: ((inout LocalState) throws -> Void)?,
    at location: SourceLocation
  ) -> Int? {
    if core.exhaustivity == .off {
      // Skip what the test does not assert, up to the expected action.
      guard let index = core.receivedActions.firstIndex(where: { $0.action == expectedAction })
      else {
        fail(noActionReceived(expectedAction, after: nil), at: location)
        return nil
      }
      let skipped = core.receivedActions[..<index]
      if let lastSkipped = skipped.last { core.state = lastSkipped.state }
      core.receivedActions.removeFirst(index)
    }
    guard !core.receivedActions.isEmpty else {
      fail(noActionReceived(expectedAction, after: nil), at: location)
      return nil
    }
    let received = core.receivedActions.removeFirst()
    let receivedAction = received.action
    let stateAfter = received.state
    if receivedAction != expectedAction {
      let difference =
        diff(expectedAction, receivedAction, format: .proportional)
        ?? "Expected:\n\(String(customDumping: expectedAction))\nReceived:\n\(String(customDumping: receivedAction))"
      fail(
        """
        Received a different action than expected:

        \(difference.indented(by: 2))

        (Expected: −, Received: +)
        """,
        at: location
      )
    }
    let previousState = toLocalState(core.state)
    core.state = stateAfter
    assertState(
      previous: previousState,
      actual: toLocalState(stateAfter),
      update: update,
      action: receivedAction,
      at: location
    )
    return received.effectID
  }
}

extension TestStore {
  /// The failure of a `receive` whose action has not arrived: after waiting `timeout`
  /// nanoseconds in async tests, at once (`nil`) in synchronous ones.
  func noActionReceived(_ expectedAction: Action, after timeout: UInt64?) -> String {
    let reason: String
    if let timeout, core.hasRunningEffects {
      reason = "it did not arrive within \(describe(nanoseconds: timeout))."
    } else if core.hasRunningEffects {
      reason = """
        it has not arrived yet. Effects are still running: if one waits on a scheduler, advance \
        the scheduler before receiving.
        """
    } else {
      reason = "it has not arrived, and no effect is running that could send it."
    }
    return """
      Expected to receive an action, but \(reason)

        Expected:
      \(String(customDumping: expectedAction).indented(by: 4))
      """
  }

  func fail(_ message: String, at location: SourceLocation) {
    reportLibraryIssue(
      message,
      fileID: location.fileID,
      filePath: location.filePath,
      line: location.line,
      column: location.column
    )
  }

  fileprivate func dumpActions(_ actions: [Action]) -> String {
    var output = ""
    customDump(actions, to: &output)
    return output.indented(by: 2).dropFirst(2).description
  }
}
