import ComposableArchitecture
import Dispatch

/// Async work a view starts — `.task`, `.refreshable` — run where the page's stores live.
///
/// ```swift
/// node.onAppear.append { handle.task = ViewTask.start(priority: priority, action) }
/// ```
///
/// A live session's stores live on its own serial executor and a unit test's on the main actor.
/// The work prefers that executor, so the stores it sends to, and the view state it writes,
/// see it at home: `await viewStore.send(.refresh, while: \.isLoading)` runs on the session's
/// executor, not on some other worker thread.
enum ViewTask {
  /// Starts `action` in a task that prefers the current code's store executor (the main queue
  /// when there is none).
  static func start(
    priority: TaskPriority?,
    _ action: @escaping @Sendable () async -> Void
  ) -> Task<Void, Never> {
    if let executor = StoreExecutor.current {
      return Task(executorPreference: executor, priority: priority) { await action() }
    }
    return Task(executorPreference: MainQueueTaskExecutor.shared, priority: priority) {
      await action()
    }
  }
}

/// Runs a task's nonisolated work on the main queue, where the main actor's stores live.
final class MainQueueTaskExecutor: TaskExecutor {
  static let shared = MainQueueTaskExecutor()

  func enqueue(_ job: consuming ExecutorJob) {
    let job = UnownedJob(job)
    DispatchQueue.main.async { job.runSynchronously(on: self.asUnownedTaskExecutor()) }
  }
}
