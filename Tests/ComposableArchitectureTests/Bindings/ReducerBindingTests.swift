import ComposableArchitecture
import Testing

@Suite struct ReducerBindingTests {
  @Test func setsTheFieldBeforeTheFeatureRuns() {
    var seen: [String] = []
    let reducer = Reducer<SettingsFormState, SettingsFormAction, Void> { state, action, _ in
      if case .binding(\.$displayName) = action {
        seen.append(state.displayName)
      }
      return .none
    }
    .binding()
    let viewStore = ViewStore(
      Store(initialState: SettingsFormState(), reducer: reducer, environment: ()))
    viewStore.send(.binding(.set(\.$displayName, "Blob")))
    #expect(seen == ["Blob"])
  }

  @Test func theFeatureCanAdjustTheNewValue() {
    let reducer = Reducer<SettingsFormState, SettingsFormAction, Void> { state, action, _ in
      switch action {
      case .binding(\.$displayName):
        state.displayName = String(state.displayName.prefix(16))
        return .none
      case .binding, .resetButtonTapped:
        return .none
      }
    }
    .binding()
    let viewStore = ViewStore(
      Store(initialState: SettingsFormState(), reducer: reducer, environment: ()))
    viewStore.send(.binding(.set(\.$displayName, "Blob McBlob, Esq. of Blobshire")))
    #expect(viewStore.displayName == "Blob McBlob, Esq")
  }

  @Test func theFeatureCanUndoTheWrite() {
    let reducer = Reducer<SettingsFormState, SettingsFormAction, Void> { state, action, _ in
      if case .binding(\.$userSettings.enableHaptics) = action, state.isLoading {
        state.userSettings.enableHaptics.toggle()
      }
      return .none
    }
    .binding()
    var initialState = SettingsFormState()
    initialState.isLoading = true
    let viewStore = ViewStore(Store(initialState: initialState, reducer: reducer, environment: ()))
    viewStore.$userSettings.enableHaptics.wrappedValue = false
    #expect(viewStore.userSettings.enableHaptics)
  }

  @Test func otherActionsPassThroughUntouched() {
    let reducer = Reducer<SettingsFormState, SettingsFormAction, Void> { state, action, _ in
      if case .resetButtonTapped = action { state = SettingsFormState() }
      return .none
    }
    .binding()
    var initialState = SettingsFormState()
    initialState.displayName = "Blob"
    let viewStore = ViewStore(Store(initialState: initialState, reducer: reducer, environment: ()))
    viewStore.send(.resetButtonTapped)
    #expect(viewStore.state == SettingsFormState())
  }

  @Test func bindingActionCasePath() {
    let reducer = Reducer<SettingsFormState, SettingsFormAction, Void>.empty
      .binding(action: AnyCasePath(\SettingsFormAction.Cases.binding))
    let viewStore = ViewStore(
      Store(initialState: SettingsFormState(), reducer: reducer, environment: ()))
    viewStore.send(.binding(.set(\.$displayName, "Blob")))
    #expect(viewStore.displayName == "Blob")
  }

  @Test func bindingActionCaseKeyPath() {
    let reducer = Reducer<SettingsFormState, SettingsFormAction, Void>.empty.binding(
      action: \.binding)
    let viewStore = ViewStore(
      Store(initialState: SettingsFormState(), reducer: reducer, environment: ()))
    viewStore.send(.binding(.set(\.$userSettings.fontSize, 20)))
    #expect(viewStore.userSettings.fontSize == 20)
  }

  @Test func worksPulledBack() {
    let reducer = Reducer<SettingsFormState, SettingsFormAction, Void>.empty
      .binding()
      .pullback(
        state: \FormAppState.settings, action: \FormAppAction.Cases.settings,
        environment: { (_: Void) in () })
    let viewStore = ViewStore(
      Store(initialState: FormAppState(), reducer: reducer, environment: ()))
    viewStore.send(.settings(.binding(.set(\.$displayName, "Blob"))))
    #expect(viewStore.settings.displayName == "Blob")
  }

  @Test func onlyTheBindingCaseIsApplied() {
    let reducer = Reducer<SettingsFormState, SettingsFormAction, Void>.empty.binding()
    let viewStore = ViewStore(
      Store(initialState: SettingsFormState(), reducer: reducer, environment: ()))
    viewStore.send(.binding(.set(\.$protectMyPosts, true)))
    viewStore.send(.resetButtonTapped)
    #expect(viewStore.protectMyPosts)
  }
}
