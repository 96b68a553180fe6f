import ComposableArchitecture
import Testing

@Suite struct BindingActionEqualityTests {
  @Test func sameFieldAndValueAreEqual() {
    #expect(
      BindingAction<SettingsFormState>.set(\.$displayName, "Blob")
        == .set(\.$displayName, "Blob")
    )
  }

  @Test func differentValuesAreUnequal() {
    #expect(
      BindingAction<SettingsFormState>.set(\.$displayName, "Blob")
        != .set(\.$displayName, "Blob Jr.")
    )
  }

  @Test func differentFieldsOfTheSameTypeAreUnequal() {
    #expect(
      BindingAction<SettingsFormState>.set(\.$protectMyPosts, true)
        != .set(\.$sendNotifications, true)
    )
  }

  @Test func nestedFieldsCompareByFullPath() {
    #expect(
      BindingAction<SettingsFormState>.set(\.$userSettings.enableHaptics, false)
        == .set(\.$userSettings.enableHaptics, false)
    )
    #expect(
      BindingAction<SettingsFormState>.set(\.$userSettings.enableHaptics, false)
        != .set(\.$userSettings.enableHaptics, true)
    )
  }

  @Test func valuesNeedOnlyBeEquatable() {
    // `Theme` is `Equatable` and `Codable` but deliberately not required to be `Hashable`.
    struct Flavor: Equatable { var name: String }
    struct State { @BindableState var flavor = Flavor(name: "vanilla") }
    #expect(
      BindingAction<State>.set(\.$flavor, Flavor(name: "mint"))
        == .set(\.$flavor, Flavor(name: "mint"))
    )
    #expect(
      BindingAction<State>.set(\.$flavor, Flavor(name: "mint"))
        != .set(\.$flavor, Flavor(name: "lemon"))
    )
  }

  @Test func actionsCarryingBindingActionsAreEquatable() {
    #expect(
      SettingsFormAction.binding(.set(\.$displayName, "Blob"))
        == .binding(.set(\.$displayName, "Blob"))
    )
    #expect(SettingsFormAction.binding(.set(\.$displayName, "Blob")) != .resetButtonTapped)
  }

  @Test func exposesTheKeyPath() {
    let action = BindingAction<SettingsFormState>.set(\.$displayName, "Blob")
    #expect(action.keyPath == \SettingsFormState.$displayName)
  }
}
