/// How a view store tells a new state from the one it has: states it calls duplicates are no
/// change.
///
/// A view store's callback is generic over its check, so the common one, `==` on `Equatable`
/// state, is inlined into the code the store runs on every change.
@usableFromInline
protocol DuplicateCheck<Value> {
  associatedtype Value
  func isDuplicate(_ current: Value, _ new: Value) -> Bool
}

/// Equal states are duplicates: `ViewStore(store)` for `Equatable` state.
@usableFromInline
struct EqualStates<Value: Equatable>: DuplicateCheck {
  @inlinable
  init() {}

  @inlinable
  func isDuplicate(_ current: Value, _ new: Value) -> Bool {
    current == new
  }
}

/// States a function calls duplicates are: `ViewStore(store, removeDuplicates:)`.
@usableFromInline
struct DuplicatePredicate<Value>: DuplicateCheck {
  @usableFromInline let predicate: (Value, Value) -> Bool

  @inlinable
  init(_ predicate: @escaping (Value, Value) -> Bool) {
    self.predicate = predicate
  }

  @inlinable
  func isDuplicate(_ current: Value, _ new: Value) -> Bool {
    predicate(current, new)
  }
}
