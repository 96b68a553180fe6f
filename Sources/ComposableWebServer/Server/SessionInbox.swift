import Dispatch
import NIOCore
import Synchronization

/// The messages of one connection on their way to its session: handled one at a time, in the
/// order they came, with at most `capacity` waiting.
///
/// ```swift
/// let inbox = SessionInbox(capacity: 128) { message, handled in
///   registry.deliver(message, for: token) { receipt in handled(next(after: receipt)) }
/// }
/// guard inbox.offer(text) else { return refuse() }  // full, or closed
/// inbox.close()                                      // the connection ended: the rest is dropped
/// ```
///
/// `deliver` hands a message to the session and calls `handled` once the session has handled
/// it, saying when the next one may go: at once, after a wait (a session over its work budget),
/// or never (the session ended). Reading the socket never waits for any of it.
///
/// ## Motivation
///
/// A message used to go through a stream to a processor task, which awaited the session's
/// executor: three thread wake-ups a message, and a task per connection. Here the reader hands
/// the message to the session's executor itself, and the executor hands on the next.
final class SessionInbox: Sendable {
  /// When the next message may go to the session.
  enum Next: Sendable, Equatable {
    case now
    case after(Duration)
    case never
  }

  private struct State: Sendable {
    var waiting = CircularBuffer<String>()
    /// Whether a message is with the session (or a wait is on) now.
    var isBusy = false
    var isClosed = false
  }

  let capacity: Int
  private let deliver: @Sendable (String, _ handled: @escaping @Sendable (Next) -> Void) -> Void
  private let state = Mutex(State())

  init(
    capacity: Int,
    deliver: @escaping @Sendable (String, _ handled: @escaping @Sendable (Next) -> Void) -> Void
  ) {
    self.capacity = max(1, capacity)
    self.deliver = deliver
  }

  /// Queues a message for the session; `false` when it is refused (full, or closed).
  func offer(_ message: String) -> Bool {
    let (isAccepted, startsNow) = state.withLock { state -> (Bool, Bool) in
      guard !state.isClosed, state.waiting.count < capacity else { return (false, false) }
      state.waiting.append(message)
      guard !state.isBusy else { return (true, false) }
      state.isBusy = true
      return (true, true)
    }
    if startsNow { deliverNext() }
    return isAccepted
  }

  /// Drops what waits and takes no more: the connection ended, or its session did.
  func close() {
    state.withLock { state in
      state.isClosed = true
      state.waiting.removeAll()
    }
  }

  var isClosed: Bool { state.withLock { $0.isClosed } }

  /// Whether a message waits; if none does, the inbox is idle from now on (one locked step, so a
  /// message offered meanwhile either is seen here or starts itself).
  private func hasMoreWaitingElseGoesIdle() -> Bool {
    state.withLock { state in
      guard state.isClosed || state.waiting.isEmpty else { return true }
      state.isBusy = false
      return false
    }
  }

  private func deliverNext() {
    let message = state.withLock { state -> String? in
      guard !state.isClosed, let message = state.waiting.popFirst() else {
        state.isBusy = false
        return nil
      }
      return message
    }
    guard let message else { return }
    deliver(message) { [self] next in
      switch next {
      case .now:
        // A person clicking leaves nothing waiting: the inbox goes idle here. Otherwise the next
        // message goes to the session's executor from here, behind the work it already has; a
        // session's turn ends after a few jobs, so one that is kept busy still lets the others
        // on its thread (its event loop's connections) have theirs.
        if hasMoreWaitingElseGoesIdle() { deliverNext() }
      case let .after(wait):
        DispatchQueue.global().asyncAfter(deadline: .now() + wait.timeInterval) {
          self.deliverNext()
        }
      case .never:
        close()
      }
    }
  }
}
