/// Any writable field, written by the deprecated unsafe ``BindingAction/set(_:_:)-(WritableKeyPath<Root,Value>,Value)``.
///
/// ```swift
/// BindingAction.set(\.displayName, "Blob")  // writes through PlainField<State, String>
/// ```
enum PlainField<Root, Value: Equatable>: BindingField {
  static func write(_ value: any Equatable, at keyPath: PartialKeyPath<Root>, into root: inout Root) {
    // The unsafe `set(_:_:)` made the action from a key path and a value of exactly these types.
    root[keyPath: unsafeDowncast(keyPath, to: WritableKeyPath<Root, Value>.self)] = value as! Value
  }

  static func describe(_ keyPath: PartialKeyPath<Root>) -> KeyPathDescription {
    KeyPathDescription(keyPath)
  }
}
