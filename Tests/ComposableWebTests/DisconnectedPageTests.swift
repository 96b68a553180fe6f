import ComposableWeb
import Foundation
import Testing

/// A page whose session is gone — the server stopped, the network dropped — says so and goes
/// inert, so no click or keystroke is silently lost. Skipped where no Chromium is installed.
@Suite(.serialized, .enabled(if: HeadlessChromium.executable != nil))
struct DisconnectedPageTests {
  @Test func aPageWhoseServerStopsIsInertAndSaysSo() async throws {
    var configuration = LiveServerConfiguration()
    configuration.port = 0
    configuration.shutsDownOnSignals = false
    let server = LiveServer(configuration: configuration)
    server.page("/", title: "Counter") {
      CounterView(
        store: makeCounterStore()
      )
    }
    let (ports, continuation) = AsyncStream<Int>.makeStream()
    let running = Task { try await server.run(onStarted: { continuation.yield($0) }) }
    var iterator = ports.makeAsyncIterator()
    let port = try #require(await iterator.next())
    let browser = try await blocking { try HeadlessChromium.launch() }
    let live = try await blocking {
      try browser.navigate(to: "http://127.0.0.1:\(port)/")
      return
        "\(try browser.waitFor(#"document.querySelector("[data-cw-status=live]") !== null && "live""#) ?? "nil")"
    }
    #expect(live == "live")
    running.cancel()
    _ = try await running.value
    let disconnected = try await blocking {
      let value = try browser.waitFor(
        #"""
        (() => {
          const main = document.querySelector("main");
          return main.getAttribute("data-cw-status") === "closed" && main.inert
            && getComputedStyle(main, "::before").content;
        })()
        """#
      )
      return "\(value ?? "nil")"
    }
    #expect(disconnected == #""Disconnected — reload the page to continue.""#)
  }
}
