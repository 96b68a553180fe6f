extension Store {
  /// Calls `unwrap` with a store of the unwrapped state each time the state becomes non-nil, and
  /// `else` each time it becomes nil — the UI-agnostic form of `IfLetStore`.
  ///
  /// ```swift
  /// let cancellable = store
  ///   .scope(state: \.factPrompt, action: AppAction.factPrompt)
  ///   .ifLet(
  ///     then: { promptStore in presentPrompt(promptStore) },
  ///     else: { dismissPrompt() }
  ///   )
  /// ```
  ///
  /// Both run at once for the current state, then only when the state flips between nil and
  /// non-nil: a non-nil state that changes again reaches the store already handed out. That
  /// store keeps the last non-nil state once the state becomes nil, so a view still holding it
  /// never crashes. Cancel the returned value to stop.
  public func ifLet<Wrapped>(
    then unwrap: @escaping (Store<Wrapped, Action>) -> Void,
    else: @escaping () -> Void = {}
  ) -> any Cancellable where State == Wrapped? {
    var wasNil: Bool?
    let update = { [unowned(unsafe) self] (state: Wrapped?) in
      let isNil = state == nil
      guard isNil != wasNil else { return }
      wasNil = isNil
      guard var lastValue = state else {
        `else`()
        return
      }
      unwrap(
        self.scope { state in
          if let state { lastValue = state }
          return lastValue
        }
      )
    }
    update(currentState)
    let observation = addObserver { [unowned(unsafe) self] in update(self.currentState) }
    // The cancellable keeps this store alive, so `store.scope(…).ifLet(…)` keeps working.
    return AnyCancellable { self.removeObserver(observation) }
  }
}
