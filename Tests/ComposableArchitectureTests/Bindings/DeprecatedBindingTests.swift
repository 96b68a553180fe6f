import ComposableArchitecture
import Testing

// The FormAction-era API, kept for code written against it. Each test is deprecated itself so
// its deliberate uses of deprecated API don't warn.

@Suite struct DeprecatedBindingTests {
  @Test @available(*, deprecated)
  func formActionIsBindingAction() {
    let action: FormAction<SettingsFormState> = .set(\.$displayName, "Blob")
    #expect(action == BindingAction<SettingsFormState>.set(\.$displayName, "Blob"))
  }

  @Test @available(*, deprecated)
  func unsafeSetWritesAnyField() {
    let reducer = Reducer<SettingsFormState, SettingsFormAction, Void>.empty.binding()
    let viewStore = ViewStore(
      Store(initialState: SettingsFormState(), reducer: reducer, environment: ()))
    viewStore.send(.binding(.set(\.isLoading, true)))
    viewStore.send(.binding(.set(\.displayName, "Blob")))
    #expect(viewStore.isLoading)
    #expect(viewStore.displayName == "Blob")
  }

  @Test @available(*, deprecated)
  func unsafeActionsMatchPlainKeyPaths() {
    let action = SettingsFormAction.binding(.set(\.isLoading, true))
    switch action {
    case .binding(\.displayName):
      Issue.record("Matched the wrong field")
    case .binding(\.isLoading):
      break
    default:
      Issue.record("Did not match")
    }
  }

  @Test @available(*, deprecated)
  func unsafeSetDumpsLikeTheCall() {
    #expect(
      String(customDumping: BindingAction<SettingsFormState>.set(\.isLoading, true))
        == #".set(\SettingsFormState.isLoading, true)"#
    )
  }

  @Test @available(*, deprecated)
  func formReducerIsBindingReducer() {
    let reducer = Reducer<SettingsFormState, SettingsFormAction, Void>.empty
      .form(action: AnyCasePath(\SettingsFormAction.Cases.binding))
    let viewStore = ViewStore(
      Store(initialState: SettingsFormState(), reducer: reducer, environment: ()))
    viewStore.send(.binding(.set(\.$displayName, "Blob")))
    #expect(viewStore.displayName == "Blob")
  }

  @Test @available(*, deprecated)
  func viewStoreBindingOverAnyWritableKeyPath() {
    let log = ActionLog<SettingsFormAction>()
    let reducer = Reducer<SettingsFormState, SettingsFormAction, Void> { _, action, _ in
      log.actions.append(action)
      return .none
    }
    .binding()
    let viewStore = ViewStore(
      Store(initialState: SettingsFormState(), reducer: reducer, environment: ()))
    viewStore.binding(keyPath: \.isLoading, send: SettingsFormAction.binding).wrappedValue = true
    #expect(log.actions == [.binding(.set(\.isLoading, true))])
    #expect(viewStore.isLoading)
  }
}
