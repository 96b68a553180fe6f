/// A value derived from a view store's state, written by sending an action:
/// `viewStore.binding(get:send:)`.
///
/// ```swift
/// Binding(source: StateActionBindingSource(viewStore: viewStore, read: \.email, toAction: LoginAction.emailChanged))
/// ```
///
/// The two functions are held as they were given, so making the binding allocates only the
/// source's box (five words, more than an existential holds inline), where a getter and a
/// setter closure capturing them allocated one context each.
@usableFromInline
struct StateActionBindingSource<State, Action, Value>: BindingSource {
  let viewStore: ViewStore<State, Action>
  let read: (State) -> Value
  let toAction: (Value) -> Action

  @usableFromInline
  init(
    viewStore: ViewStore<State, Action>,
    read: @escaping (State) -> Value,
    toAction: @escaping (Value) -> Action
  ) {
    self.viewStore = viewStore
    self.read = read
    self.toAction = toAction
  }

  @usableFromInline
  var value: Value { read(viewStore.state) }

  @usableFromInline
  func set(_ value: Value, transaction: Transaction) {
    withBindingTransaction(transaction) { _ = viewStore.send(toAction(value)) }
  }
}
