import Foundation

/// The notification system of the machine the server runs on: what ``UNUserNotificationCenter``
/// falls back to where no browser tab can answer (code running outside a session, a page
/// without the Notification API).
///
/// Linux has no system-wide permission prompt, so the answer is kept in a small file (by default
/// `$XDG_CONFIG_HOME/composable-architecture-linux/notifications.json`). Asking grants
/// notifications when the machine can show desktop notifications (`notify-send` is installed)
/// and denies them otherwise; a notification is shown with `notify-send`.
package struct ServerNotifications: Sendable {
  /// Where the answer is kept.
  package let url: URL

  package init(url: URL = ServerNotifications.defaultURL) {
    self.url = url
  }

  package static var defaultURL: URL {
    let environment = ProcessInfo.processInfo.environment
    let configHome =
      environment["XDG_CONFIG_HOME"].map { URL(fileURLWithPath: $0) }
      ?? URL(fileURLWithPath: NSHomeDirectory()).appendingPathComponent(".config")
    return
      configHome
      .appendingPathComponent("composable-architecture-linux")
      .appendingPathComponent("notifications.json")
  }

  /// The saved answer; not determined when there is none or it can't be read.
  package func authorizationStatus() -> UNAuthorizationStatus {
    guard
      let data = try? Data(contentsOf: url),
      let status = try? JSONDecoder().decode(UNAuthorizationStatus.self, from: data)
    else { return .notDetermined }
    return status
  }

  /// Asks the machine: granted when it can show desktop notifications. The answer is saved.
  package func requestAuthorization() throws -> Bool {
    let granted = DesktopNotifier.isAvailable
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true
    )
    try JSONEncoder().encode(granted ? UNAuthorizationStatus.authorized : .denied)
      .write(to: url, options: .atomic)
    return granted
  }

  /// Shows a desktop notification, if the machine can and notifications were granted.
  package func show(title: String, body: String) {
    guard authorizationStatus() == .authorized else { return }
    DesktopNotifier.show(title: title, body: body)
  }
}

/// Desktop notifications through `notify-send`, when the machine has it.
enum DesktopNotifier {
  static var executable: String? {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    return path.split(separator: ":")
      .map { "\($0)/notify-send" }
      .first { FileManager.default.isExecutableFile(atPath: $0) }
  }

  static var isAvailable: Bool { executable != nil }

  static func show(title: String, body: String) {
    guard let executable else { return }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = [title, body]
    try? process.run()
  }
}
