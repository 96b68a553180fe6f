import ComposableArchitecture
import Testing

@Suite struct BindingActionDumpTests {
  @Test func dumpsLikeTheCall() {
    #expect(
      String(customDumping: BindingAction<SettingsState>.set(\.$displayName, "Blob"))
        == #".set(\SettingsState.$displayName, "Blob")"#
    )
  }

  @Test func dumpsInsideAnAction() {
    #expect(
      String(customDumping: SettingsAction.binding(.set(\.$displayName, "Blob")))
        == #"SettingsAction.binding(.set(\SettingsState.$displayName, "Blob"))"#
    )
  }

  @Test func debugDescriptionNamesTheRoot() {
    #expect(
      String(reflecting: BindingAction<SettingsState>.set(\.$protectMyPosts, true))
        == #"BindingAction<SettingsState>.set(\SettingsState.$protectMyPosts, true)"#
    )
  }

  @Test func probe() {
    let action = BindingAction<SettingsState>.set(\.$userSettings.enableHaptics, false)
    print(String(customDumping: action))
    let store = Store(initialState: SettingsState(), reducer: Reducer<SettingsState, SettingsAction, Void>.empty.binding(), environment: ())
    store.send(.binding(action))
    let state = store.currentState
    print(String(customDumping: action))
    print(String(customDumping: action.pullback(\AppState.settings)))
    print(String(customDumping: BindingAction<SettingsState>.set(\.$userSettings, UserSettings())))
    print(String(customDumping: state))
  }
}
