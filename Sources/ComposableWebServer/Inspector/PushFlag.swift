import Synchronization

/// Whether a push of a session's changes to the inspector is already scheduled: a recorder
/// reports every action, and the first report of a burst schedules the one push.
///
/// ```swift
/// if flag.claim() { Task { @MainActor in flag.release(); push() } }
/// ```
final class PushFlag: Sendable {
  private let isScheduled = Atomic(false)

  /// Returns `true` for the caller that should schedule the push.
  func claim() -> Bool {
    !isScheduled.exchange(true, ordering: .acquiringAndReleasing)
  }

  /// Lets the next change schedule a push again; called as the push starts.
  func release() {
    isScheduled.store(false, ordering: .releasing)
  }
}
