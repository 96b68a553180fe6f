import ComposableArchitecture
import UserNotifications

struct SettingsState: Equatable {
  @BindableState var alert: AlertState<SettingsAction>?
  @BindableState var digest = Digest.daily
  @BindableState var displayName = ""
  @BindableState var protectMyPosts = false
  @BindableState var sendNotifications = false

  enum Digest: String, CaseIterable {
    case daily
    case weekly
    case off
  }
}

enum SettingsAction: BindableAction, Equatable {
  case authorizationResponse(Result<Bool, NSError>)
  case binding(BindingAction<SettingsState>)
  case notificationSettingsResponse(UserNotificationsClient.Settings)
  case resetButtonTapped
}

struct SettingsEnvironment {
  var mainQueue: AnySchedulerOf<DispatchQueue>
  var userNotifications: UserNotificationsClient
}

let settingsReducer = Reducer<SettingsState, SettingsAction, SettingsEnvironment> {
  state, action, environment in
  switch action {
  case .binding(\.$displayName):
    state.displayName = String(state.displayName.prefix(16))
    return .none

  case .binding(\.$sendNotifications):
    guard state.sendNotifications else { return .none }
    // Stays off until the system says it may turn on.
    state.sendNotifications = false
    return environment.userNotifications.getNotificationSettings()
      .receive(on: environment.mainQueue)
      .map(SettingsAction.notificationSettingsResponse)
      .eraseToEffect()

  case .binding:
    return .none

  case let .authorizationResponse(.success(granted)):
    state.sendNotifications = granted
    return granted
      ? environment.userNotifications.registerForRemoteNotifications().fireAndForget()
      : .none

  case .authorizationResponse(.failure):
    state.sendNotifications = false
    return .none

  case let .notificationSettingsResponse(settings):
    switch settings.authorizationStatus {
    case .notDetermined, .authorized, .provisional, .ephemeral:
      state.sendNotifications = true
      return environment.userNotifications.requestAuthorization(.alert)
        .receive(on: environment.mainQueue)
        .mapError { $0 as NSError }
        .catchToEffect(SettingsAction.authorizationResponse)

    case .denied:
      state.alert = .init(title: .init("You need to enable permissions from iOS settings"))
      return .none

    @unknown default:
      return .none
    }

  case .resetButtonTapped:
    state = .init()
    return .none
  }
}
.binding()
