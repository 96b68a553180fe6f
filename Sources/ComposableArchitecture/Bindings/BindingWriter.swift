/// How a ``BindingAction`` writes its value into a root, and names its key path for dumps.
///
/// ```swift
/// BindingAction.set(\.$displayName, "Blob").writer  // .bindableState
/// ```
///
/// An action made by ``BindingAction/set(_:_:)`` holds its key path and value already, type-erased,
/// and the value's own type is the field's: opening the value recovers both types, so the action
/// needs neither a closure (an allocation) nor a type of its own (a metadata lookup per action).
/// A pulled back action writes through its child's, so it keeps closures.
@usableFromInline
enum BindingWriter<Root> {
  /// Writes the value into the `BindableState` at the key path.
  case bindableState
  /// Writes the value at the key path, for the deprecated unsafe
  /// ``BindingAction/set(_:_:)-(WritableKeyPath<Root,Value>,Value)``.
  case plainField
  case closures(set: (inout Root) -> Void, describeKeyPath: () -> KeyPathDescription)
}
