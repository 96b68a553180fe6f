import ComposableArchitecture
import Testing

// The FormAction-era API, kept for code written against it. Each test is deprecated itself so
// its deliberate uses of deprecated API don't warn.

@Suite struct DeprecatedBindingTests {
  @Test @available(*, deprecated)
  func formActionIsBindingAction() {
    let action: FormAction<SettingsState> = .set(\.$displayName, "Blob")
    #expect(action == BindingAction<SettingsState>.set(\.$displayName, "Blob"))
  }

  @Test @available(*, deprecated)
  func unsafeSetWritesAnyField() {
    let reducer = Reducer<SettingsState, SettingsAction, Void>.empty.binding()
    let viewStore = ViewStore(Store(initialState: SettingsState(), reducer: reducer, environment: ()))
    viewStore.send(.binding(.set(\.isLoading, true)))
    viewStore.send(.binding(.set(\.displayName, "Blob")))
    #expect(viewStore.isLoading)
    #expect(viewStore.displayName == "Blob")
  }

  @Test @available(*, deprecated)
  func unsafeActionsMatchPlainKeyPaths() {
    let action = SettingsAction.binding(.set(\.isLoading, true))
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
      String(customDumping: BindingAction<SettingsState>.set(\.isLoading, true))
        == #".set(\SettingsState.isLoading, true)"#
    )
  }

  @Test @available(*, deprecated)
  func formReducerIsBindingReducer() {
    let reducer = Reducer<SettingsState, SettingsAction, Void>.empty
      .form(action: AnyCasePath(\SettingsAction.Cases.binding))
    let viewStore = ViewStore(Store(initialState: SettingsState(), reducer: reducer, environment: ()))
    viewStore.send(.binding(.set(\.$displayName, "Blob")))
    #expect(viewStore.displayName == "Blob")
  }

  @Test @available(*, deprecated)
  func viewStoreBindingOverAnyWritableKeyPath() {
    let log = ActionLog<SettingsAction>()
    let reducer = Reducer<SettingsState, SettingsAction, Void> { _, action, _ in
      log.actions.append(action)
      return .none
    }
    .binding()
    let viewStore = ViewStore(Store(initialState: SettingsState(), reducer: reducer, environment: ()))
    viewStore.binding(keyPath: \.isLoading, send: SettingsAction.binding).wrappedValue = true
    #expect(log.actions == [.binding(.set(\.isLoading, true))])
    #expect(viewStore.isLoading)
  }
}
