import ComposableWebServer
import Foundation
import Testing
import WebTestSupport

/// A page whose connection drops reconnects by itself and resumes its session; while it is
/// away it is inert and says so, so no click is silently lost; a page whose session is gone
/// (the server restarted) starts over with a fresh one and says so. In headless Chromium;
/// skipped where none is installed.
@Suite(.serialized, .enabled(if: HeadlessChromium.executable != nil))
struct ReconnectTests {
  func makeServer(port: Int = 0) -> LiveServer {
    var configuration = LiveServerConfiguration()
    configuration.port = port
    configuration.shutsDownOnSignals = false
    let server = LiveServer(configuration: configuration)
    server.page("/", title: "Counter") { CounterView(store: makeCounterStore()) }
    return server
  }

  /// Starts `server`; returns its port and the task running it.
  func start(_ server: LiveServer) async throws -> (Int, Task<Void, any Error>) {
    let (running, port) = await startServer(server)
    return (try #require(port), running)
  }

  /// Loads the counter page and waits until it is live.
  func open(_ browser: HeadlessChromium, port: Int) async throws {
    try await blocking {
      try browser.navigate(to: "http://127.0.0.1:\(port)/")
      try browser.waitFor(Self.isLive)
    }
  }

  /// Presses "+" `times` times, waits until the count reads `expected`, and returns the count
  /// (or "nil").
  func pressPlus(
    on browser: HeadlessChromium, times: Int = 1, until expected: String
  ) async throws -> String {
    try await blocking {
      for _ in 0..<times { try browser.evaluate(Self.clickPlus) }
      return "\(try browser.waitFor("\(Self.count) === '\(expected)' && \(Self.count)") ?? "nil")"
    }
  }

  static let count = #"document.querySelector(".cw-hstack .cw-text").textContent"#
  static let clickPlus =
    #"[...document.querySelectorAll("button")].find(b => b.textContent === "+").click()"#
  static let isLive =
    #"document.querySelector("main[data-cw-status=live]") !== null && !document.querySelector("main").inert"#

  @Test func aDroppedConnectionResumesTheSameSession() async throws {
    let server = makeServer()
    let (port, running) = try await start(server)
    defer { running.cancel() }
    let browser = try await blocking { try HeadlessChromium.launch() }
    try await open(browser, port: port)
    let before = try await pressPlus(on: browser, times: 2, until: "2")
    #expect(before == "2")

    // The network fails: no WebSocket close, the connection is just gone.
    let dropped = ContinuousClock.now
    server.dropConnections()
    let resumed = try await blocking { () -> String in
      // The page notices, then comes back live on its own.
      try browser.waitFor(
        #"document.querySelector("main").getAttribute("data-cw-status") !== "live""#)
      try browser.waitFor(Self.isLive)
      return "\(try browser.evaluate(Self.count) ?? "nil")"
    }
    let elapsed = ContinuousClock.now - dropped
    #expect(resumed == "2")
    #expect(elapsed < .seconds(2))
    #expect(await server.sessionCount == 1)
    #expect(server.detachedSessionCount == 0)

    // The same session: its count carries on.
    let after = try await pressPlus(on: browser, until: "3")
    #expect(after == "3")
  }

  @Test func aPageWhoseServerRestartsIsInertThenStartsOverWithANotice() async throws {
    let server = makeServer()
    let (port, running) = try await start(server)
    let browser = try await blocking { try HeadlessChromium.launch() }
    try await open(browser, port: port)
    _ = try await pressPlus(on: browser, until: "1")
    running.cancel()
    _ = try await running.value

    // While the server is away the page is inert and says it is reconnecting.
    let away = try await blocking {
      let value = try browser.waitFor(
        #"""
        (() => {
          const main = document.querySelector("main");
          return main.getAttribute("data-cw-status") === "reconnecting" && main.inert
            && getComputedStyle(main, "::before").content;
        })()
        """#
      )
      return "\(value ?? "nil")"
    }
    #expect(away == #""Connection lost — reconnecting…""#)

    // The server is back, without the old session: the page reloads into a fresh one, says
    // so, and works.
    let restarted = makeServer(port: port)
    let (_, runningAgain) = try await start(restarted)
    defer { runningAgain.cancel() }
    let notice = try await blocking { () -> String in
      let value = try browser.waitFor(
        #"""
        (() => {
          const main = document.querySelector("main");
          // Null while the page reloads.
          return main !== null && main.getAttribute("data-cw-status") === "live" && !main.inert
            && main.getAttribute("data-cw-notice") === "fresh-session"
            && getComputedStyle(main, "::before").content;
        })()
        """#
      )
      return "\(value ?? "nil")"
    }
    #expect(notice == #""The server no longer had this page’s session: it started over.""#)
    let count = try await pressPlus(on: browser, until: "1")
    #expect(count == "1")
  }

  @Test func closingATabEndsItsSessionAtOnce() async throws {
    let server = makeServer()
    let (port, running) = try await start(server)
    defer { running.cancel() }
    let browser = try await blocking { try HeadlessChromium.launch() }
    try await open(browser, port: port)
    // The page is live once its socket is open; the server counts the session a moment later,
    // when it has attached it to the connection.
    #expect(await eventually { await server.sessionCount == 1 })
    // Leaving the page says goodbye: the session ends, it does not wait to be resumed.
    try await blocking { try browser.navigate(to: "about:blank") }
    #expect(await eventually { await server.sessionCount == 0 })
    #expect(server.detachedSessionCount == 0)
  }
}
