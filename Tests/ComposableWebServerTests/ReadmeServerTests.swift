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
