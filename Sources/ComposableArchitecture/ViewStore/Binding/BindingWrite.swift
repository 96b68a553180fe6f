/// A view store's send of binding actions, specialized for the app's types.
///
/// ```swift
/// viewStore.$displayName.wrappedValue = "Blob"  // BindingWrite.send(\.$displayName, "Blob", …)
/// ```
///
/// Made by the view store's first `$field` binding (see ``ViewStore/bindableActionBinding(_:)``),
/// in code specialized for the app's types, so a write through any of its bindings makes and
/// sends the action without running generic code, which looked up the metadata of each generic
/// type it touched.
///
/// A class with a constant closure, so that a write calls it through an unretained reference
/// (see ``ViewStore/bindingWrite``): read from a variable, the closure's context was retained and
/// released on every write.
@usableFromInline
final class BindingWrite<State> {
  /// Sends the binding action that sets the `@BindableState` field at a key path to a value, with
  /// a transaction.
  @usableFromInline let send: (PartialKeyPath<State>, BindingValue, Transaction) -> Void

  @inlinable
  init(_ send: @escaping (PartialKeyPath<State>, BindingValue, Transaction) -> Void) {
    self.send = send
  }
}
