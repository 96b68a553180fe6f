import ConcurrencyExtras
import Foundation
import IssueReporting
import Testing

@testable import ComposableArchitecture

extension Issue {
  /// The text an `IssueReporting` warning was recorded with.
  var message: String {
    comments.map(\.rawValue).joined(separator: "\n")
  }
}

/// Collects the issues reported while it is installed with `withIssueReporters`.
///
/// Swift Testing attributes an issue to a test through task-local values, which a raw `Thread`
/// does not have; code that reports from such a thread installs this reporter there instead.
final class RecordingIssueReporter: IssueReporter {
  let messages = LockIsolated<[String]>([])

  func reportIssue(
    _ message: @autoclosure () -> String?,
    severity: IssueSeverity,
    fileID: StaticString,
    filePath: StaticString,
    line: UInt,
    column: UInt
  ) {
    let message = message() ?? ""
    messages.withValue { $0.append(message) }
  }
}

/// Runs `body` on a new thread and waits for it to finish.
func onAnotherThread(_ body: @escaping () -> Void) {
  let body = UncheckedSendable(body)
  let done = DispatchSemaphore(value: 0)
  let thread = Thread {
    body.value()
    done.signal()
  }
  thread.start()
  done.wait()
}

/// A reference a test can hand to a reducer or effect and inspect afterwards.
final class Box<Value> {
  var value: Value
  init(_ value: Value) { self.value = value }
}

/// The animation of the state change in progress.
///
/// Stores run their observers inside the sender's `withAnimation`, so an observer can tell how
/// the change it sees should be animated. The library has no public accessor for it yet.
func currentAnimation() -> Animation? {
  Transaction.current.animation
}

private let mainQueueKey: DispatchSpecificKey<Bool> = {
  let key = DispatchSpecificKey<Bool>()
  DispatchQueue.main.setSpecific(key: key, value: true)
  return key
}()

/// Whether the caller runs on the main queue: the main actor's executor.
///
/// Neither `Thread.isMainThread` nor a thread's identity can tell under `swift test` on Linux,
/// where worker threads take turns draining the main queue.
func isOnMainQueue() -> Bool {
  DispatchQueue.getSpecific(key: mainQueueKey) == true
}

extension DispatchSemaphore {
  /// Waits on a thread of its own, so a test that waits never holds up the cooperative pool the
  /// other tests' async effects run on.
  func waitOffThePool(seconds: Int) async -> DispatchTimeoutResult {
    await withCheckedContinuation { continuation in
      Thread.detachNewThread {
        continuation.resume(returning: self.wait(timeout: .now() + .seconds(seconds)))
      }
    }
  }
}

extension DispatchGroup {
  /// Waits on a thread of its own, like `DispatchSemaphore.waitOffThePool(seconds:)`.
  func waitOffThePool(seconds: Int) async -> DispatchTimeoutResult {
    await withCheckedContinuation { continuation in
      Thread.detachNewThread {
        continuation.resume(returning: self.wait(timeout: .now() + .seconds(seconds)))
      }
    }
  }
}

/// Awaits a send's task in a task of its own, so a test can check it is still waiting.
final class FinishWaiter: Sendable {
  private let finished = LockIsolated(false)
  private let waiter: Task<Void, Never>

  init(_ task: ViewStoreTask) {
    let finished = finished
    waiter = Task {
      await task.finish()
      finished.setValue(true)
    }
  }

  /// Whether the task has finished, after letting other jobs run for a while.
  func hasFinishedAfterYielding() async -> Bool {
    for _ in 1...20 { await Task.yield() }
    return finished.value
  }

  /// Waits for the task to finish; returns whether it did.
  func wait() async -> Bool {
    await waiter.value
    return finished.value
  }
}
