import ComposableArchitecture

/// The settings screen of a social app: a concise form where every field is a
/// `@BindableState` and one `binding` action replaces an action per field.
public struct SettingsState: Equatable {
  @BindableState public var alert: AlertState<SettingsAction>?
  @BindableState public var digest = Digest.daily
  @BindableState public var displayName = ""
  /// Whether the notifications client is being asked something; not bindable, so no binding
  /// action can change it.
  public var isLoading = false
  @BindableState public var protectMyPosts = false
  @BindableState public var sendNotifications = false
  @BindableState public var userSettings = UserSettings()

  public init(
    alert: AlertState<SettingsAction>? = nil,
    digest: Digest = .daily,
    displayName: String = "",
    isLoading: Bool = false,
    protectMyPosts: Bool = false,
    sendNotifications: Bool = false,
    userSettings: UserSettings = UserSettings()
  ) {
    self.alert = alert
    self.digest = digest
    self.displayName = displayName
    self.isLoading = isLoading
    self.protectMyPosts = protectMyPosts
    self.sendNotifications = sendNotifications
    self.userSettings = userSettings
  }

  /// The longest display name the app accepts.
  public static let maximumDisplayNameLength = 16
}

/// How often the top-posts digest is sent.
public enum Digest: String, Codable, CaseIterable, Equatable, Sendable {
  case daily = "Daily"
  case weekly = "Weekly"
  case off = "Off"
}

/// Preferences grouped in their own struct, bound field by field through
/// `viewStore.$userSettings.enableHaptics`.
public struct UserSettings: Codable, Equatable, Sendable {
  public var colorScheme = ColorScheme.system
  public var enableHaptics = true

  public init(colorScheme: ColorScheme = .system, enableHaptics: Bool = true) {
    self.colorScheme = colorScheme
    self.enableHaptics = enableHaptics
  }

  public enum ColorScheme: String, Codable, CaseIterable, Equatable, Sendable {
    case system = "System"
    case dark = "Dark"
    case light = "Light"
  }
}

public enum SettingsAction: BindableAction, Equatable {
  case authorizationResponse(Result<Bool, UserNotificationError>)
  case binding(BindingAction<SettingsState>)
  case notificationSettingsResponse(UserNotificationSettings)
  case resetButtonTapped
}

public struct SettingsEnvironment {
  public var mainQueue: AnySchedulerOf<DispatchQueue>
  public var userNotifications: UserNotificationClient

  public init(mainQueue: AnySchedulerOf<DispatchQueue>, userNotifications: UserNotificationClient) {
    self.mainQueue = mainQueue
    self.userNotifications = userNotifications
  }
}

public let settingsReducer = Reducer<SettingsState, SettingsAction, SettingsEnvironment> {
  state, action, environment in
  switch action {
  case .authorizationResponse(.success(true)):
    state.isLoading = false
    state.sendNotifications = true
    return environment.userNotifications.registerForRemoteNotifications().fireAndForget()

  case .authorizationResponse(.success(false)):
    state.isLoading = false
    state.alert = .notificationsNotGranted
    return .none

  case let .authorizationResponse(.failure(error)):
    state.isLoading = false
    state.alert = AlertState(
      title: TextState("Could not turn on notifications"),
      message: TextState(error.message),
      dismissButton: .default(TextState("OK"))
    )
    return .none

  case .binding(\.$displayName):
    // The binding already wrote the new name; trim it to what the app accepts.
    state.displayName = String(state.displayName.prefix(SettingsState.maximumDisplayNameLength))
    return .none

  case .binding(\.$sendNotifications):
    // Turning notifications off needs no permission; turning them on waits for it, so the
    // toggle stays off until the notification system agrees.
    guard state.sendNotifications else { return .none }
    state.sendNotifications = false
    state.isLoading = true
    return environment.userNotifications.getNotificationSettings()
      .receive(on: environment.mainQueue)
      .eraseToEffect(SettingsAction.notificationSettingsResponse)

  case .binding:
    return .none

  case let .notificationSettingsResponse(settings):
    switch settings.authorizationStatus {
    case .authorized:
      state.isLoading = false
      state.sendNotifications = true
      return environment.userNotifications.registerForRemoteNotifications().fireAndForget()
    case .denied:
      state.isLoading = false
      state.alert = .notificationsDenied
      return .none
    case .notDetermined:
      return environment.userNotifications.requestAuthorization()
        .receive(on: environment.mainQueue)
        .catchToEffect(SettingsAction.authorizationResponse)
    }

  case .resetButtonTapped:
    state = SettingsState()
    return .none
  }
}
.binding()

extension AlertState where Action == SettingsAction {
  static var notificationsDenied: Self {
    AlertState(
      title: TextState("Notifications are turned off"),
      message: TextState("Allow notifications for this app in your system settings first."),
      dismissButton: .default(TextState("OK"))
    )
  }

  static var notificationsNotGranted: Self {
    AlertState(
      title: TextState("Notifications not allowed"),
      message: TextState("You can allow them later from your system settings."),
      dismissButton: .default(TextState("OK"))
    )
  }
}
