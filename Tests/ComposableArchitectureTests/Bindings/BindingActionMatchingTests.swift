import ComposableArchitecture
import Testing

@Suite struct BindingActionMatchingTests {
  /// The field a reducer's `switch` would pick for `action`, written the way reducers match.
  private func matchedField(_ action: SettingsFormAction) -> String {
    switch action {
    case .binding(\.$displayName):
      return "displayName"
    case .binding(\.$userSettings.enableHaptics):
      return "userSettings.enableHaptics"
    case .binding(\.$userSettings.theme):
      return "userSettings.theme"
    case .binding(\.$userSettings):
      return "userSettings"
    case .binding:
      return "other binding"
    case .resetButtonTapped:
      return "reset"
    }
  }

  @Test func matchesAFlatField() {
    #expect(matchedField(.binding(.set(\.$displayName, "Blob"))) == "displayName")
  }

  @Test func doesNotMatchAnotherField() {
    #expect(matchedField(.binding(.set(\.$protectMyPosts, true))) == "other binding")
  }

  @Test func matchesANestedFieldByItsFullPath() {
    #expect(
      matchedField(.binding(.set(\.$userSettings.enableHaptics, false)))
        == "userSettings.enableHaptics"
    )
    #expect(matchedField(.binding(.set(\.$userSettings.theme, .dark))) == "userSettings.theme")
  }

  @Test func aWholeParentWriteMatchesTheParentOnly() {
    #expect(matchedField(.binding(.set(\.$userSettings, Preferences()))) == "userSettings")
  }

  @Test func keyPathPatternsWorkOnBareBindingActions() {
    let action = BindingAction<SettingsFormState>.set(\.$userSettings.fontSize, 18)
    #expect(\.$userSettings.fontSize ~= action)
    #expect(!(\.$userSettings ~= action))
    #expect(!(\.$displayName ~= action))
  }

  // The nested path that a view store builds at run time, by appending the dynamic member
  // subscript component to the parent's path, must be the very key path a `case` pattern writes.
  // Swift's key path equality compares a subscript component by its declaration and its
  // arguments (key paths are `Hashable`), so the appended and literal forms are equal.
  @Test func appendedNestedKeyPathEqualsTheLiteral() {
    let appended = (\SettingsFormState.$userSettings).appending(
      path: \BindableState<Preferences>.[dynamicMember: \Preferences.enableHaptics]
    )
    let literal = \SettingsFormState.$userSettings.enableHaptics
    #expect(appended == literal)
    #expect(appended.hashValue == literal.hashValue)
    #expect(appended != \SettingsFormState.$userSettings.theme)
  }

  @Test func appendedKeyPathsStayEqualAtAnyDepth() {
    struct Deep: Equatable { var settings = Preferences() }
    struct State { @BindableState var deep = Deep() }
    let appended = (\State.$deep)
      .appending(path: \BindableState<Deep>.[dynamicMember: \Deep.settings])
      .appending(path: \BindableState<Preferences>.[dynamicMember: \Preferences.fontSize])
    #expect(appended == \State.$deep.settings.fontSize)
  }
}
