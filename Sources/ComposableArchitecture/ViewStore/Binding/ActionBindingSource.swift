/// A view store's `@BindableState` field, written by sending the binding action a function makes:
/// `viewStore.binding(keyPath: \.$displayName, send: SettingsAction.binding)`.
///
/// ```swift
/// Binding(source: ActionBindingSource(viewStore: viewStore, keyPath: \.$name, toAction: Action.form))
/// ```
struct ActionBindingSource<State, Action, Value: Equatable>: BindableStateBindingSource {
  let viewStore: ViewStore<State, Action>
  @usableFromInline let keyPath: WritableKeyPath<State, BindableState<Value>>
  let toAction: (BindingAction<State>) -> Action

  @usableFromInline
  var value: Value { viewStore.state[keyPath: keyPath].wrappedValue }

  @usableFromInline
  func set(_ value: Value, transaction: Transaction) {
    withBindingTransaction(transaction) { _ = viewStore.send(toAction(.set(keyPath, value))) }
  }

  @usableFromInline
  func binding<Field: Equatable>(
    to keyPath: WritableKeyPath<State, BindableState<Field>>
  ) -> Binding<Field> {
    viewStore.binding(keyPath: keyPath, send: toAction)
  }
}
