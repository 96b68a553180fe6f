extension ViewStore {
  /// A binding whose value comes from the state and whose writes send an action.
  ///
  /// ```swift
  /// TextField("Email", text: viewStore.binding(get: \.email, send: LoginAction.emailChanged))
  /// ```
  ///
  /// Inlinable, like ``send(_:)``, so each write sends through the store's specialized path.
  @inlinable
  public func binding<Value>(
    get: @escaping (State) -> Value,
    send valueToAction: @escaping (Value) -> Action
  ) -> Binding<Value> {
    Binding(source: StateActionBindingSource(viewStore: self, read: get, toAction: valueToAction))
  }

  /// A binding whose value comes from the state and whose every write sends the same action.
  ///
  /// ```swift
  /// .alert(isPresented: viewStore.binding(get: \.isAlertShown, send: .alertDismissed))
  /// ```
  @inlinable
  public func binding<Value>(
    get: @escaping (State) -> Value,
    send action: Action
  ) -> Binding<Value> {
    binding(get: get, send: { _ in action })
  }

  /// A binding to the whole state whose writes send an action.
  @inlinable
  public func binding(send valueToAction: @escaping (State) -> Action) -> Binding<State> {
    binding(get: { $0 }, send: valueToAction)
  }

  /// A binding to the whole state whose every write sends the same action.
  @inlinable
  public func binding(send action: Action) -> Binding<State> {
    binding(get: { $0 }, send: action)
  }
}
