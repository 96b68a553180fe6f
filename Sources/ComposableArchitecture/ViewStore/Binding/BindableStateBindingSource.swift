/// A ``BindingSource`` for a view store's `@BindableState` field: its child bindings write their
/// own field with a binding action of the full key path.
///
/// ```swift
/// viewStore.$userSettings.enableHaptics  // sends .set(\.$userSettings.enableHaptics, …)
/// ```
@usableFromInline
protocol BindableStateBindingSource<Value>: BindingSource where Value: Equatable {
  associatedtype State

  var keyPath: WritableKeyPath<State, BindableState<Value>> { get }

  /// A binding to another field of the same store, sending the same kind of action.
  func binding<Field: Equatable>(
    to keyPath: WritableKeyPath<State, BindableState<Field>>
  ) -> Binding<Field>
}

extension BindableStateBindingSource {
  @usableFromInline
  func child<Subject>(
    _ childKeyPath: WritableKeyPath<Value, Subject>, transaction: Transaction
  ) -> Binding<Subject>? {
    // A binding action's value must be `Equatable`; a child that isn't falls back to the
    // default, which writes the whole parent value through the parent's own action.
    guard let equatable = Subject.self as? any Equatable.Type else { return nil }
    return child(childKeyPath, as: equatable, transaction: transaction)
  }

  private func child<Subject, EquatableSubject: Equatable>(
    _ childKeyPath: WritableKeyPath<Value, Subject>,
    as _: EquatableSubject.Type,
    transaction: Transaction
  ) -> Binding<Subject> {
    // `EquatableSubject` is `Subject`, only known to be `Equatable`; these casts can't fail.
    let childKeyPath = childKeyPath as! WritableKeyPath<Value, EquatableSubject>
    let fullKeyPath = keyPath.appending(
      path: \BindableState<Value>.[dynamicMember: childKeyPath]
    )
    return binding(to: fullKeyPath).transaction(transaction) as! Binding<Subject>
  }
}
