/// A view store's `@BindableState` field, written by sending the action's own binding case:
/// `viewStore.$displayName`, `viewStore.binding(\.$displayName)`.
///
/// ```swift
/// Binding(source: BindableActionBindingSource(viewStore: viewStore, keyPath: \.$displayName))
/// ```
///
/// Two words, held in the binding itself: a binding made this way allocates nothing.
@usableFromInline
struct BindableActionBindingSource<State, Action: BindableAction, Value: Equatable>:
  BindableStateBindingSource
where Action.State == State {
  let viewStore: ViewStore<State, Action>
  @usableFromInline let keyPath: WritableKeyPath<State, BindableState<Value>>

  @usableFromInline
  init(viewStore: ViewStore<State, Action>, keyPath: WritableKeyPath<State, BindableState<Value>>) {
    self.viewStore = viewStore
    self.keyPath = keyPath
  }

  @usableFromInline
  var value: Value { viewStore.state[keyPath: keyPath].wrappedValue }

  @usableFromInline
  func set(_ value: Value, transaction: Transaction) {
    // The view store's specialized write, left by the code that made this binding; a source made
    // any other way sends the generic way.
    if let write = viewStore.bindingWrite {
      // The view store keeps it, and this source keeps the view store.
      write._withUnsafeGuaranteedRef { $0.send(keyPath, BindingValue(value), transaction) }
    } else {
      withBindingTransaction(transaction) { _ = viewStore.send(.binding(.set(keyPath, value))) }
    }
  }

  @usableFromInline
  func binding<Field: Equatable>(
    to keyPath: WritableKeyPath<State, BindableState<Field>>
  ) -> Binding<Field> {
    viewStore.binding(keyPath)
  }
}
