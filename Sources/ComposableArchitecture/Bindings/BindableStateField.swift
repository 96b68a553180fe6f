/// A `@BindableState` field written by ``BindingAction/set(_:_:)``.
///
/// ```swift
/// BindingAction.set(\.$displayName, "Blob")  // writes through BindableStateField<State, String>
/// ```
enum BindableStateField<Root, Value: Equatable>: BindingField {
  static func write(_ value: any Equatable, at keyPath: PartialKeyPath<Root>, into root: inout Root) {
    // `set(_:_:)` made the action from a key path and a value of exactly these types.
    let keyPath = unsafeDowncast(keyPath, to: WritableKeyPath<Root, BindableState<Value>>.self)
    let value = value as! Value
    KeyPathLearning.learn(keyPath, on: root, writing: value)
    root[keyPath: keyPath].wrappedValue = value
  }

  static func describe(_ keyPath: PartialKeyPath<Root>) -> KeyPathDescription {
    KeyPathDescription(keyPath)
  }
}
