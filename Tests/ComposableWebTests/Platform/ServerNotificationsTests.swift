import ComposableWeb
import Foundation
import Testing

/// The server machine's notification permission: asked once, kept in a file, read back.
@Suite struct ServerNotificationsTests {
  let notifications = ServerNotifications.temporary()

  /// Whether this machine can show desktop notifications: `notify-send` is on the `PATH`.
  var machineCanNotify: Bool {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    return path.split(separator: ":").contains {
      FileManager.default.isExecutableFile(atPath: "\($0)/notify-send")
    }
  }

  @Test func anUnaskedMachineIsNotDetermined() {
    defer { notifications.removeDirectory() }
    #expect(notifications.authorizationStatus() == .notDetermined)
    // Reading doesn't ask: nothing was written.
    #expect(!FileManager.default.fileExists(atPath: notifications.url.path))
  }

  @Test func theAnswerIsKeptOnDiskAndReadBack() throws {
    defer { notifications.removeDirectory() }
    let granted = try notifications.requestAuthorization()
    // Granted exactly when the machine can show desktop notifications.
    #expect(granted == machineCanNotify)
    #expect(notifications.authorizationStatus() == (granted ? .authorized : .denied))
    // Another server reading the same file (a restart) gets the same answer.
    #expect(
      ServerNotifications(url: notifications.url).authorizationStatus()
        == (granted ? .authorized : .denied)
    )
  }

  @Test func anUnreadableFileCountsAsNotAsked() throws {
    defer { notifications.removeDirectory() }
    try notifications.save(.authorized)
    for contents in ["not json", "", "7", #"{"status":"authorized"}"#] {
      try Data(contents.utf8).write(to: notifications.url)
      #expect(notifications.authorizationStatus() == .notDetermined, "\(contents)")
    }
  }

  @Test func aFileThatCantBeWrittenIsAnErrorNotACrash() throws {
    defer { notifications.removeDirectory() }
    // A directory stands where the file should be.
    try FileManager.default.createDirectory(
      at: notifications.url, withIntermediateDirectories: true
    )
    #expect(throws: (any Error).self) { _ = try notifications.requestAuthorization() }
    #expect(notifications.authorizationStatus() == .notDetermined)
  }
}
