import CaseStudies
import ComposableArchitecture
import Foundation
import Testing

@Suite struct UserNotificationClientLiveTests {
  let url = FileManager.default.temporaryDirectory
    .appendingPathComponent("notifications-\(UUID().uuidString)")
    .appendingPathComponent("notifications.json")

  /// The values an effect that completes synchronously produced.
  func values<Output, Failure>(_ effect: Effect<Output, Failure>) -> [Result<Output, Failure>] {
    var results: [Result<Output, Failure>] = []
    let cancellable = effect.sink(
      receiveCompletion: { completion in
        if case let .failure(error) = completion { results.append(.failure(error)) }
      },
      receiveValue: { results.append(.success($0)) }
    )
    _ = cancellable
    return results
  }

  @Test func anUnaskedMachineIsNotDetermined() throws {
    let client = UserNotificationClient.live(storeURL: url)
    let settings = try #require(values(client.getNotificationSettings()).first).get()
    #expect(settings.authorizationStatus == .notDetermined)
  }

  @Test func theAnswerIsKeptOnDiskAndReadBack() throws {
    let client = UserNotificationClient.live(storeURL: url)
    let granted = try #require(values(client.requestAuthorization()).first).get()
    let settings = try #require(values(client.getNotificationSettings()).first).get()
    // Granted exactly when the machine can show desktop notifications.
    #expect(settings.authorizationStatus == (granted ? .authorized : .denied))
    #expect(PermissionFile(url: url).read() == settings.authorizationStatus)
    try? FileManager.default.removeItem(at: url.deletingLastPathComponent())
  }

  @Test func anUnreadableFileCountsAsNotAsked() throws {
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true
    )
    try Data("not json".utf8).write(to: url)
    #expect(PermissionFile(url: url).read() == .notDetermined)
    try? FileManager.default.removeItem(at: url.deletingLastPathComponent())
  }

  @Test func aFileThatCantBeWrittenIsAnErrorNotACrash() throws {
    // A directory stands where the file should be.
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    let client = UserNotificationClient.live(storeURL: url)
    let result = try #require(values(client.requestAuthorization()).first)
    guard case let .failure(error) = result else {
      Issue.record("expected a failure, got \(result)")
      return
    }
    #expect(error.message.hasPrefix("Could not save the answer"))
    try? FileManager.default.removeItem(at: url.deletingLastPathComponent())
  }
}
