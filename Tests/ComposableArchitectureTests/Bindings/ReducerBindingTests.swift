import ComposableArchitecture
import Testing

@Suite struct ReducerBindingTests {
  @Test func setsTheFieldBeforeTheFeatureRuns() {
    var seen: [String] = []
    let reducer = Reducer<SettingsState, SettingsAction, Void> { state, action, _ in
      if case .binding(\.$displayName) = action {
        seen.append(state.displayName)
      }
      return .none
    }
    .binding()
    let viewStore = ViewStore(Store(initialState: SettingsState(), reducer: reducer, environment: ()))
    viewStore.send(.binding(.set(\.$displayName, "Blob")))
    #expect(seen == ["Blob"])
  }

  @Test func theFeatureCanAdjustTheNewValue() {
    let reducer = Reducer<SettingsState, SettingsAction, Void> { state, action, _ in
      switch action {
      case .binding(\.$displayName):
        state.displayName = String(state.displayName.prefix(16))
        return .none
      case .binding, .resetButtonTapped:
        return .none
      }
    }
    .binding()
    let viewStore = ViewStore(Store(initialState: SettingsState(), reducer: reducer, environment: ()))
    viewStore.send(.binding(.set(\.$displayName, "Blob McBlob, Esq. of Blobshire")))
    #expect(viewStore.displayName == "Blob McBlob, Esq")
  }

  @Test func theFeatureCanUndoTheWrite() {
    let reducer = Reducer<SettingsState, SettingsAction, Void> { state, action, _ in
      if case .binding(\.$userSettings.enableHaptics) = action, state.isLoading {
        state.userSettings.enableHaptics.toggle()
      }
      return .none
    }
    .binding()
    var initialState = SettingsState()
    initialState.isLoading = true
    let viewStore = ViewStore(Store(initialState: initialState, reducer: reducer, environment: ()))
    viewStore.$userSettings.enableHaptics.wrappedValue = false
    #expect(viewStore.userSettings.enableHaptics)
  }

  @Test func otherActionsPassThroughUntouched() {
    let reducer = Reducer<SettingsState, SettingsAction, Void> { state, action, _ in
      if case .resetButtonTapped = action { state = SettingsState() }
      return .none
    }
    .binding()
    var initialState = SettingsState()
    initialState.displayName = "Blob"
    let viewStore = ViewStore(Store(initialState: initialState, reducer: reducer, environment: ()))
    viewStore.send(.resetButtonTapped)
    #expect(viewStore.state == SettingsState())
  }

  @Test func bindingActionCasePath() {
    let reducer = Reducer<SettingsState, SettingsAction, Void>.empty
      .binding(action: AnyCasePath(\SettingsAction.Cases.binding))
    let viewStore = ViewStore(Store(initialState: SettingsState(), reducer: reducer, environment: ()))
    viewStore.send(.binding(.set(\.$displayName, "Blob")))
    #expect(viewStore.displayName == "Blob")
  }

  @Test func bindingActionCaseKeyPath() {
    let reducer = Reducer<SettingsState, SettingsAction, Void>.empty.binding(action: \.binding)
    let viewStore = ViewStore(Store(initialState: SettingsState(), reducer: reducer, environment: ()))
    viewStore.send(.binding(.set(\.$userSettings.fontSize, 20)))
    #expect(viewStore.userSettings.fontSize == 20)
  }

  @Test func worksPulledBack() {
    let reducer = Reducer<SettingsState, SettingsAction, Void>.empty
      .binding()
      .pullback(state: \AppState.settings, action: \AppAction.Cases.settings, environment: { (_: Void) in () })
    let viewStore = ViewStore(Store(initialState: AppState(), reducer: reducer, environment: ()))
    viewStore.send(.settings(.binding(.set(\.$displayName, "Blob"))))
    #expect(viewStore.settings.displayName == "Blob")
  }

  @Test func onlyTheBindingCaseIsApplied() {
    let reducer = Reducer<SettingsState, SettingsAction, Void>.empty.binding()
    let viewStore = ViewStore(Store(initialState: SettingsState(), reducer: reducer, environment: ()))
    viewStore.send(.binding(.set(\.$protectMyPosts, true)))
    viewStore.send(.resetButtonTapped)
    #expect(viewStore.protectMyPosts)
  }
}
