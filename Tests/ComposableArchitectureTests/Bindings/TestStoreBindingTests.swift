import ComposableArchitecture
import Testing

/// The settings feature under test: bindings, a truncated display name, and a reset that feeds
/// a binding action back through an effect.
private let settingsReducer = Reducer<SettingsFormState, SettingsFormAction, Void> {
  state, action, _ in
  switch action {
  case .binding(\.$displayName):
    state.displayName = String(state.displayName.prefix(16))
    return .none
  case .binding:
    return .none
  case .resetButtonTapped:
    return Effect(value: .binding(.set(\.$userSettings.theme, .dark)))
  }
}
.binding()

@Suite struct TestStoreBindingTests {
  @Test func bindingActionsAreAssertedLikeAnyOther() {
    let store = TestStore(
      initialState: SettingsFormState(), reducer: settingsReducer, environment: ())
    store.send(.binding(.set(\.$displayName, "Blob McBlob, Esq. of Blobshire"))) {
      $0.displayName = "Blob McBlob, Esq"
    }
    store.send(.binding(.set(\.$userSettings.enableHaptics, false))) {
      $0.userSettings.enableHaptics = false
    }
    store.send(.resetButtonTapped)
    store.receive(.binding(.set(\.$userSettings.theme, .dark))) {
      $0.userSettings.theme = .dark
    }
  }

  @Test func aStateFailureShowsTheBindingActionReadably() {
    let store = TestStore(
      initialState: SettingsFormState(), reducer: settingsReducer, environment: ())
    withKnownIssue {
      store.send(.binding(.set(\.$displayName, "Blob"))) {
        $0.displayName = "Blob Jr."
      }
    } matching: { issue in
      let message = issue.description
      return message.contains("State change does not match expectation")
        && message.contains(#"_displayName: "Blob Jr.""#)
        && message.contains(
          #"SettingsFormAction.binding(.set(\SettingsFormState.$displayName, "Blob"))"#)
    }
  }

  @Test func aReceiveFailureDiffsTheBindingActionsReadably() {
    let store = TestStore(
      initialState: SettingsFormState(), reducer: settingsReducer, environment: ())
    store.send(.resetButtonTapped)
    withKnownIssue {
      store.receive(.binding(.set(\.$userSettings.theme, .light))) {
        $0.userSettings.theme = .dark
      }
    } matching: { issue in
      let message = issue.description
      // The heading is the TestStore's to word; the diff lines are what this test is about.
      return message.contains(
        #"− SettingsFormAction.binding(.set(\SettingsFormState.$userSettings.theme, Theme.light))"#
      )
        && message.contains(
          #"+ SettingsFormAction.binding(.set(\SettingsFormState.$userSettings.theme, Theme.dark))"#
        )
    }
  }
}
