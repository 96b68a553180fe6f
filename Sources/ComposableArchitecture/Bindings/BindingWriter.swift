/// How a ``BindingAction`` writes its value into a root, and names its key path for dumps.
///
/// ```swift
/// BindingAction.set(\.$displayName, "Blob").writer  // .field(BindableStateField<…, String>.self)
/// ```
///
/// An action made by ``BindingAction/set(_:_:)`` holds its key path and value already, type-erased;
/// a ``BindingField`` type knows their types back, so the action needs no closure (no allocation).
/// A pulled back action writes through its child's, so it keeps closures.
enum BindingWriter<Root> {
  case field(any BindingField<Root>.Type)
  case closures(set: (inout Root) -> Void, describeKeyPath: () -> KeyPathDescription)
}
