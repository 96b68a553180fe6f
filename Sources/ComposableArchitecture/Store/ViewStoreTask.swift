/// The effects an action started: await them, or cancel them.
///
/// ```swift
/// let task = viewStore.send(.refresh)
/// await task.finish()
/// ```
///
/// Returned by ``ViewStore/send(_:)``; an action that started no long-running effect returns a
/// task that is already finished.
///
/// ## Motivation
///
/// Every send returns one, and most are dropped unused, so a task is two plain numbers — its
/// store's effect tracker, and the group of effects the send started there — that cost nothing
/// to make, copy or drop. A reference to the effects made every send release it, a tenth of the
/// cost of a send. The tracker is looked up only when the task is used.
public struct ViewStoreTask: Hashable, Sendable {
  /// The key of the store's ``EffectTracker`` among the trackers tasks can reach; 0 for a task
  /// with no effects.
  @usableFromInline let trackerKey: Int
  /// The group of effects in that tracker.
  @usableFromInline let group: Int

  @usableFromInline
  init(trackerKey: Int, group: Int) {
    self.trackerKey = trackerKey
    self.group = group
  }

  /// The task of a send that left no effect running.
  @inlinable
  static var finished: ViewStoreTask {
    ViewStoreTask(trackerKey: 0, group: 0)
  }

  /// Whether the send left effects running.
  var hasEffects: Bool {
    trackerKey != 0
  }

  /// The tracker of the effects, while their store is alive.
  private var tracker: EffectTracker? {
    hasEffects ? EffectTracker.registered(trackerKey) : nil
  }

  /// Cancels the effects.
  public func cancel() {
    tracker?.cancel(group: group)
  }

  /// Returns when the effects finish; cancelling the caller cancels them.
  public func finish() async {
    guard let tracker else { return }
    let group = group
    await withTaskCancellationHandler {
      await tracker.wait(forGroup: group)
    } onCancel: {
      tracker.cancel(group: group)
    }
  }

  /// Whether the effects were cancelled (or there were none, or their store is gone).
  public var isCancelled: Bool {
    tracker?.isCancelled(group: group) ?? true
  }

  /// Returns when the effects have finished or been cancelled; cancelling the caller does not
  /// cancel them.
  func waitForEffects() async {
    await tracker?.wait(forGroup: group)
  }
}
