/// Two binding actions are equal when they write the same field with equal values.
extension BindingAction: Equatable {
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.keyPath == rhs.keyPath && isEqual(lhs.value, rhs.value)
  }
}

/// Compares a value of a known `Equatable` type with a type-erased one; values of different types
/// are unequal.
private func isEqual<Value: Equatable>(_ lhs: Value, _ rhs: any Equatable) -> Bool {
  guard let rhs = rhs as? Value else { return false }
  return lhs == rhs
}
