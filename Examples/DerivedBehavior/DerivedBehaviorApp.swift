import ComposableArchitecture
import ComposableWebServer

@main
struct DerivedBehaviorApp: App {
  let store = Store(
    initialState: AppState(),
    reducer: appReducer,
    environment: AppEnvironment(
      fact: .live,
      mainQueue: .main,
      uuid: UUID.init
    )
  )

  var body: some Scene {
    WindowGroup {
      NavigationView {
        AppView(store: self.store)
      }
    }
  }
}
