/// Compares the values behind two pointers to one type.
///
/// A function of raw pointers rather than of the values: its type mentions no generic parameter,
/// so it is called the same way from generic and from specialized code. A `(State, State) ->
/// Bool` made in generic code and called from a store specialized for the app's `State` went
/// through four reabstraction thunks per call, more than the comparison itself costs for a small
/// slice of state.
@usableFromInline
typealias RawEquality = (UnsafeRawPointer, UnsafeRawPointer) -> Bool

/// An equality test for values of type `Value` if it conforms to `Equatable` at runtime, else
/// `nil`.
///
/// Stores are generic over any state, but most states are `Equatable`; knowing that lets a scoped
/// store stop a change notification that does not reach its slice of state.
@usableFromInline
func runtimeEquality<Value>(_: Value.Type) -> RawEquality? {
  guard let equatable = Value.self as? any Equatable.Type else { return nil }
  return equality(as: equatable)
}

private func equality<E: Equatable>(as _: E.Type) -> RawEquality {
  { lhs, rhs in
    lhs.assumingMemoryBound(to: E.self).pointee == rhs.assumingMemoryBound(to: E.self).pointee
  }
}

/// Whether `lhs` and `rhs` are equal by `equality`, which must compare values of type `Value`.
@inlinable
func isEqual<Value>(_ lhs: Value, _ rhs: Value, by equality: RawEquality) -> Bool {
  withUnsafePointer(to: lhs) { lhs in
    withUnsafePointer(to: rhs) { rhs in equality(lhs, rhs) }
  }
}
