/// Where a ``Binding`` reads and writes its value when it is not a pair of closures: a store's
/// field, which also knows how to make child bindings that keep the full key path.
///
/// ```swift
/// Binding(source: BindableActionBindingSource(viewStore: viewStore, keyPath: \.$displayName))
/// ```
///
/// A source of up to three words is held in the binding itself, so making a binding this way
/// allocates nothing; closures would each allocate their captures.
@usableFromInline
protocol BindingSource<Value> {
  associatedtype Value

  var value: Value { get }

  func set(_ value: Value, transaction: Transaction)

  /// The child binding for `keyPath`, or `nil` to fall back to writing the whole parent value.
  func child<Subject>(
    _ keyPath: WritableKeyPath<Value, Subject>, transaction: Transaction
  ) -> Binding<Subject>?
}

extension BindingSource {
  /// None: a child of a source that knows no better writes its whole parent value.
  @usableFromInline
  func child<Subject>(
    _ keyPath: WritableKeyPath<Value, Subject>, transaction: Transaction
  ) -> Binding<Subject>? {
    nil
  }
}
