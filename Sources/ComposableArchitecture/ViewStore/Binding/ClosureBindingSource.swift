/// A binding made from a getter and a setter: `Binding(get:set:)`.
///
/// ```swift
/// Binding(get: { count }, set: { count = $0 })
/// ```
///
/// Four words, more than a ``BindingSource`` existential holds inline, so making a binding this
/// way boxes them once; the sources a view store makes fit and allocate nothing.
struct ClosureBindingSource<Value>: BindingSource {
  let read: () -> Value
  let write: (Value, Transaction) -> Void

  var value: Value { read() }

  func set(_ value: Value, transaction: Transaction) {
    write(value, transaction)
  }
}
