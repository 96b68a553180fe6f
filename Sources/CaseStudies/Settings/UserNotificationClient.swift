import ComposableArchitecture

/// Whether the app may show notifications, as the system last answered.
public enum NotificationAuthorizationStatus: String, Codable, Equatable, Sendable {
  /// The user has not been asked yet.
  case notDetermined
  /// The user refused.
  case denied
  /// The user agreed.
  case authorized
}

/// The user's notification settings, as the notification system reports them.
public struct UserNotificationSettings: Equatable, Sendable {
  public var authorizationStatus: NotificationAuthorizationStatus

  public init(authorizationStatus: NotificationAuthorizationStatus) {
    self.authorizationStatus = authorizationStatus
  }
}

/// An error from the notification system.
public struct UserNotificationError: Codable, Error, Equatable, Sendable {
  public var message: String

  public init(_ message: String) {
    self.message = message
  }
}

/// The notification system, as the settings feature needs it.
///
/// ```swift
/// let environment = SettingsEnvironment(
///   mainQueue: .main,
///   userNotifications: .live
/// )
/// ```
///
/// Tests start from ``failing`` and override the endpoints they expect to run; the gallery's
/// `live` client asks UserNotifications' `UNUserNotificationCenter`: the browser tab's
/// notifications, or the server machine's where the page can't answer.
public struct UserNotificationClient {
  /// Reads the current settings.
  public var getNotificationSettings: () -> Effect<UserNotificationSettings, Never>
  /// Asks the user for permission; emits whether it was granted.
  public var requestAuthorization: () -> Effect<Bool, UserNotificationError>
  /// Registers the app to receive notifications once authorized.
  public var registerForRemoteNotifications: () -> Effect<Never, Never>

  public init(
    getNotificationSettings: @escaping () -> Effect<UserNotificationSettings, Never>,
    requestAuthorization: @escaping () -> Effect<Bool, UserNotificationError>,
    registerForRemoteNotifications: @escaping () -> Effect<Never, Never>
  ) {
    self.getNotificationSettings = getNotificationSettings
    self.requestAuthorization = requestAuthorization
    self.registerForRemoteNotifications = registerForRemoteNotifications
  }
}

extension UserNotificationClient {
  /// A client that fails the test if any of its endpoints run.
  public static var failing: UserNotificationClient {
    UserNotificationClient(
      getNotificationSettings: { .failing("UserNotificationClient.getNotificationSettings") },
      requestAuthorization: { .failing("UserNotificationClient.requestAuthorization") },
      registerForRemoteNotifications: {
        .failing("UserNotificationClient.registerForRemoteNotifications")
      }
    )
  }
}
