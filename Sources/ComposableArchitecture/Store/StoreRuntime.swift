import Foundation
import IssueReporting

/// What a root store and all the stores scoped from it share: the thread (or serial executor)
/// they live on, the version of the state, the effects in flight and the cancellation ids.
@usableFromInline
final class StoreRuntime {
  /// The thread that created the root store; all sends must happen on it.
  @usableFromInline let homeThread = pthread_self()
  /// Whether the root store was created on the main queue, the main actor's executor.
  ///
  /// After `dispatch_main()` — which an async `main` calls, and so does `swift test` on Linux —
  /// worker threads take turns draining the main queue, so a store made on the main actor is at
  /// home on whichever thread runs the main queue, not just on the one that created it.
  let isMainQueueStore = MainQueue.isCurrent
  /// The serial executor the root store was created on, when it was not the main actor: the
  /// store is at home on whichever thread runs that executor's turn, and effect output arriving
  /// elsewhere is handed to it.
  let homeExecutor = StoreExecutor.current
  /// Bumped each time the root reducer finishes a batch of actions, so scoped stores that are
  /// not observed can tell whether their cached state is stale.
  ///
  /// Like a store's fields, these are only touched on the store's thread, by code that never
  /// overlaps two accesses, so they skip the runtime's dynamic exclusivity checks.
  @exclusivity(unchecked) @usableFromInline var version: UInt = 0
  /// Whether the root reducer is running; sends made meanwhile are queued.
  @exclusivity(unchecked) @usableFromInline var isSending = false
  let effects = EffectTracker()
  @usableFromInline let cancellationScope = CancellationScope()
  /// Whether sends from other threads are reported; off for ``Store/unchecked(initialState:reducer:environment:)``.
  let checksThread: Bool

  @usableFromInline
  init(checksThread: Bool = true) {
    self.checksThread = checksThread
  }

  deinit {
    effects.unregister()
  }

  /// Reports a send that arrived off the store's thread; async effect output delivered on the
  /// main actor is expected and accepted for stores that live there.
  @inlinable
  func checkThread<Action>(_ action: borrowing Action) {
    // `pthread_t` is a plain integer or pointer on the platforms this runs on, where
    // `pthread_equal` compares it with `==`; comparing here saves a call on every send.
    if homeThread != pthread_self() {
      // Boxed here, on the rare path: a generic call needs the action in memory, and the
      // compiler then spilled it on every send.
      reportWrongThread(copy action as Any)
    }
  }

  @usableFromInline
  func reportWrongThread(_ action: Any) {
    guard checksThread else { return }
    if isMainQueueStore, MainQueue.isCurrent { return }
    if let homeExecutor {
      guard !homeExecutor.isCurrent else { return }
    } else {
      guard !MainActorDelivery.isDelivering else { return }
    }
    reportLibraryIssue(
      """
      A store received an action on a thread other than the one that created it.

        Action:
          \(debugCaseOutput(action))

      A store and everything scoped from it must be used on one thread: the main thread in an \
      app, the test's thread in a test, the session's executor on a live server. Deliver effect \
      output on that thread, for example with ".receive(on: mainQueue)".
      """
    )
  }
}

/// Tells whether code runs on the main queue, whichever thread drains it.
enum MainQueue {
  private static let key: DispatchSpecificKey<Bool> = {
    let key = DispatchSpecificKey<Bool>()
    DispatchQueue.main.setSpecific(key: key, value: true)
    return key
  }()

  static var isCurrent: Bool {
    DispatchQueue.getSpecific(key: key) == true
  }
}
