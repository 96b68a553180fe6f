extension Reducer {
  /// Returns a reducer that applies binding actions to the state before running this reducer.
  ///
  /// ```swift
  /// let settingsReducer = Reducer<SettingsState, SettingsAction, SettingsEnvironment> {
  ///   state, action, environment in
  ///   switch action {
  ///   case .binding(\.$displayName):
  ///     // Runs after the new display name is in the state, so it can trim it.
  ///     state.displayName = String(state.displayName.prefix(16))
  ///     return .none
  ///   case .binding:
  ///     return .none
  ///   }
  /// }
  /// .binding(action: /SettingsAction.binding)
  /// ```
  ///
  /// The write happens first so this reducer sees the new value, and can react to it, or undo it.
  public func binding(action toBindingAction: CasePath<Action, BindingAction<State>>) -> Reducer {
    Reducer { state, action, environment in
      toBindingAction.extract(from: action)?.set(&state)
      return self.reducer(&state, action, environment)
    }
  }

  /// ``binding(action:)`` for a case path that matches a single enum case, as those made from a
  /// case constructor or a case key path do.
  ///
  /// Extracting through a case path reads the enum's layout at runtime, about 200 ns; once an
  /// extraction has succeeded, the case's tag tells in a few nanoseconds which actions can't be
  /// binding actions, and most actions of a feature are not. (A hand-made case path may match
  /// several cases, so ``binding(action:)`` extracts from every action.)
  func binding(
    singleCase toBindingAction: CasePath<Action, BindingAction<State>>,
    knownTag: UInt32? = nil
  ) -> Reducer {
    let bindingCase = EnumCaseMemo()
    bindingCase.remember(knownTag)
    return Reducer { state, action, environment in
      let tag = enumTag(action)
      if bindingCase.mayMatch(tag), let bindingAction = toBindingAction.extract(from: action) {
        bindingCase.remember(tag)
        bindingAction.set(&state)
      }
      return self.reducer(&state, action, environment)
    }
  }

  /// Returns a reducer that applies binding actions, found along a case key path of a
  /// `@CasePathable` action, to the state before running this reducer.
  ///
  /// ```swift
  /// settingsReducer.binding(action: \.binding)
  /// ```
  public func binding(
    action toBindingAction: CaseKeyPath<Action, BindingAction<State>>
  ) -> Reducer where Action: CasePathable {
    binding(singleCase: AnyCasePath(toBindingAction))
  }

  /// Returns a reducer that applies the action's binding actions to the state before running this
  /// reducer.
  ///
  /// ```swift
  /// let settingsReducer = Reducer<SettingsState, SettingsAction, SettingsEnvironment> {
  ///   state, action, environment in
  ///   …
  /// }
  /// .binding()
  /// ```
  ///
  /// The ``BindableAction`` conformance says where binding actions live, so no case path is needed.
  public func binding() -> Reducer where Action: BindableAction, Action.State == State {
    // The `binding` requirement is an enum case constructor in practice; case paths derive the
    // matching extraction from it, and cache the case's tag so matching stays cheap. A case
    // constructor holds no state, so it is safe to share across threads; `@Sendable` doesn't
    // change a function's representation, so the cast only states that.
    let embed = unsafeBitCast(
      Action.binding as (BindingAction<State>) -> Action,
      to: (@Sendable (BindingAction<State>) -> Action).self
    )
    // The binding case's tag, learned now from an action made with a placeholder binding
    // action, so actions of other cases skip extraction from the first one on.
    let placeholder = BindingAction<State>(
      keyPath: \State.self, value: 0, set: { _ in },
      describeKeyPath: { KeyPathDescription(root: "", components: "") }
    )
    return binding(singleCase: AnyCasePath(unsafe: embed), knownTag: enumTag(embed(placeholder)))
  }
}
