/// Derives child bindings of a `@BindableState` binding that extend its key path, so
/// `viewStore.$userSettings.enableHaptics` sends `.set(\.$userSettings.enableHaptics, …)` rather
/// than a write of the whole `userSettings` value.
struct BindableStateChildDeriver<State, Action, Value>: BindingChildDeriving {
  let viewStore: ViewStore<State, Action>
  let keyPath: WritableKeyPath<State, BindableState<Value>>
  let toAction: (BindingAction<State>) -> Action

  func child<Subject>(
    _ childKeyPath: WritableKeyPath<Value, Subject>,
    of parent: Binding<Value>
  ) -> Binding<Subject>? {
    // A binding action's value must be `Equatable`; a child that isn't falls back to the
    // default, which writes the whole parent value through the parent's own action.
    guard let equatable = Subject.self as? any Equatable.Type else { return nil }
    return child(childKeyPath, as: equatable, transaction: parent.transaction)
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
    let binding = viewStore.binding(keyPath: fullKeyPath, send: toAction)
      .transaction(transaction)
    return binding as! Binding<Subject>
  }
}
