import Foundation
import Synchronization

/// The effects a root store has running, each under a numeric id.
///
/// Effects complete and get cancelled on whatever thread their publisher uses, so all access is
/// locked. A ``ViewStoreTask`` waits here for the effects its action started, which form a
/// group: the running effects of one send, named by the first one's id.
final class EffectTracker: @unchecked Sendable {
  /// This tracker's key among the ``registered(_:)`` ones.
  let key: Int
  private let lock = NSLock()
  private let lastID = Atomic(0)
  private var running: [Int: EffectLifetime] = [:]
  /// The group of each running effect that is not the first of its group (whose id names it).
  private var groups: [Int: Int] = [:]
  /// The groups whose task was cancelled, kept while the store lives so the task reports it: a
  /// word for each task cancelled.
  private var cancelledGroups: Set<Int> = []
  private var waiters: [Int: [CheckedContinuation<Void, Never>]] = [:]
  /// Whether this tracker is among the ``registered(_:)`` ones: since the first send that left
  /// an effect running, until ``unregister()``.
  private var isRegistered = false

  init() {
    key = Self.lastKey.add(1, ordering: .relaxed).newValue
  }

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
      if !groups.isEmpty { groups[id] = nil }
      return waiters.isEmpty ? [] : waiters.removeValue(forKey: id) ?? []
    }
    for continuation in continuations { continuation.resume() }
  }

  var isEmpty: Bool {
    lock.withLock { running.isEmpty }
  }

  /// Groups the effects of a send that are still running, for its ``ViewStoreTask``.
  func task(grouping ids: ContiguousArray<Int>) -> ViewStoreTask {
    let group = lock.withLock { () -> Int? in
      var group: Int?
      for id in ids where running[id] != nil {
        if let group {
          groups[id] = group
        } else {
          group = id
        }
      }
      guard let group else { return nil }
      if !isRegistered {
        isRegistered = true
        Self.registry.withLock { $0[key] = self }
      }
      return group
    }
    guard let group else { return .finished }
    return ViewStoreTask(trackerKey: key, group: group)
  }

  /// The effects of a group that are still running.
  private func runningIDs(inGroup group: Int) -> [Int] {
    lock.withLock {
      var ids = running[group] == nil ? [] : [group]
      for (id, itsGroup) in groups where itsGroup == group { ids.append(id) }
      return ids.sorted()
    }
  }

  /// Cancels the effects of a group, and marks it cancelled.
  func cancel(group: Int) {
    let ids = runningIDs(inGroup: group)
    lock.withLock { _ = cancelledGroups.insert(group) }
    cancel(ids)
  }

  func isCancelled(group: Int) -> Bool {
    lock.withLock { cancelledGroups.contains(group) }
  }

  /// Returns once every effect of a group has finished or been cancelled.
  func wait(forGroup group: Int) async {
    await wait(for: runningIDs(inGroup: group))
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

  // MARK: - Trackers tasks can reach

  private static let lastKey = Atomic(0)
  /// The trackers of live stores that returned a task with effects, by key.
  private static let registry = Mutex<[Int: EffectTracker]>([:])

  /// The tracker registered under a key, while its store's runtime is alive.
  static func registered(_ key: Int) -> EffectTracker? {
    registry.withLock { $0[key] }
  }

  /// Makes the tracker unreachable from tasks, when its store's runtime goes away.
  func unregister() {
    let wasRegistered = lock.withLock { isRegistered }
    guard wasRegistered else { return }
    _ = Self.registry.withLock { $0.removeValue(forKey: key) }
  }
}
