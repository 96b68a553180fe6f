/// What a ``Binding`` reads and writes through: the closures it was made with, or a source.
///
/// ```swift
/// Binding(get: { count }, set: { count = $0 })  // .closures
/// viewStore.$count                              // .source(BindableActionBindingSource …)
/// ```
@usableFromInline
enum BindingStorage<Value> {
  case closures(get: () -> Value, set: (Value, Transaction) -> Void)
  case source(any BindingSource<Value>)
}
