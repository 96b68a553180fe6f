/// A registration in an ``Observers`` list; inert once removed.
@usableFromInline
final class Observation<Value> {
  /// Constant, so a notification calls it without retaining its context: loading a closure from
  /// a variable field retained and released it once per observer per change. So a removed
  /// observation keeps its callback until the observation itself goes, when its list next drops
  /// removed entries (see ``Observers``).
  @usableFromInline let callback: (Value) -> Void
  /// Unchecked for exclusivity, like the stores' fields: read once per notification on the
  /// store's thread, and never overlapping its own removal.
  @exclusivity(unchecked) @usableFromInline fileprivate(set) var isActive = true

  fileprivate init(_ callback: @escaping (Value) -> Void) {
    self.callback = callback
  }
}

/// The callbacks a store or view store runs after its state changes, in registration order.
///
/// Removing an observation deactivates it at once, so a notification under way skips it: an
/// observer released by an earlier callback is never called. Observers added during a
/// notification are first called on the next one.
///
/// Removal is amortized O(1), so tearing down a list of 10 000 rows doesn't take quadratic
/// time: a removed observation stays in the list, inactive, until inactive ones make up half of
/// it, and then one pass drops them all, keeping the order of the rest. The pass waits for a
/// store's notifications of its list to end: they read the list in place (see
/// `Store.publish()`).
@usableFromInline
struct Observers<Value> {
  @usableFromInline var observations: ContiguousArray<Observation<Value>> = []
  @usableFromInline var inactiveCount = 0
  /// How many notifications of this list its store is running in place: more than one when an
  /// observer reacts by sending an action, whose change is handed out before the first one ends.
  @usableFromInline var notifyingDepth = 0

  @usableFromInline
  init() {}

  @inlinable
  var isEmpty: Bool { observations.count == inactiveCount }
  var count: Int { observations.count - inactiveCount }

  mutating func add(_ callback: @escaping (Value) -> Void) -> Observation<Value> {
    let observation = Observation(callback)
    observations.append(observation)
    return observation
  }

  mutating func remove(_ observation: Observation<Value>) {
    guard observation.isActive else { return }
    observation.isActive = false
    inactiveCount += 1
    dropRemovedIfNeeded()
  }

  /// Drops the removed observations once they make up half the list, unless a notification is
  /// reading it.
  @usableFromInline
  mutating func dropRemovedIfNeeded() {
    guard notifyingDepth == 0, inactiveCount > 0, inactiveCount * 2 >= observations.count
    else { return }
    if inactiveCount == observations.count {
      // Every observer gone, typically the only one: in code not specialized for `Value`,
      // filtering the list cost a generic `removeAll(where:)` and its metadata lookups.
      observations = []
    } else {
      observations.removeAll { !$0.isActive }
    }
    inactiveCount = 0
  }

  /// Calls every active observer, from a copy of the list: safe against observers added or
  /// removed while it runs, and against its owner going away meanwhile (a view store released
  /// by one of its own observers, or on another thread once an observer lets it go).
  ///
  /// A store notifies its list in place instead (`Store.publish()`), which copies nothing.
  @inlinable
  func notify(_ value: Value) {
    for observation in observations where observation.isActive {
      observation.callback(value)
    }
  }
}
