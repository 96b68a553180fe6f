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
  /// store costs about the same as sending to the root: the root's reducer plus the action
  /// transforms. It re-derives its state only when something observes it or reads it after a
  /// change.
  @inlinable
  public func scope<LocalState, LocalAction>(
    state toLocalState: @escaping (State) -> LocalState,
    action fromLocalAction: @escaping (LocalAction) -> Action
  ) -> Store<LocalState, LocalAction> {
    Store<LocalState, LocalAction>(
      parent: self,
      state: toLocalState,
      sendToRoot: makeSendToRoot(fromLocalAction)
    )
  }

  /// A store for a part of this store's state, with the same actions.
  ///
  /// It sends exactly as this store does, so sending through a chain of these costs the same
  /// as sending to the first.
  @inlinable
  public func scope<LocalState>(
    state toLocalState: @escaping (State) -> LocalState
  ) -> Store<LocalState, Action> {
    Store<LocalState, Action>(parent: self, state: toLocalState, sendToRoot: makeSendToRoot())
  }

  /// ``scope(state:action:)`` with a key path: `store.scope(state: \.counter, action: …)`.
  ///
  /// The key path is read without the key-path runtime when it is a stored property or an
  /// element of a stored array (see `KeyPathProjection`): a scoped store derives its state
  /// after every change of its parent.
  @inlinable
  public func scope<LocalState, LocalAction>(
    state toLocalState: KeyPath<State, LocalState>,
    action fromLocalAction: @escaping (LocalAction) -> Action
  ) -> Store<LocalState, LocalAction> {
    scope(
      state: projection(toLocalState, verifyingWith: currentState), action: fromLocalAction)
  }

  /// ``scope(state:)`` with a key path: `store.scope(state: \.rows[index])`.
  @inlinable
  public func scope<LocalState>(
    state toLocalState: KeyPath<State, LocalState>
  ) -> Store<LocalState, Action> {
    scope(state: projection(toLocalState, verifyingWith: currentState))
  }

  /// A store that sends this store's actions and exposes no state, for views that only send.
  ///
  /// Inlinable like ``scope(state:)-(KeyPath<State,LocalState>)``, so `ViewStore(store.stateless).send(…)` — the 2021 idiom
  /// for views that only send — runs specialized code, as a send through the store itself does.
  @inlinable
  public var stateless: Store<Void, Action> {
    scope(state: { _ in () })
  }

  /// A store that exposes this store's state and sends no actions, for views that only read.
  @inlinable
  public var actionless: Store<State, Never> {
    scope(state: { $0 }, action: absurd)
  }
}

/// Turns an action that cannot exist into any other.
@usableFromInline
func absurd<Action>(_ never: Never) -> Action {}
