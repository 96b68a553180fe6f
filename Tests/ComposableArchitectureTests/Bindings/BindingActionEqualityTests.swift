import ComposableArchitecture
import Testing

@Suite struct BindingActionEqualityTests {
  @Test func sameFieldAndValueAreEqual() {
    #expect(
      BindingAction<SettingsState>.set(\.$displayName, "Blob")
        == .set(\.$displayName, "Blob")
    )
  }

  @Test func differentValuesAreUnequal() {
    #expect(
      BindingAction<SettingsState>.set(\.$displayName, "Blob")
        != .set(\.$displayName, "Blob Jr.")
    )
  }

  @Test func differentFieldsOfTheSameTypeAreUnequal() {
    #expect(
      BindingAction<SettingsState>.set(\.$protectMyPosts, true)
        != .set(\.$sendNotifications, true)
    )
  }

  @Test func nestedFieldsCompareByFullPath() {
    #expect(
      BindingAction<SettingsState>.set(\.$userSettings.enableHaptics, false)
        == .set(\.$userSettings.enableHaptics, false)
    )
    #expect(
      BindingAction<SettingsState>.set(\.$userSettings.enableHaptics, false)
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
      SettingsAction.binding(.set(\.$displayName, "Blob"))
        == .binding(.set(\.$displayName, "Blob"))
    )
    #expect(SettingsAction.binding(.set(\.$displayName, "Blob")) != .resetButtonTapped)
  }

  @Test func exposesTheKeyPath() {
    let action = BindingAction<SettingsState>.set(\.$displayName, "Blob")
    #expect(action.keyPath == \SettingsState.$displayName)
  }
}
