import ComposableArchitecture
import Testing

@Suite struct BindingActionPullbackTests {
  @Test func extendsTheKeyPath() {
    let action = BindingAction<SettingsFormState>.set(\.$displayName, "Blob").pullback(
      \FormAppState.settings)
    #expect(action.keyPath == \FormAppState.settings.$displayName)
  }

  @Test func equalsTheActionMadeFromTheFullPath() {
    let action = BindingAction<SettingsFormState>.set(\.$displayName, "Blob").pullback(
      \FormAppState.settings)
    #expect(action == .set(\.settings.$displayName, "Blob"))
    #expect(action != .set(\.settings.$displayName, "Blob Jr."))
  }

  @Test func stillMatchesAfterPullback() {
    let action = BindingAction<SettingsFormState>.set(\.$displayName, "Blob").pullback(
      \FormAppState.settings)
    switch FormAppAction.binding(action) {
    case .binding(\.settings.$protectMyPosts):
      Issue.record("Matched the wrong field")
    case .binding(\.settings.$displayName):
      break
    default:
      Issue.record("Did not match the pulled back field")
    }
  }

  @Test func nestedFieldsStillMatchAfterPullback() {
    let action = BindingAction<SettingsFormState>
      .set(\.$userSettings.enableHaptics, false)
      .pullback(\FormAppState.settings)
    #expect(\.settings.$userSettings.enableHaptics ~= action)
    #expect(!(\.settings.$userSettings ~= action))
    #expect(action == .set(\.settings.$userSettings.enableHaptics, false))
  }

  @Test func writesThroughTheNewRoot() {
    let store = Store(
      initialState: FormAppState(),
      reducer: Reducer<FormAppState, FormAppAction, Void>.empty.binding(action: \.binding),
      environment: ()
    )
    let viewStore = ViewStore(store)
    viewStore.send(.binding(BindingAction.set(\.$displayName, "Blob").pullback(\.settings)))
    viewStore.send(
      .binding(BindingAction.set(\.$userSettings.fontSize, 20).pullback(\FormAppState.settings))
    )
    #expect(viewStore.settings.displayName == "Blob")
    #expect(viewStore.settings.userSettings.fontSize == 20)
    #expect(viewStore.settings.userSettings.enableHaptics)
  }

  @Test func pullsBackTwice() {
    struct RootState: Equatable { var app = FormAppState() }
    let action = BindingAction<SettingsFormState>
      .set(\.$displayName, "Blob")
      .pullback(\FormAppState.settings)
      .pullback(\RootState.app)
    #expect(action == .set(\.app.settings.$displayName, "Blob"))
  }
}
