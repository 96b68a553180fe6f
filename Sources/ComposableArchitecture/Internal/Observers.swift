/// A registration in an ``Observers`` list; inert once removed.
@usableFromInline
final class Observation<Value> {
  /// Unchecked for exclusivity, like the stores' fields: read once per notification on the
  /// store's thread, and never overlapping its own removal.
  @exclusivity(unchecked) @usableFromInline fileprivate(set) var callback: ((Value) -> Void)?

  fileprivate init(_ callback: @escaping (Value) -> Void) {
    self.callback = callback
  }
}

/// The callbacks a store or view store runs after its state changes, in registration order.
///
/// Removing an observation deactivates it at once, so a notification already iterating a
/// snapshot of the list skips it: an observer released by an earlier callback is never called.
///
/// Removal is amortized O(1), so tearing down a list of 10 000 rows doesn't take quadratic
/// time: a removed observation stays in the list, inactive, until inactive ones make up half of
/// it, and then one pass drops them all, keeping the order of the rest.
///
/// `notify` is inlinable so stores and view stores notify from specialized code.
@usableFromInline
struct Observers<Value> {
  @usableFromInline var observations: ContiguousArray<Observation<Value>> = []
  @usableFromInline var inactiveCount = 0

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
    guard observation.callback != nil else { return }
    observation.callback = nil
    inactiveCount += 1
    if inactiveCount * 2 >= observations.count {
      observations.removeAll { $0.callback == nil }
      inactiveCount = 0
    }
  }

  /// Calls every active observer; safe against observers added or removed while it runs.
  @inlinable
  func notify(_ value: Value) {
    for observation in observations {
      observation.callback?(value)
    }
  }
}
