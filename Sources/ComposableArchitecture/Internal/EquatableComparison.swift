/// An equality test for `Value` if it conforms to `Equatable` at runtime, else `nil`.
///
/// Stores are generic over any state, but most states are `Equatable`; knowing that lets a scoped
/// store stop a change notification that does not reach its slice of state.
func runtimeEquality<Value>(_: Value.Type) -> ((Value, Value) -> Bool)? {
  guard let equatable = Value.self as? any Equatable.Type else { return nil }
  return equality(as: equatable)
}

private func equality<Value, E: Equatable>(as _: E.Type) -> (Value, Value) -> Bool {
  { lhs, rhs in
    // `Value` is `E` here: view both through `E` without a dynamic cast.
    withUnsafePointer(to: lhs) { lhs in
      withUnsafePointer(to: rhs) { rhs in
        UnsafeRawPointer(lhs).assumingMemoryBound(to: E.self).pointee
          == UnsafeRawPointer(rhs).assumingMemoryBound(to: E.self).pointee
      }
    }
  }
}
