import CaseStudies
import ComposableWeb
import Synchronization
import Testing

@testable import CaseStudiesGallery

/// The settings feature's notification client over a page's bridge: the page's answers mapped
/// onto the feature's, and the server's client where the page can't answer.
@MainActor
@Suite struct BrowserNotificationClientTests {
  /// The call frames the page got.
  final class Page: Sendable {
    private let log = Mutex<[String]>([])
    var frames: [String] { log.withLock { $0 } }

    func attach(to bridge: BrowserBridge) {
      bridge.attach { frame in self.log.withLock { $0.append(frame) } }
    }
  }

  /// A server-side client that answers `status` and `granted`, and records registrations.
  final class Fallback {
    var registrations = 0

    func client(
      status: NotificationAuthorizationStatus = .authorized,
      granted: Bool = true
    ) -> UserNotificationClient {
      UserNotificationClient(
        getNotificationSettings: {
          Effect(value: UserNotificationSettings(authorizationStatus: status))
        },
        requestAuthorization: { Effect(value: granted) },
        registerForRemoteNotifications: { .fireAndForget { self.registrations += 1 } }
      )
    }
  }

  let session = RenderSession(root: Text("Settings"))
  let page = Page()
  let fallback = Fallback()

  init() {
    page.attach(to: session.bridge)
  }

  /// Answers the page's `number`th call (from 1) with `reply`, once the call has arrived.
  func answer(_ number: Int, with reply: String) async throws {
    #expect(await eventually { page.frames.count >= number })
    let frame = session.handle(message: #"{"t":"reply","id":\#(number),\#(reply)}"#)
    #expect(frame.hasPrefix(#"{"t":"patch""#), "\(frame)")
  }

  @Test func readsThePagesPermission() async throws {
    let client = UserNotificationClient.browser(session.bridge, fallback: fallback.client())
    let cases: [(String, NotificationAuthorizationStatus)] = [
      ("granted", .authorized), ("denied", .denied), ("default", .notDetermined),
      ("sure, why not", .denied),
    ]
    for (number, (permission, status)) in zip(1..., cases) {
      var answers: [UserNotificationSettings] = []
      let cancellable = client.getNotificationSettings().sink { answers.append($0) }
      try await answer(number, with: #""v":"\#(permission)""#)
      #expect(
        await eventually { answers == [UserNotificationSettings(authorizationStatus: status)] })
      cancellable.cancel()
    }
    #expect(page.frames.allSatisfy { $0.contains(#""name":"notification.permission""#) })
  }

  @Test func asksTheServerWhereThePageCant() async throws {
    let client = UserNotificationClient.browser(
      session.bridge, fallback: fallback.client(status: .authorized)
    )
    var answers: [UserNotificationSettings] = []
    let cancellable = client.getNotificationSettings().sink { answers.append($0) }
    try await answer(1, with: #""err":"unsupported","msg":"no Notification API""#)
    #expect(
      await eventually { answers == [UserNotificationSettings(authorizationStatus: .authorized)] })
    cancellable.cancel()
  }

  @Test func requestsPermissionFromThePage() async throws {
    let client = UserNotificationClient.browser(
      session.bridge, fallback: fallback.client(granted: true))
    let cases: [(String, Bool)] = [("granted", true), ("denied", false), ("default", false)]
    for (number, (permission, granted)) in zip(1..., cases) {
      var answers: [Bool] = []
      let cancellable = client.requestAuthorization().sink(
        receiveCompletion: { _ in }, receiveValue: { answers.append($0) }
      )
      try await answer(number, with: #""v":"\#(permission)""#)
      #expect(await eventually { answers == [granted] }, "\(permission)")
      cancellable.cancel()
    }
    #expect(page.frames.allSatisfy { $0.contains(#""name":"notification.requestPermission""#) })
  }

  @Test func requestingFallsBackOrFailsWithAMessage() async throws {
    let client = UserNotificationClient.browser(
      session.bridge, fallback: fallback.client(granted: false))
    var answers: [Bool] = []
    let first = client.requestAuthorization().sink(
      receiveCompletion: { _ in }, receiveValue: { answers.append($0) }
    )
    try await answer(1, with: #""err":"unsupported","msg":"not a secure context""#)
    #expect(await eventually { answers == [false] })
    first.cancel()

    var failure: UserNotificationError?
    let second = client.requestAuthorization().sink(
      receiveCompletion: { if case let .failure(error) = $0 { failure = error } },
      receiveValue: { _ in }
    )
    try await answer(2, with: #""err":"failed","msg":"blocked""#)
    #expect(
      await eventually {
        failure == UserNotificationError("The browser did not answer: the browser failed: blocked.")
      }
    )
    second.cancel()
  }

  @Test func registeringShowsANotificationInThePage() async throws {
    let client = UserNotificationClient.browser(session.bridge, fallback: fallback.client())
    var finished = false
    let first = client.registerForRemoteNotifications().sink(
      receiveCompletion: { _ in finished = true }, receiveValue: { _ in }
    )
    try await answer(1, with: #""v":"shown""#)
    #expect(await eventually { finished })
    #expect(
      page.frames.last
        == #"{"t":"call","id":1,"name":"notification.show","args":{"body":"You will be notified of new posts.","title":"Notifications on"}}"#
    )
    #expect(fallback.registrations == 0)
    first.cancel()

    // Where the page can't show one, the server's client registers instead.
    let second = client.registerForRemoteNotifications().sink(
      receiveCompletion: { _ in }, receiveValue: { _ in }
    )
    try await answer(2, with: #""err":"unsupported","msg":"no Notification API""#)
    #expect(await eventually { fallback.registrations == 1 })
    second.cancel()
  }
}

/// Waits until `condition` holds, for at most two seconds.
func eventually(
  isolation: isolated (any Actor)? = #isolation,
  _ condition: () async -> Bool
) async -> Bool {
  for _ in 0..<200 {
    if await condition() { return true }
    try? await Task.sleep(for: .milliseconds(10))
  }
  return false
}
