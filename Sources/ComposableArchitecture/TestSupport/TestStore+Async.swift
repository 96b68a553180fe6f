import CustomDump
import IssueReporting
import Foundation

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
  nonisolated(nonsending)
  public func send(
    _ action: LocalAction,
    file filePath: StaticString = #filePath,
    fileID: StaticString = #fileID,
    line: UInt = #line,
    column: UInt = #column,
    _ update: ((inout LocalState) throws -> Void)? = nil
  ) async -> TestStoreTask {
    let location = SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    let task = TestStoreTask(rawValue: performSend(action, update, at: location).rawValue)
    await Task.yield()
    return task
  }
}

extension TestStore where LocalState: Equatable, Action: Equatable {
  /// Waits up to `timeout` for an effect to feed back an action, then asserts it is
  /// `expectedAction` and how it changed the state.
  nonisolated(nonsending)
  public func receive(
    _ expectedAction: Action,
    timeout nanoseconds: UInt64 = 1_000_000_000,
    file filePath: StaticString = #filePath,
    fileID: StaticString = #fileID,
    line: UInt = #line,
    column: UInt = #column,
    _ update: ((inout LocalState) throws -> Void)? = nil
  ) async {
    let location = SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    let isReceived = await waitUntil(timeout: nanoseconds) { [core] in
      core.exhaustivity == .on
        ? !core.receivedActions.isEmpty
        : core.receivedActions.contains { $0.action == expectedAction }
    }
    guard isReceived else {
      fail(
        """
        Expected to receive an action, but received none\
        \(core.hasRunningEffects ? "" : " and no effect is running") after \
        \(seconds(nanoseconds)) seconds.

          Expected:
        \(String(customDumping: expectedAction).indented(by: 4))
        """,
        at: location
      )
      return
    }
    performReceive(expectedAction, update, at: location)
  }

  /// Waits up to `timeout` for an effect to feed back an action; the `Duration` spelling.
  nonisolated(nonsending)
  public func receive(
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
  /// still running.
  ///
  /// ```swift
  /// await store.send(.onAppear)
  /// await store.receive(.loaded(items)) { … }
  /// await store.finish()
  /// ```
  nonisolated(nonsending)
  public func finish(
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
        Expected effects to finish, but one is still running after \(seconds(nanoseconds)) \
        seconds: …

          Started by:
        \(String(customDumping: effect.action).indented(by: 4))

        Give it longer with "timeout:", or cancel it before finishing.
        """,
        at: location
      )
    }
  }

  /// Suspends, letting the main actor's jobs (async effects) run, until `condition` holds or
  /// `timeout` nanoseconds pass; returns whether it held.
  nonisolated(nonsending)
  func waitUntil(timeout nanoseconds: UInt64, _ condition: () -> Bool) async -> Bool {
    let deadline = DispatchTime.now().uptimeNanoseconds + nanoseconds
    while !condition() {
      guard DispatchTime.now().uptimeNanoseconds < deadline else { return false }
      await Task.yield()
      if !condition() {
        try? await Task.sleep(nanoseconds: 1_000_000)
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
  let rawValue: Task<Void, Never>?

  /// Cancels the effects and waits for the cancellation to take effect.
  public func cancel() async {
    rawValue?.cancel()
    await rawValue?.value
  }

  /// Waits up to `timeout` for the effects to finish, and fails the test if they don't.
  public func finish(
    timeout nanoseconds: UInt64 = 1_000_000_000,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    guard let task = rawValue else { return }
    let finished = LockedValue(false)
    let waiter = Task {
      await task.value
      finished.value = true
    }
    let deadline = DispatchTime.now().uptimeNanoseconds + nanoseconds
    while !finished.value, DispatchTime.now().uptimeNanoseconds < deadline {
      await Task.yield()
      try? await Task.sleep(nanoseconds: 1_000_000)
    }
    waiter.cancel()
    if !finished.value {
      reportIssue(
        "Expected the task to finish, but it is still running after \(seconds(nanoseconds)) seconds.",
        fileID: fileID, filePath: filePath, line: line, column: column
      )
    }
  }

  /// Whether the effects were cancelled.
  public var isCancelled: Bool {
    rawValue?.isCancelled ?? false
  }
}

private func seconds(_ nanoseconds: UInt64) -> String {
  String(format: "%.1f", Double(nanoseconds) / 1_000_000_000)
}

private func nanoseconds(_ duration: Duration) -> UInt64 {
  let (seconds, attoseconds) = duration.components
  return UInt64(max(0, seconds)) * 1_000_000_000 + UInt64(max(0, attoseconds) / 1_000_000_000)
}
