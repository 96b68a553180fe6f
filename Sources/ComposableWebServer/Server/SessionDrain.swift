import ServiceLifecycle

/// The service that ends sessions first when the server shuts down: each tab hears the server
/// is going away (WebSocket close 1001) before the HTTP server stops.
///
/// ```swift
/// ServiceGroupConfiguration(services: [app, SessionDrain(registry: registry)], logger: logger)
/// ```
///
/// A service group shuts its services down in reverse order, so listed after the server it
/// runs first: it asks every session to close, waits for them (at most `timeout`), and then
/// lets the server go.
struct SessionDrain: Service {
  let registry: SessionRegistry
  var timeout: Duration = .seconds(3)

  func run() async throws {
    // Until shutdown begins there is nothing to do; cancellation ends the wait too.
    try? await gracefulShutdown()
    registry.goAway()
    let deadline = ContinuousClock.now + timeout
    while registry.count > 0, ContinuousClock.now < deadline {
      try? await Task.sleep(for: .milliseconds(20))
    }
    // The sessions' last snapshots are on disk before the process ends.
    await withCheckedContinuation { continuation in
      SnapshotSettings.writes.async { continuation.resume() }
    }
  }
}
