import ComposableWebServer
import Testing
import WebTestSupport

/// The README's "Serving views" sample as it reads there: compiled, never run, since it listens
/// on port 8080 until it is stopped. ``theTourIsServed()`` serves the same page on a free port.
func serveTheTour() async throws {
  let server = LiveServer()  // 127.0.0.1:8080 by default
  server.page("/settings", title: "Settings") {
    SettingsView(
      store: Store(initialState: SettingsState(), reducer: settingsReducer, environment: ())
    )
  }
  try await server.run()
}

@Test func theTourIsServed() async throws {
  var configuration = LiveServerConfiguration()
  configuration.port = 0
  let server = LiveServer(configuration: configuration)
  server.page("/settings", title: "Settings") {
    SettingsView(
      store: Store(initialState: SettingsState(), reducer: settingsReducer, environment: ())
    )
  }
  try await withRunningServer(server) { port in
    let page = try await fetch(port: port, path: "/settings")
    #expect(page.status == 200)
    #expect(page.body.contains("<title>Settings</title>"))
    #expect(page.body.contains(#"placeholder="Display name""#))
  }
}

/// A page whose root state is `Codable`, for the README's "Sessions that outlive the server".
struct Scoreboard: Codable, Equatable {
  var home = 0
  var away = 0
}

enum ScoreboardAction: Equatable {
  case homeScored
  case awayScored
}

let scoreboardReducer = Reducer<Scoreboard, ScoreboardAction, Void> { state, action, _ in
  switch action {
  case .homeScored: state.home += 1
  case .awayScored: state.away += 1
  }
  return .none
}

struct ScoreboardView: View {
  let store: Store<Scoreboard, ScoreboardAction>

  var body: some View {
    WithViewStore(store) { viewStore in
      HStack {
        Button("Home \(viewStore.home)") { viewStore.send(.homeScored) }
        Button("Away \(viewStore.away)") { viewStore.send(.awayScored) }
      }
    }
  }
}

/// The README's sample as it reads there.
func serveTheScoreboard(on server: LiveServer) {
  server.page(
    "/scoreboard", title: "Scoreboard",
    initialState: Scoreboard(), reducer: scoreboardReducer, environment: ()
  ) { store in
    ScoreboardView(store: store)
  }
}

@Test func theScoreboardIsServed() async throws {
  var configuration = LiveServerConfiguration()
  configuration.port = 0
  configuration.sessionStore = .memory
  let server = LiveServer(configuration: configuration)
  serveTheScoreboard(on: server)
  try await withRunningServer(server) { port in
    let page = try await fetch(port: port, path: "/scoreboard")
    #expect(page.status == 200)
    #expect(page.body.contains("Home 0"))
  }
}
