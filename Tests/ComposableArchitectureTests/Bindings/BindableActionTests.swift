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
    // `SettingsFormAction` declares only `case binding(BindingAction<SettingsFormState>)`.
    let action = embed(.set(\.$displayName, "Blob"), as: SettingsFormAction.self)
    #expect(action == .binding(.set(\.$displayName, "Blob")))
  }

  @Test func theStateIsInferredFromTheCase() {
    #expect(SettingsFormAction.State.self == SettingsFormState.self)
  }
}

@Suite struct BindableActionSetTests {
  @Test func setWrapsABindingAction() {
    #expect(
      SettingsFormAction.set(\.$displayName, "Blob") == .binding(.set(\.$displayName, "Blob")))
    #expect(
      SettingsFormAction.set(\.$userSettings.enableHaptics, false)
        == .binding(.set(\.$userSettings.enableHaptics, false))
    )
  }
}
