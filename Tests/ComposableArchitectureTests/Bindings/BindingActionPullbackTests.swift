import ComposableArchitecture
import Testing

@Suite struct BindingActionPullbackTests {
  @Test func extendsTheKeyPath() {
    let action = BindingAction<SettingsState>.set(\.$displayName, "Blob").pullback(\AppState.settings)
    #expect(action.keyPath == \AppState.settings.$displayName)
  }

  @Test func equalsTheActionMadeFromTheFullPath() {
    let action = BindingAction<SettingsState>.set(\.$displayName, "Blob").pullback(\AppState.settings)
    #expect(action == .set(\.settings.$displayName, "Blob"))
    #expect(action != .set(\.settings.$displayName, "Blob Jr."))
  }

  @Test func stillMatchesAfterPullback() {
    let action = BindingAction<SettingsState>.set(\.$displayName, "Blob").pullback(\AppState.settings)
    switch AppAction.binding(action) {
    case .binding(\.settings.$protectMyPosts):
      Issue.record("Matched the wrong field")
    case .binding(\.settings.$displayName):
      break
    default:
      Issue.record("Did not match the pulled back field")
    }
  }

  @Test func nestedFieldsStillMatchAfterPullback() {
    let action = BindingAction<SettingsState>
      .set(\.$userSettings.enableHaptics, false)
      .pullback(\AppState.settings)
    #expect(\.settings.$userSettings.enableHaptics ~= action)
    #expect(!(\.settings.$userSettings ~= action))
    #expect(action == .set(\.settings.$userSettings.enableHaptics, false))
  }

  @Test func writesThroughTheNewRoot() {
    let store = Store(
      initialState: AppState(),
      reducer: Reducer<AppState, AppAction, Void>.empty.binding(action: \.binding),
      environment: ()
    )
    let viewStore = ViewStore(store)
    viewStore.send(.binding(BindingAction.set(\.$displayName, "Blob").pullback(\.settings)))
    viewStore.send(
      .binding(BindingAction.set(\.$userSettings.fontSize, 20).pullback(\AppState.settings))
    )
    #expect(viewStore.settings.displayName == "Blob")
    #expect(viewStore.settings.userSettings.fontSize == 20)
    #expect(viewStore.settings.userSettings.enableHaptics)
  }

  @Test func pullsBackTwice() {
    struct RootState: Equatable { var app = AppState() }
    let action = BindingAction<SettingsState>
      .set(\.$displayName, "Blob")
      .pullback(\AppState.settings)
      .pullback(\RootState.app)
    #expect(action == .set(\.app.settings.$displayName, "Blob"))
  }
}
