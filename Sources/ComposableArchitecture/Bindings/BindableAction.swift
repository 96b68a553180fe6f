/// An action that can carry a ``BindingAction`` for its feature's state.
///
/// An enum with a `binding` case conforms with no code, because the case is its own constructor:
///
/// ```swift
/// enum SettingsAction: BindableAction {
///   case binding(BindingAction<SettingsState>)
///   case resetButtonTapped
/// }
/// ```
///
/// Conforming unlocks ``Reducer/binding()`` and the view store's `viewStore.$field` bindings,
/// which know how to wrap a binding action without being told.
public protocol BindableAction {
  /// The feature state the binding actions write.
  associatedtype State

  /// Embeds a binding action in this action type.
  static func binding(_ action: BindingAction<State>) -> Self
}

extension BindableAction {
  /// An action that sets a `@BindableState` field, wrapped in this action's `binding` case.
  ///
  /// Shorthand for `.binding(.set(keyPath, value))`, the way tests send and receive them:
  ///
  /// ```swift
  /// store.send(.set(\.$displayName, "Blob")) {
  ///   $0.displayName = "Blob"
  /// }
  /// ```
  public static func set<Value: Equatable>(
    _ keyPath: WritableKeyPath<State, BindableState<Value>>,
    _ value: Value
  ) -> Self {
    binding(.set(keyPath, value))
  }
}
