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

  @Test func dumpsAPulledBackAction() {
    let action = BindingAction<SettingsState>.set(\.$protectMyPosts, true).pullback(\AppState.settings)
    #expect(
      String(customDumping: AppAction.binding(action))
        == #"AppAction.binding(.set(\AppState.settings.$protectMyPosts, true))"#
    )
  }

  @Test func dumpsANestedFieldOnceApplied() {
    // A key path hides its subscript arguments until it is applied; every action a store runs
    // is, so the actions a test failure or `debug()` shows are named in full.
    let action = BindingAction<SettingsState>.set(\.$userSettings.theme, .dark)
    let store = Store(
      initialState: SettingsState(),
      reducer: Reducer<SettingsState, SettingsAction, Void>.empty.binding(),
      environment: ()
    )
    store.send(.binding(action))
    #expect(
      String(customDumping: action) == #".set(\SettingsState.$userSettings.theme, Theme.dark)"#
    )
    #expect(
      String(customDumping: action.pullback(\AppState.settings))
        == #".set(\AppState.settings.$userSettings.theme, Theme.dark)"#
    )
  }

  @Test func anUnappliedNestedFieldKeepsTheStandardLibrarysText() {
    struct Inner: Equatable { var flag = false }
    struct Outer { @BindableState var inner = Inner() }
    let dump = String(customDumping: BindingAction<Outer>.set(\.$inner.flag, true))
    #expect(dump.hasPrefix(#".set(\BindingActionDumpTests.Outer.$inner.<computed 0x"#))
    #expect(dump.hasSuffix("(BindableState<Bool>)>, true)"))
  }

  @Test func namesNestedTypesInFull() {
    struct Form { @BindableState var email = "" }
    #expect(
      String(customDumping: BindingAction<Form>.set(\.$email, "blob@pointfree.co"))
        == #".set(\BindingActionDumpTests.Form.$email, "blob@pointfree.co")"#
    )
  }

  @Test func dumpsMultilineValuesIndented() {
    var settings = UserSettings()
    settings.fontSize = 20
    #expect(
      String(customDumping: BindingAction<SettingsState>.set(\.$userSettings, settings))
        == #"""
        .set(
          \SettingsState.$userSettings,
          UserSettings(
            enableHaptics: true,
            theme: .system,
            fontSize: 20,
            notes: NotEquatable(text: "")
          )
        )
        """#
    )
  }

  @Test func debugDescriptionNamesTheRoot() {
    #expect(
      String(reflecting: BindingAction<SettingsState>.set(\.$protectMyPosts, true))
        == #"BindingAction<SettingsState>.set(\SettingsState.$protectMyPosts, true)"#
    )
  }

  @Test func diffsOfActionsAreReadable() {
    let difference = diff(
      SettingsAction.binding(.set(\.$displayName, "Blob")),
      SettingsAction.binding(.set(\.$displayName, "Blob Jr."))
    )
    #expect(
      difference
        == #"""
        - SettingsAction.binding(.set(\SettingsState.$displayName, "Blob"))
        + SettingsAction.binding(.set(\SettingsState.$displayName, "Blob Jr."))
        """#
    )
  }
}
