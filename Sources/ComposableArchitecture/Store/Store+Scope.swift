extension Store {
  /// A store for a part of this store's state and a subset of its actions, for a child view.
  ///
  /// ```swift
  /// CounterView(
  ///   store: store.scope(state: \.counter, action: AppAction.counter)
  /// )
  /// ```
  ///
  /// The scoped store sends straight toward the root reducer, so sending through a deeply scoped
  /// store costs about the same as sending to the root. It re-derives its state only when
  /// something observes it or reads it after a change.
  public func scope<LocalState, LocalAction>(
    state toLocalState: @escaping (State) -> LocalState,
    action fromLocalAction: @escaping (LocalAction) -> Action
  ) -> Store<LocalState, LocalAction> {
    Store<LocalState, LocalAction>(parent: self, state: toLocalState, action: fromLocalAction)
  }

  /// A store for a part of this store's state, with the same actions.
  public func scope<LocalState>(
    state toLocalState: @escaping (State) -> LocalState
  ) -> Store<LocalState, Action> {
    scope(state: toLocalState, action: { $0 })
  }

  /// A store that sends this store's actions and exposes no state, for views that only send.
  public var stateless: Store<Void, Action> {
    scope(state: { _ in () })
  }

  /// A store that exposes this store's state and sends no actions, for views that only read.
  public var actionless: Store<State, Never> {
    scope(state: { $0 }, action: absurd)
  }
}

/// Turns an action that cannot exist into any other.
private func absurd<Action>(_ never: Never) -> Action {}
