import ComposableArchitecture
import Testing

@Suite struct BindableActionTests {
  /// Embeds through the protocol only, as the library's generic code does.
  private func embed<Action: BindableAction>(
    _ action: BindingAction<Action.State>,
    as _: Action.Type
  ) -> Action {
    .binding(action)
  }

  @Test func anEnumWithABindingCaseConformsWithNoCode() {
    // `SettingsAction` declares only `case binding(BindingAction<SettingsState>)`.
    let action = embed(.set(\.$displayName, "Blob"), as: SettingsAction.self)
    #expect(action == .binding(.set(\.$displayName, "Blob")))
  }

  @Test func theStateIsInferredFromTheCase() {
    #expect(SettingsAction.State.self == SettingsState.self)
  }
}

@Suite struct BindableActionSetTests {
  @Test func setWrapsABindingAction() {
    #expect(SettingsAction.set(\.$displayName, "Blob") == .binding(.set(\.$displayName, "Blob")))
    #expect(
      SettingsAction.set(\.$userSettings.enableHaptics, false)
        == .binding(.set(\.$userSettings.enableHaptics, false))
    )
  }
}
