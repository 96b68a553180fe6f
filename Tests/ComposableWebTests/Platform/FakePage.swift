import ComposableWeb
import Foundation
import Synchronization
import Testing
import WebTestSupport

/// A browser tab as the Apple stand-ins see it: a session rendering a view, whose bridge's call
/// frames the test reads and answers as the page's client script would.
///
/// ```swift
/// let page = FakePage(Button("Ask") { center.requestAuthorization { granted, _ in … } })
/// try page.click("Ask")
/// await page.answer(1, with: #""v":"granted""#)
/// ```
final class FakePage {
  let session: RenderSession
  private let log = Recorded<String>()

  init(_ root: some View) {
    session = RenderSession(root: root)
    let log = self.log
    session.bridge.attach { frame in log.append(frame) }
  }

  /// The call frames the page got, in order.
  var frames: [String] { log.values }

  /// Clicks the button labelled `label`: its action runs while the session handles the event,
  /// with the tab's bridge current.
  func click(_ label: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
    let id = try #require(
      session.nodeID("button", label: label), "no button \"\(label)\"",
      sourceLocation: sourceLocation
    )
    try session.dispatch(.click(id: id))
  }

  /// Waits for call `id` (counted from 1) to reach the page, then answers it with `reply`:
  /// `"v":"granted"`, or an error such as `"err":"unsupported","msg":"…"`.
  func answer(_ id: Int, with reply: String, sourceLocation: SourceLocation = #_sourceLocation)
    async
  {
    let log = self.log
    #expect(
      await eventually { log.values.count >= id }, "call \(id) never reached the page",
      sourceLocation: sourceLocation
    )
    let frame = session.handle(message: #"{"t":"reply","id":\#(id),\#(reply)}"#)
    #expect(frame.hasPrefix(#"{"t":"patch""#), "\(frame)", sourceLocation: sourceLocation)
  }
}

/// Values that any thread or task appends and reads: what completion handlers were called with.
final class Recorded<Value: Sendable>: Sendable {
  private let storage = Mutex<[Value]>([])

  init() {}

  var values: [Value] { storage.withLock { $0 } }

  func append(_ value: Value) {
    storage.withLock { $0.append(value) }
  }
}

extension ServerNotifications {
  /// Server notifications whose answer is kept in a new temporary directory, never the user's
  /// configuration.
  static func temporary() -> ServerNotifications {
    ServerNotifications(
      url: FileManager.default.temporaryDirectory
        .appendingPathComponent("notifications-\(UUID().uuidString)")
        .appendingPathComponent("notifications.json")
    )
  }

  /// Saves `status` as the answer, as an earlier request would have.
  func save(_ status: UNAuthorizationStatus) throws {
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true
    )
    try JSONEncoder().encode(status).write(to: url)
  }

  /// Removes the temporary directory and the answer in it.
  func removeDirectory() {
    try? FileManager.default.removeItem(at: url.deletingLastPathComponent())
  }
}
