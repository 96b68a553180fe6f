import CustomDump
import Foundation
import IssueReporting

extension TestStore where LocalState: Equatable {
  /// Sends an action, asserts how it changes the state, and lets the async effects it started
  /// begin.
  ///
  /// ```swift
  /// @MainActor
  /// func testRefresh() async {
  ///   let store = TestStore(…)
  ///   await store.send(.refresh) { $0.isLoading = true }
  ///   await store.receive(.response("Hello")) { … }
  /// }
  /// ```
  ///
  /// Async effects deliver their actions on the main actor, so run async tests on it.
  @discardableResult
  nonisolated(nonsending) public func send(
    _ action: LocalAction,
    file filePath: StaticString = #filePath,
    fileID: StaticString = #fileID,
    line: UInt = #line,
    column: UInt = #column,
    _ update: ((inout LocalState) throws -> Void)? = nil
  ) async -> TestStoreTask {
    let location = SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    let task = TestStoreTask(performSend(action, update, at: location), action: action)
    await Task.yield()
    return task
  }
}

extension TestStore where LocalState: Equatable, Action: Equatable {
  /// Waits up to `timeout` for an effect to feed back an action, then asserts it is
  /// `expectedAction` and how it changed the state.
  ///
  /// Fails at once, without waiting, when no effect is left running that could send it.
  nonisolated(nonsending) public func receive(
    _ expectedAction: Action,
    timeout nanoseconds: UInt64 = 1_000_000_000,
    file filePath: StaticString = #filePath,
    fileID: StaticString = #fileID,
    line: UInt = #line,
    column: UInt = #column,
    _ update: ((inout LocalState) throws -> Void)? = nil
  ) async {
    let location = SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    let isReceived = { [core] in
      core.exhaustivity == .on
        ? !core.receivedActions.isEmpty
        : core.receivedActions.contains { $0.action == expectedAction }
    }
    // Once no effect is running, nothing can send the action any more: fail without waiting.
    // (Effects send their last action before they complete, so none is lost here.)
    _ = await waitUntil(timeout: nanoseconds) { [core] in
      isReceived() || !core.hasRunningEffects
    }
    guard isReceived() else {
      fail(noActionReceived(expectedAction, after: nanoseconds), at: location)
      return
    }
    guard let effectID = performReceive(expectedAction, update, at: location) else { return }
    // An async effect finishes a moment after it sends its last action: its operation returns
    // off the main actor and completes the effect from there. Give it that moment, so that a
    // test that received everything does not find the effect still running when it ends. Wait
    // no longer than the effect needs: stop as soon as it finishes or sends again.
    _ = await waitUntil(timeout: 100_000_000) { [core] in
      !core.isRunning(effect: effectID) || !core.receivedActions.isEmpty
    }
  }

  /// Waits up to `timeout` for an effect to feed back an action; the `Duration` spelling.
  nonisolated(nonsending) public func receive(
    _ expectedAction: Action,
    timeout duration: Duration,
    file filePath: StaticString = #filePath,
    fileID: StaticString = #fileID,
    line: UInt = #line,
    column: UInt = #column,
    _ update: ((inout LocalState) throws -> Void)? = nil
  ) async {
    await receive(
      expectedAction,
      timeout: nanoseconds(duration),
      file: filePath, fileID: fileID, line: line, column: column,
      update
    )
  }
}

extension TestStore {
  /// Waits up to `timeout` for every effect in flight to finish, and fails the test if some are
  /// still running; those are then cancelled, so the end of the test does not report them again.
  ///
  /// ```swift
  /// await store.send(.onAppear)
  /// await store.receive(.loaded(items)) { … }
  /// await store.finish()
  /// ```
  nonisolated(nonsending) public func finish(
    timeout nanoseconds: UInt64 = 1_000_000_000,
    file filePath: StaticString = #filePath,
    fileID: StaticString = #fileID,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    let location = SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    let isFinished = await waitUntil(timeout: nanoseconds) { [core] in !core.hasRunningEffects }
    guard !isFinished else { return }
    for effect in core.effectsStillRunning {
      fail(
        """
        An effect started by this action did not finish within \
        \(describe(nanoseconds: nanoseconds)):

          Action:
        \(String(customDumping: effect.action).indented(by: 4))

        Give it more time with "timeout:", or cancel it before finishing.
        """,
        at: location
      )
    }
    // Reported once is enough: stop them so that the end of the test does not report them again.
    core.cancelEffects()
  }

  /// Waits up to `timeout` for every effect in flight to finish; the `Duration` spelling.
  nonisolated(nonsending) public func finish(
    timeout duration: Duration,
    file filePath: StaticString = #filePath,
    fileID: StaticString = #fileID,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    await finish(
      timeout: nanoseconds(duration), file: filePath, fileID: fileID, line: line, column: column
    )
  }

  /// Suspends, letting the main actor's jobs (async effects) run, until `condition` holds or
  /// `timeout` nanoseconds pass; returns whether it held.
  nonisolated(nonsending) func waitUntil(timeout nanoseconds: UInt64, _ condition: () -> Bool) async
    -> Bool
  {
    let deadline = DispatchTime.now().uptimeNanoseconds + nanoseconds
    while !condition() {
      guard DispatchTime.now().uptimeNanoseconds < deadline else { return false }
      await Task.yield()
      if !condition() {
        try? await Task.sleep(nanoseconds: 100_000)
      }
    }
    return true
  }
}

/// The effects an action sent to a ``TestStore`` started.
///
/// ```swift
/// let task = await store.send(.onAppear)
/// …
/// await task.cancel()
/// ```
public struct TestStoreTask: Hashable, Sendable {
  let task: ViewStoreTask
  /// The dump of the action that started the effects, for failures; `nil` when there are none.
  let actionDump: String?

  init<Action>(_ task: ViewStoreTask, action: Action) {
    self.task = task
    // Dumped only when there is something to wait for, so that most sends pay nothing.
    self.actionDump = task.hasEffects ? String(customDumping: action) : nil
  }

  /// Cancels the effects and waits for the cancellation to take effect.
  public func cancel() async {
    task.cancel()
    await task.waitForEffects()
  }

  /// Waits up to `timeout` for the effects to finish, and fails the test if they don't; they are
  /// then cancelled, so the end of the test does not report them again.
  public func finish(
    timeout nanoseconds: UInt64 = 1_000_000_000,
    file filePath: StaticString = #filePath,
    fileID: StaticString = #fileID,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    guard task.hasEffects else { return }
    let task = task
    let finished = LockedValue(false)
    let waiter = Task {
      await task.waitForEffects()
      finished.value = true
    }
    let deadline = DispatchTime.now().uptimeNanoseconds + nanoseconds
    while !finished.value, DispatchTime.now().uptimeNanoseconds < deadline {
      await Task.yield()
      try? await Task.sleep(nanoseconds: 1_000_000)
    }
    waiter.cancel()
    guard !finished.value else { return }
    reportLibraryIssue(
      """
      The effects started by this action did not finish within \
      \(describe(nanoseconds: nanoseconds)):

        Action:
      \((actionDump ?? "").indented(by: 4))

      Give them more time with "timeout:", or cancel them.
      """,
      fileID: fileID, filePath: filePath, line: line, column: column
    )
    // Reported once is enough: stop them so that the end of the test does not report them again.
    task.cancel()
    await task.waitForEffects()
  }

  /// Waits up to `timeout` for the effects to finish; the `Duration` spelling.
  public func finish(
    timeout duration: Duration,
    file filePath: StaticString = #filePath,
    fileID: StaticString = #fileID,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    await finish(
      timeout: nanoseconds(duration), file: filePath, fileID: fileID, line: line, column: column
    )
  }

  /// Whether the effects were cancelled.
  public var isCancelled: Bool {
    task.hasEffects && task.isCancelled
  }
}

/// A timeout as failures show it, like "0.05 seconds".
func describe(nanoseconds: UInt64) -> String {
  "\(Double(nanoseconds) / 1_000_000_000) seconds"
}

private func nanoseconds(_ duration: Duration) -> UInt64 {
  let (seconds, attoseconds) = duration.components
  return UInt64(max(0, seconds)) * 1_000_000_000 + UInt64(max(0, attoseconds) / 1_000_000_000)
}
