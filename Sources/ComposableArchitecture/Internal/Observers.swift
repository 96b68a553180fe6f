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
/// `notify` is inlinable so stores and view stores notify from specialized code.
@usableFromInline
struct Observers<Value> {
  @usableFromInline var observations: ContiguousArray<Observation<Value>> = []

  @usableFromInline
  init() {}

  @inlinable
  var isEmpty: Bool { observations.isEmpty }
  var count: Int { observations.count }

  mutating func add(_ callback: @escaping (Value) -> Void) -> Observation<Value> {
    let observation = Observation(callback)
    observations.append(observation)
    return observation
  }

  mutating func remove(_ observation: Observation<Value>) {
    observation.callback = nil
    if let index = observations.lastIndex(where: { $0 === observation }) {
      observations.remove(at: index)
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
