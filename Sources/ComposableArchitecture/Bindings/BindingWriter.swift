/// How a ``BindingAction`` writes its value into a root, and names its key path for dumps.
///
/// ```swift
/// BindingAction.set(\.$displayName, "Blob").writer  // .keyPath(.bindableState)
/// ```
///
/// An action made by ``BindingAction/set(_:_:)`` holds its key path and value already, type-erased,
/// and the value's own type is the field's: opening the value recovers both types, so the action
/// needs neither a closure (an allocation) nor a type of its own (a metadata lookup per action).
/// A pulled back action writes through its child's, so it keeps closures, in a box: one word, so
/// every action enum carrying a binding action stays small to move.
@usableFromInline
enum BindingWriter<Root> {
  /// Writes the value at the action's key path.
  case keyPath(KeyPathTarget)
  case closures(Closures)

  /// What a binding action's key path leads to.
  @usableFromInline
  enum KeyPathTarget {
    /// A `BindableState` of the value's type: the action sets its wrapped value.
    case bindableState
    /// A field of the value's type, for the deprecated unsafe
    /// ``BindingAction/set(_:_:)-(WritableKeyPath<Root,Value>,Value)``.
    case plainField
  }

  /// The closures of a pulled back action.
  @usableFromInline
  final class Closures {
    let set: (inout Root) -> Void
    let describeKeyPath: () -> KeyPathDescription

    init(set: @escaping (inout Root) -> Void, describeKeyPath: @escaping () -> KeyPathDescription) {
      self.set = set
      self.describeKeyPath = describeKeyPath
    }
  }
}
