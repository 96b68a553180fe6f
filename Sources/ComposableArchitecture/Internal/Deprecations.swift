// The first form of the concise-forms API (2021's `FormAction`), kept so code written against it
// still compiles. Everything here is deprecated in favor of `@BindableState` fields.

// MARK: - FormAction

/// The first name of ``BindingAction``.
@available(*, deprecated, renamed: "BindingAction")
public typealias FormAction<Root> = BindingAction<Root>

extension Reducer {
  /// The first name of ``binding(action:)-(CasePath<Action,BindingAction<State>>)``.
  @available(*, deprecated, renamed: "binding(action:)")
  public func form(action toFormAction: CasePath<Action, BindingAction<State>>) -> Reducer {
    binding(action: toFormAction)
  }
}

// MARK: - Binding actions over any writable key path

extension BindingAction {
  /// An action that sets any writable field, bindable or not.
  ///
  /// ```swift
  /// viewStore.send(.form(.set(\.displayName, "Blob")))
  /// ```
  ///
  /// Unsafe because it lets a view write fields the reducer owns; mark the field
  /// `@BindableState` and use ``set(_:_:)`` with `\.$field` instead.
  @available(
    *, deprecated,
    message: "Mark the field '@BindableState' and set it with '.set(\\.$field, value)'."
  )
  public static func set<Value: Equatable>(
    _ keyPath: WritableKeyPath<Root, Value>,
    _ value: Value
  ) -> Self {
    Self(keyPath: keyPath, value: BindingValue(value), writer: .keyPath(.plainField))
  }

  /// Whether `bindingAction` writes the field at `keyPath`, for actions made with the unsafe
  /// ``set(_:_:)-(WritableKeyPath<Root,Value>,Value)``.
  ///
  /// ```swift
  /// case .form(\.displayName):
  /// ```
  @available(
    *, deprecated,
    message: "Mark the field '@BindableState' and match it with 'case .binding(\\.$field):'."
  )
  public static func ~= <Value>(
    keyPath: WritableKeyPath<Root, Value>,
    bindingAction: Self
  ) -> Bool {
    keyPath as AnyKeyPath == bindingAction.keyPath
  }
}

// MARK: - View store bindings over any writable key path

extension ViewStore {
  /// A binding to any writable field whose writes send an unsafe binding action.
  ///
  /// ```swift
  /// TextField("Name", text: viewStore.binding(keyPath: \.name, send: SettingsAction.form))
  /// ```
  @available(
    *, deprecated,
    message: "Mark the field '@BindableState' and use 'binding(keyPath: \\.$field, send:)'."
  )
  public func binding<Value: Equatable>(
    keyPath: WritableKeyPath<State, Value>,
    send action: @escaping (BindingAction<State>) -> Action
  ) -> Binding<Value> {
    binding(
      get: { $0[keyPath: keyPath] },
      send: { action(.set(keyPath, $0)) }
    )
  }
}

// MARK: - Alert buttons with `send:`

// Before button actions could carry an animation, a button took the action itself, labelled
// `send:`; `.default(TextState("OK"), send: .okTapped)` is `.default(TextState("OK"), action:
// .send(.okTapped))`.
extension AlertState.Button {
  /// A regular button that sends `action` when tapped.
  ///
  /// ```swift
  /// .default(TextState("Increment"), send: .incrementButtonTapped)
  /// ```
  @available(*, deprecated, message: "Use 'action: .send(…)' instead of 'send:'.")
  public static func `default`(_ label: TextState, send action: Action?) -> Self {
    .default(label, action: action.map { .send($0) })
  }

  /// A cancel button that sends `action` when tapped.
  ///
  /// ```swift
  /// .cancel(TextState("Nevermind"), send: .alertDismissed)
  /// ```
  @available(*, deprecated, message: "Use 'action: .send(…)' instead of 'send:'.")
  public static func cancel(_ label: TextState, send action: Action?) -> Self {
    .cancel(label, action: action.map { .send($0) })
  }

  /// A cancel button labelled "Cancel" that sends `action` when tapped.
  ///
  /// ```swift
  /// .cancel(send: .alertDismissed)
  /// ```
  @available(*, deprecated, message: "Use 'action: .send(…)' instead of 'send:'.")
  public static func cancel(send action: Action?) -> Self {
    .cancel(action: action.map { .send($0) })
  }

  /// A destructive button that sends `action` when tapped.
  ///
  /// ```swift
  /// .destructive(TextState("Delete"), send: .deleteConfirmed)
  /// ```
  @available(*, deprecated, message: "Use 'action: .send(…)' instead of 'send:'.")
  public static func destructive(_ label: TextState, send action: Action?) -> Self {
    .destructive(label, action: action.map { .send($0) })
  }
}

// MARK: - ViewStore.suspend(while:)

extension ViewStore {
  /// The first name of ``yield(while:)``.
  ///
  /// ```swift
  /// viewStore.send(.refresh)
  /// await viewStore.suspend(while: \.isLoading)
  /// ```
  @available(*, deprecated, renamed: "yield(while:)")
  nonisolated(nonsending) public func suspend(while predicate: @escaping (State) -> Bool) async {
    await yield(while: predicate)
  }
}
