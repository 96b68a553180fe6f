import ComposableWeb

extension UserNotificationClient {
  /// The notifications of the browser tab the page runs in, through UserNotifications'
  /// `UNUserNotificationCenter`: the tab's `Notification.permission`, its permission prompt and
  /// its notifications, with the server's machine answering where the page can't.
  ///
  /// ```swift
  /// SettingsEnvironment(mainQueue: .main, userNotifications: .live)
  /// ```
  static var live: UserNotificationClient {
    UserNotificationClient(
      getNotificationSettings: {
        .future { callback in
          UNUserNotificationCenter.current().getNotificationSettings { settings in
            callback(
              .success(
                UserNotificationSettings(
                  authorizationStatus: NotificationAuthorizationStatus(settings.authorizationStatus)
                )))
          }
        }
      },
      requestAuthorization: {
        .future { callback in
          UNUserNotificationCenter.current().requestAuthorization(options: [.alert, .sound]) {
            granted, error in
            if let error {
              callback(.failure(UserNotificationError("The browser did not answer: \(error).")))
            } else {
              callback(.success(granted))
            }
          }
        }
      },
      registerForRemoteNotifications: {
        .fireAndForget {
          let content = UNMutableNotificationContent()
          content.title = "Notifications on"
          content.body = "You will be notified of new posts."
          UNUserNotificationCenter.current().add(
            UNNotificationRequest(identifier: "notifications-on", content: content, trigger: nil))
        }
      }
    )
  }
}

extension NotificationAuthorizationStatus {
  /// The study's status for UserNotifications' one: provisional and ephemeral permissions show
  /// notifications, so they count as authorized.
  init(_ status: UNAuthorizationStatus) {
    switch status {
    case .notDetermined: self = .notDetermined
    case .denied: self = .denied
    case .authorized, .provisional, .ephemeral: self = .authorized
    }
  }
}
