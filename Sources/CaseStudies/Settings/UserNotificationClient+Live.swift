import ComposableArchitecture
import Foundation

extension UserNotificationClient {
  /// The notification system of this machine.
  ///
  /// Linux has no system-wide permission prompt, so the answer is kept in a small file (by
  /// default in `$XDG_CONFIG_HOME/composable-architecture-linux/notifications.json`). Asking for
  /// authorization grants it when the machine can show desktop notifications (`notify-send` is
  /// installed) and denies it otherwise; registering shows a desktop notification confirming it.
  public static func live(storeURL: URL = PermissionFile.defaultURL) -> UserNotificationClient {
    let file = PermissionFile(url: storeURL)
    return UserNotificationClient(
      getNotificationSettings: {
        .result { .success(UserNotificationSettings(authorizationStatus: file.read())) }
      },
      requestAuthorization: {
        .result {
          let granted = DesktopNotifier.isAvailable
          do {
            try file.write(granted ? .authorized : .denied)
          } catch {
            return .failure(UserNotificationError("Could not save the answer: \(error)"))
          }
          return .success(granted)
        }
      },
      registerForRemoteNotifications: {
        .fireAndForget {
          DesktopNotifier.show(
            title: "Notifications on", body: "You will be notified of new posts.")
        }
      }
    )
  }
}

/// Where the live client keeps the user's answer.
public struct PermissionFile: Sendable {
  public let url: URL

  public init(url: URL) {
    self.url = url
  }

  public static var defaultURL: URL {
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
  public func read() -> NotificationAuthorizationStatus {
    guard
      let data = try? Data(contentsOf: url),
      let status = try? JSONDecoder().decode(NotificationAuthorizationStatus.self, from: data)
    else { return .notDetermined }
    return status
  }

  public func write(_ status: NotificationAuthorizationStatus) throws {
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true
    )
    try JSONEncoder().encode(status).write(to: url, options: .atomic)
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
