/// Whether the app may show notifications, as UserNotifications reports it.
///
/// A browser reports three answers (`Notification.permission`: `default`, `denied`,
/// `granted`), which are ``notDetermined``, ``denied`` and ``authorized``: ``provisional`` and
/// ``ephemeral`` exist so that 2021 code switching over every case compiles, and are never
/// reported.
public enum UNAuthorizationStatus: Int, Codable, Hashable, Sendable {
  /// The user hasn't been asked yet.
  case notDetermined = 0
  /// The user refused.
  case denied = 1
  /// The user allowed notifications.
  case authorized = 2
  /// Quiet notifications without asking: never reported by a browser.
  case provisional = 3
  /// An App Clip's short-lived permission: never reported by a browser.
  case ephemeral = 4

  /// The status a browser's `Notification.permission` stands for; `nil` for anything else.
  init?(browserPermission permission: String) {
    switch permission {
    case "granted": self = .authorized
    case "default": self = .notDetermined
    case "denied": self = .denied
    default: return nil
    }
  }
}

/// What a permission request asks for. A browser grants or refuses notifications as a whole,
/// so every option asks the same question.
public struct UNAuthorizationOptions: OptionSet, Hashable, Sendable {
  public let rawValue: UInt

  public init(rawValue: UInt) {
    self.rawValue = rawValue
  }

  public static let badge = UNAuthorizationOptions(rawValue: 1 << 0)
  public static let sound = UNAuthorizationOptions(rawValue: 1 << 1)
  public static let alert = UNAuthorizationOptions(rawValue: 1 << 2)
  public static let carPlay = UNAuthorizationOptions(rawValue: 1 << 3)
  public static let criticalAlert = UNAuthorizationOptions(rawValue: 1 << 4)
  public static let providesAppNotificationSettings = UNAuthorizationOptions(rawValue: 1 << 5)
  public static let provisional = UNAuthorizationOptions(rawValue: 1 << 6)
}

/// Whether one kind of notification presentation is on.
public enum UNNotificationSetting: Int, Hashable, Sendable {
  case notSupported = 0
  case disabled = 1
  case enabled = 2
}

/// The app's notification settings, as ``UNUserNotificationCenter/getNotificationSettings(completionHandler:)``
/// reports them.
public final class UNNotificationSettings: Sendable {
  public let authorizationStatus: UNAuthorizationStatus

  /// Alerts are on exactly when notifications are authorized: a browser shows nothing else.
  public var alertSetting: UNNotificationSetting {
    authorizationStatus == .authorized ? .enabled : .disabled
  }

  /// Browsers don't badge a page's icon.
  public var badgeSetting: UNNotificationSetting { .notSupported }

  /// A notification's sound is the browser's to choose.
  public var soundSetting: UNNotificationSetting { .notSupported }

  package init(authorizationStatus: UNAuthorizationStatus) {
    self.authorizationStatus = authorizationStatus
  }
}
