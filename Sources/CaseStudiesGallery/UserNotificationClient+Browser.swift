import CaseStudies
import ComposableWeb

extension UserNotificationClient {
  /// The notification system of the browser tab the page runs in, through its bridge: the
  /// page's `Notification.permission`, `Notification.requestPermission()` and
  /// `new Notification(…)`.
  ///
  /// ```swift
  /// server.page("/settings", title: "Settings") { bridge in
  ///   SettingsView(store: Store(
  ///     initialState: SettingsState(),
  ///     reducer: settingsReducer,
  ///     environment: SettingsEnvironment(mainQueue: .main, userNotifications: .browser(bridge))
  ///   ))
  /// }
  /// ```
  ///
  /// Where the page can't (no Notification API, or not a secure context), `fallback` — the
  /// server's own notification system by default — answers instead. A page that fails or
  /// doesn't answer in time makes the permission request fail with a message for the user.
  static func browser(
    _ bridge: BrowserBridge,
    fallback: UserNotificationClient = .live()
  ) -> UserNotificationClient {
    UserNotificationClient(
      getNotificationSettings: {
        ask(bridge, .notificationPermission, timeout: .seconds(5))
          .flatMap { answer -> Effect<UserNotificationSettings, Never> in
            switch answer {
            case let .success(permission):
              let status = NotificationAuthorizationStatus(browserPermission: permission)
              return Effect(value: UserNotificationSettings(authorizationStatus: status))
            case let .failure(error):
              // Reading settings can't fail: the server's answer is the best there is.
              GalleryLog.warning(
                "the page's notification permission is unknown (\(error)); asking the server"
              )
              return fallback.getNotificationSettings()
            }
          }
          .eraseToEffect()
      },
      requestAuthorization: {
        // The user may take a while to answer the browser's prompt.
        ask(bridge, .requestNotificationPermission, timeout: .seconds(120))
          .setFailureType(to: UserNotificationError.self)
          .flatMap { answer -> Effect<Bool, UserNotificationError> in
            switch answer {
            case let .success(permission):
              // "default" means the prompt was dismissed without an answer: not granted.
              return Effect(value: permission == "granted")
            case let .failure(.unsupported(reason)):
              GalleryLog.warning(
                "the page can't ask for notifications (\(reason)); asking the server"
              )
              return fallback.requestAuthorization()
            case let .failure(error):
              return Effect(error: UserNotificationError("The browser did not answer: \(error)."))
            }
          }
          .eraseToEffect()
      },
      registerForRemoteNotifications: {
        ask(
          bridge,
          .showNotification(title: "Notifications on", body: "You will be notified of new posts."),
          timeout: .seconds(5)
        )
        .flatMap { answer -> Effect<Never, Never> in
          switch answer {
          case .success:
            return .none
          case .failure(.unsupported):
            return fallback.registerForRemoteNotifications()
          case let .failure(error):
            GalleryLog.warning("showing a notification in the page failed: \(error)")
            return .none
          }
        }
        .eraseToEffect()
      }
    )
  }
}

/// Calls `capability` through `bridge` in a task; the answer or the reason there is none.
private func ask(
  _ bridge: BrowserBridge,
  _ capability: BrowserCapability,
  timeout: Duration
) -> Effect<Result<String, BrowserBridgeError>, Never> {
  .task {
    do {
      return .success(try await bridge.call(capability, timeout: timeout))
    } catch let error as BrowserBridgeError {
      return .failure(error)
    } catch {
      // Only cancellation gets here, and a cancelled effect's output goes nowhere.
      return .failure(.disconnected)
    }
  }
}

extension NotificationAuthorizationStatus {
  /// The status a browser's `Notification.permission` stands for. Anything but the three
  /// values browsers report is treated as a refusal, and logged.
  init(browserPermission permission: String) {
    switch permission {
    case "granted": self = .authorized
    case "default": self = .notDetermined
    case "denied": self = .denied
    default:
      GalleryLog.warning(
        "the page reported an unknown notification permission \"\(permission.prefix(32))\""
      )
      self = .denied
    }
  }
}
