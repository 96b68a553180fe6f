import Foundation
import Synchronization

/// An effect a store started, from its start to its end: `Effect.run` work it called, or a
/// publisher it subscribed to.
///
/// Meanwhile the effect is tracked by the store's ``EffectTracker`` and registered under its
/// cancellation id, and whichever ends it — its own completion, a cancel by id, the store
/// cancelling its effects — ends both. Work cancelled before it exists is cancelled as soon as it
/// is attached. Work that completed is not cancelled, though an `AnyCancellable` it returned
/// still cancels itself when released, as it does anywhere.
///
/// Not generic, so that this bookkeeping runs as plain code; ``RunningEffect`` adds the way to
/// the store.
///
/// Thread-safe: the work may send, complete and be cancelled from any thread.
class EffectLifetime: @unchecked Sendable {
  private enum Phase {
    /// The work is being started, and what cancels it is not attached yet.
    case starting
    case running(Work)
    case completed
    case cancelled
  }

  /// What cancels the work. The work's cancel may be called from any thread, as a publisher's
  /// is: that is the contract of effect work, which the compiler can't see.
  private struct Work: @unchecked Sendable {
    let cancellable: any Cancellable
  }

  private let phase = Mutex(Phase.starting)
  let homeExecutor: StoreExecutor?
  private let effects: EffectTracker
  /// The effect's id in the store's ``EffectTracker``.
  let trackerID: Int
  private let scope: CancellationScope
  private let cancellationID: CancellationID?
  /// Removes the registration under ``cancellationID``. Set once, before the work starts, but
  /// a cancel by id may already run on another thread.
  private let token = Atomic(0)

  /// Starts tracking the effect in the store, and registers it under `cancellationID`, if any.
  init(runtime: StoreRuntime, cancellationID: CancellationID?) {
    self.homeExecutor = runtime.homeExecutor
    self.effects = runtime.effects
    self.trackerID = effects.makeID()
    self.scope = runtime.cancellationScope
    self.cancellationID = cancellationID
    effects.begin(trackerID, self)
    if let cancellationID {
      token.store(scope.insert(id: cancellationID, self), ordering: .releasing)
    }
  }

  /// The token of the effect's registration under its cancellation id; 0 without one.
  final var cancellationToken: Int {
    token.load(ordering: .acquiring)
  }

  /// Whether the effect neither completed nor was cancelled.
  final var isLive: Bool {
    phase.withLock { phase in
      switch phase {
      case .starting, .running: return true
      case .completed, .cancelled: return false
      }
    }
  }

  /// Keeps what cancels the work, or cancels it now if the effect was cancelled meanwhile.
  final func attach(_ cancellable: any Cancellable) {
    let cancelsNow = phase.withLock { phase -> Bool in
      switch phase {
      case .starting:
        phase = .running(Work(cancellable: cancellable))
        return false
      case .running, .completed:
        return false
      case .cancelled:
        return true
      }
    }
    if cancelsNow { cancellable.cancel() }
  }

  /// Ends the effect as the work completed it.
  final func complete() {
    let ends = phase.withLock { phase -> Bool in
      switch phase {
      case .starting, .running:
        phase = .completed
        return true
      case .completed, .cancelled:
        return false
      }
    }
    guard ends else { return }
    // After the actions it sent, which go through the executor too.
    if let homeExecutor {
      homeExecutor.deliver { self.end() }
    } else {
      end()
    }
  }

  /// Cancels the work and ends the effect.
  final func cancel() {
    cancel(isRegistered: true)
  }

  /// Cancels the work and ends the effect, for the scope that just removed it from its id.
  final func cancelByID() {
    cancel(isRegistered: false)
  }

  private func cancel(isRegistered: Bool) {
    let cancellable = phase.withLock { phase -> (any Cancellable)?? in
      switch phase {
      case .starting:
        phase = .cancelled
        return .some(nil)
      case let .running(work):
        phase = .cancelled
        return work.cancellable
      case .completed, .cancelled:
        return nil
      }
    }
    guard let cancellable else { return }
    cancellable?.cancel()
    end(isRegistered: isRegistered)
  }

  private func end(isRegistered: Bool = true) {
    if isRegistered, let cancellationID {
      scope.remove(id: cancellationID, token: token.load(ordering: .acquiring))
    }
    effects.finish(trackerID)
  }
}

/// An ``EffectLifetime`` whose actions go to a store: until the effect completes or is cancelled,
/// on the store's executor if it has one.
final class RunningEffect<State, Action>: EffectLifetime, @unchecked Sendable {
  private weak var store: Store<State, Action>?

  init(store: Store<State, Action>, cancellationID: CancellationID?) {
    self.store = store
    super.init(runtime: store.runtime, cancellationID: cancellationID)
  }

  func send(_ action: Action) {
    guard isLive else { return }
    if let homeExecutor {
      homeExecutor.deliver { [weak store] in _ = store?.send(action) }
    } else {
      _ = store?.send(action)
    }
  }
}
