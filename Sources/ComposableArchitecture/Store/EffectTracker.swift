import Foundation
import Synchronization

/// The effects a root store has running, each under a numeric id.
///
/// Effects complete and get cancelled on whatever thread their publisher uses, so all access is
/// locked. A ``ViewStoreTask`` waits here for the effects its action started.
final class EffectTracker: @unchecked Sendable {
  private let lock = NSLock()
  private let lastID = Atomic(0)
  private var running: [Int: EffectLifetime] = [:]
  private var waiters: [Int: [CheckedContinuation<Void, Never>]] = [:]

  /// Makes an id for an effect, not tracked yet.
  func makeID() -> Int {
    lastID.add(1, ordering: .relaxed).newValue
  }

  /// Tracks an effect under an id from ``makeID()``.
  func begin(_ id: Int, _ effect: EffectLifetime) {
    lock.withLock { running[id] = effect }
  }

  /// Marks an effect finished and wakes whoever waits for it.
  func finish(_ id: Int) {
    let continuations = lock.withLock { () -> [CheckedContinuation<Void, Never>] in
      running[id] = nil
      return waiters.isEmpty ? [] : waiters.removeValue(forKey: id) ?? []
    }
    for continuation in continuations { continuation.resume() }
  }

  func isRunning(_ id: Int) -> Bool {
    lock.withLock { running[id] != nil }
  }

  var isEmpty: Bool {
    lock.withLock { running.isEmpty }
  }

  /// Cancels the given effects; cancelled effects count as finished.
  func cancel(_ ids: [Int]) {
    let effects = lock.withLock { ids.compactMap { running[$0] } }
    for effect in effects { effect.cancel() }
    for id in ids { finish(id) }
  }

  /// Cancels every running effect.
  func cancelAll() {
    let ids = lock.withLock { Array(running.keys) }
    cancel(ids.sorted())
  }

  /// Returns once every given effect has finished or been cancelled.
  func wait(for ids: [Int]) async {
    for id in ids {
      await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
        let isDone = lock.withLock { () -> Bool in
          guard running[id] != nil else { return true }
          waiters[id, default: []].append(continuation)
          return false
        }
        if isDone { continuation.resume() }
      }
    }
  }
}

