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
  @inlinable
  public func binding(action toBindingAction: CasePath<Action, BindingAction<State>>) -> Reducer {
    // Learns the binding case of `/SettingsAction.binding` once, instead of reflecting on the
    // enum for every action.
    binding(extraction: CaseExtraction(toBindingAction))
  }

  /// ``binding(action:)`` along an extraction of the binding case.
  ///
  /// Extracting through a case path reads the enum's layout at runtime, about 200 ns; the
  /// extraction learns the binding case once, after which a binding action is read in place and
  /// any other action is told apart by its tag in a few nanoseconds.
  @inlinable
  func binding(extraction: CaseExtraction<Action, BindingAction<State>>) -> Reducer {
    Reducer { state, action, environment in
      // Read in place: the binding action is applied, not kept.
      _ = extraction.withExtracted(from: action) { BindingAction.apply($0, to: &state) }
      return self.reducer(&state, action, environment)
    }
  }

  /// Returns a reducer that applies binding actions, found along a case key path of a
  /// `@CasePathable` action, to the state before running this reducer.
  ///
  /// ```swift
  /// settingsReducer.binding(action: \.binding)
  /// ```
  @inlinable
  public func binding(
    action toBindingAction: CaseKeyPath<Action, BindingAction<State>>
  ) -> Reducer where Action: CasePathable {
    binding(extraction: CaseExtraction(toBindingAction))
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
  @inlinable
  public func binding() -> Reducer where Action: BindableAction, Action.State == State {
    // Inlinable, with the extraction made out of line: the reducer's closure is then specialized
    // in the app's module, where extracting a binding action is a few loads instead of generic
    // code with metadata lookups.
    binding(extraction: Self.bindableActionExtraction())
  }

  /// The extraction of a ``BindableAction``'s binding case, learned from a placeholder action.
  @usableFromInline
  static func bindableActionExtraction() -> CaseExtraction<Action, BindingAction<State>>
  where Action: BindableAction, Action.State == State {
    // The `binding` requirement is an enum case constructor in practice; case paths derive the
    // matching extraction from it, and the extraction learns the case from it. A case
    // constructor holds no state, so it is safe to share across threads; `@Sendable` doesn't
    // change a function's representation, so the cast only states that.
    let embed = unsafeBitCast(
      Action.binding as (BindingAction<State>) -> Action,
      to: (@Sendable (BindingAction<State>) -> Action).self
    )
    // Learned now, from an action made with a placeholder binding action, so actions of other
    // cases are told apart by their tag from the first one on.
    let placeholder = BindingAction<State>(
      keyPath: \State.self, value: BindingValue(0), set: { _ in },
      describeKeyPath: { KeyPathDescription(root: "", components: "") }
    )
    let extraction = CaseExtraction(caseConstructor: embed)
    _ = extraction.extract(from: embed(placeholder))
    return extraction
  }
}
