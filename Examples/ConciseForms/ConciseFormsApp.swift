import ComposableArchitecture
import ComposableWebServer

@main
struct ConciseFormsApp: App {
  var body: some Scene {
    WindowGroup {
      NavigationView {
        SettingsView(
          store: Store(
            initialState: SettingsState(),
            reducer: settingsReducer,
            environment: SettingsEnvironment(
              mainQueue: .main,
              userNotifications: .live
            )
          )
        )
      }
    }
  }
}
