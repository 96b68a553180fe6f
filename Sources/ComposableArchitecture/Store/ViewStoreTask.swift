import Synchronization

/// The effects an action started: await them, or cancel them.
///
/// ```swift
/// let task = viewStore.send(.refresh)
/// await task.finish()
/// ```
///
/// Returned by ``ViewStore/send(_:)``; an action that started no long-running effect returns a
/// task that is already finished.
public struct ViewStoreTask: Hashable, Sendable {
  @usableFromInline let effects: PendingEffects?

  @usableFromInline
  init(effects: PendingEffects?) {
    self.effects = effects
  }

  /// Cancels the effects.
  public func cancel() {
    effects?.cancel()
  }

  /// Returns when the effects finish; cancelling the caller cancels them.
  public func finish() async {
    guard let effects else { return }
    await withTaskCancellationHandler {
      await effects.wait()
    } onCancel: {
      effects.cancel()
    }
  }

  /// Whether the effects were cancelled (or there were none).
  public var isCancelled: Bool {
    effects?.isCancelled ?? true
  }
}

/// The effects one send left running, as its ``ViewStoreTask`` awaits and cancels them.
///
/// It waits on the store's ``EffectTracker`` directly rather than through a Swift task: most
/// sends that start a long-living effect (a timer, a search) never have their task awaited, and
/// creating one cost more than the rest of the send.
@usableFromInline
final class PendingEffects: Hashable, Sendable {
  /// The effects' ids in the store's tracker. Most sends start one effect, kept without an array.
  private enum IDs {
    case one(Int)
    case many([Int])
  }

  private let ids: IDs
  private let tracker: EffectTracker
  private let cancelled = Atomic(false)

  /// The effects in `ids` that are still running; `nil` if none is.
  init?(ids: [Int], tracker: EffectTracker) {
    if ids.count == 1 {
      guard tracker.isRunning(ids[0]) else { return nil }
      self.ids = .one(ids[0])
    } else {
      let running = ids.filter(tracker.isRunning)
      guard !running.isEmpty else { return nil }
      self.ids = .many(running)
    }
    self.tracker = tracker
  }

  private var allIDs: [Int] {
    switch ids {
    case let .one(id): return [id]
    case let .many(ids): return ids
    }
  }

  var isCancelled: Bool {
    cancelled.load(ordering: .acquiring)
  }

  func cancel() {
    cancelled.store(true, ordering: .releasing)
    tracker.cancel(allIDs)
  }

  /// Returns when the effects have finished or been cancelled; cancelling the caller does not
  /// cancel them.
  func wait() async {
    await tracker.wait(for: allIDs)
  }

  @usableFromInline
  static func == (lhs: PendingEffects, rhs: PendingEffects) -> Bool {
    lhs === rhs
  }

  @usableFromInline
  func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(self))
  }
}
