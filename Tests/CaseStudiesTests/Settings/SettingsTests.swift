import CaseStudies
import ComposableArchitecture
import Testing

@Suite struct SettingsTests {
  let mainQueue = DispatchQueue.test

  func makeStore(
    _ state: SettingsState = SettingsState(),
    userNotifications: UserNotificationClient = .failing
  ) -> TestStore<SettingsState, SettingsState, SettingsAction, SettingsAction, SettingsEnvironment>
  {
    TestStore(
      initialState: state,
      reducer: settingsReducer,
      environment: SettingsEnvironment(
        mainQueue: mainQueue.eraseToAnyScheduler(),
        userNotifications: userNotifications
      )
    )
  }

  @Test func displayNameIsTruncatedTo16Characters() {
    let store = makeStore()
    store.send(.binding(.set(\.$displayName, "Blob"))) {
      $0.displayName = "Blob"
    }
    store.send(.binding(.set(\.$displayName, "Blob McBlob, Esquire the Third"))) {
      $0.displayName = "Blob McBlob, Esq"
    }
  }

  @Test func plainFieldsAreSetByTheirBindingAction() {
    let store = makeStore()
    store.send(.binding(.set(\.$protectMyPosts, true))) {
      $0.protectMyPosts = true
    }
    store.send(.binding(.set(\.$digest, .weekly))) {
      $0.digest = .weekly
    }
    store.send(.binding(.set(\.$userSettings.enableHaptics, false))) {
      $0.userSettings.enableHaptics = false
    }
    store.send(.binding(.set(\.$userSettings.colorScheme, .dark))) {
      $0.userSettings.colorScheme = .dark
    }
  }

  @Test func turningNotificationsOnWhenAlreadyAuthorizedRegisters() {
    var registered = 0
    var client = UserNotificationClient.failing
    client.getNotificationSettings = {
      Effect(value: UserNotificationSettings(authorizationStatus: .authorized))
    }
    client.registerForRemoteNotifications = { .fireAndForget { registered += 1 } }
    let store = makeStore(userNotifications: client)

    store.send(.binding(.set(\.$sendNotifications, true))) {
      $0.isLoading = true
    }
    mainQueue.advance()
    store.receive(
      .notificationSettingsResponse(UserNotificationSettings(authorizationStatus: .authorized))
    ) {
      $0.isLoading = false
      $0.sendNotifications = true
    }
    #expect(registered == 1)
  }

  @Test func turningNotificationsOnWhenDeniedShowsAnAlert() {
    var client = UserNotificationClient.failing
    client.getNotificationSettings = {
      Effect(value: UserNotificationSettings(authorizationStatus: .denied))
    }
    let store = makeStore(userNotifications: client)

    store.send(.binding(.set(\.$sendNotifications, true))) {
      $0.isLoading = true
    }
    mainQueue.advance()
    store.receive(
      .notificationSettingsResponse(UserNotificationSettings(authorizationStatus: .denied))
    ) {
      $0.isLoading = false
      $0.alert = AlertState(
        title: TextState("Notifications are turned off"),
        message: TextState("Allow notifications for this app in your system settings first."),
        dismissButton: .default(TextState("OK"))
      )
    }
    store.send(.binding(.set(\.$alert, nil))) {
      $0.alert = nil
    }
  }

  @Test func askingForAuthorizationThenRegisters() {
    var registered = 0
    var client = UserNotificationClient.failing
    client.getNotificationSettings = {
      Effect(value: UserNotificationSettings(authorizationStatus: .notDetermined))
    }
    client.requestAuthorization = { Effect(value: true) }
    client.registerForRemoteNotifications = { .fireAndForget { registered += 1 } }
    let store = makeStore(userNotifications: client)

    store.send(.binding(.set(\.$sendNotifications, true))) {
      $0.isLoading = true
    }
    mainQueue.advance()
    // One advance delivers both answers: the authorization request is scheduled for "now".
    store.receive(
      .notificationSettingsResponse(UserNotificationSettings(authorizationStatus: .notDetermined)))
    store.receive(.authorizationResponse(.success(true))) {
      $0.isLoading = false
      $0.sendNotifications = true
    }
    #expect(registered == 1)
  }

  @Test func authorizationNotGrantedLeavesNotificationsOff() {
    var client = UserNotificationClient.failing
    client.getNotificationSettings = {
      Effect(value: UserNotificationSettings(authorizationStatus: .notDetermined))
    }
    client.requestAuthorization = { Effect(value: false) }
    let store = makeStore(userNotifications: client)

    store.send(.binding(.set(\.$sendNotifications, true))) {
      $0.isLoading = true
    }
    mainQueue.advance()
    store.receive(
      .notificationSettingsResponse(UserNotificationSettings(authorizationStatus: .notDetermined)))
    store.receive(.authorizationResponse(.success(false))) {
      $0.isLoading = false
      $0.alert = AlertState(
        title: TextState("Notifications not allowed"),
        message: TextState("You can allow them later from your system settings."),
        dismissButton: .default(TextState("OK"))
      )
    }
  }

  @Test func authorizationErrorShowsAnAlert() {
    var client = UserNotificationClient.failing
    client.getNotificationSettings = {
      Effect(value: UserNotificationSettings(authorizationStatus: .notDetermined))
    }
    client.requestAuthorization = { Effect(error: UserNotificationError("Disk full")) }
    let store = makeStore(userNotifications: client)

    store.send(.binding(.set(\.$sendNotifications, true))) {
      $0.isLoading = true
    }
    mainQueue.advance()
    store.receive(
      .notificationSettingsResponse(UserNotificationSettings(authorizationStatus: .notDetermined)))
    store.receive(.authorizationResponse(.failure(UserNotificationError("Disk full")))) {
      $0.isLoading = false
      $0.alert = AlertState(
        title: TextState("Could not turn on notifications"),
        message: TextState("Disk full"),
        dismissButton: .default(TextState("OK"))
      )
    }
  }

  @Test func turningNotificationsOffNeedsNoPermission() {
    let store = makeStore(SettingsState(sendNotifications: true))
    store.send(.binding(.set(\.$sendNotifications, false))) {
      $0.sendNotifications = false
    }
  }

  @Test func resetRestoresTheDefaults() {
    let store = makeStore(
      SettingsState(
        digest: .off, displayName: "Blob", protectMyPosts: true, sendNotifications: true)
    )
    store.send(.resetButtonTapped) {
      $0 = SettingsState()
    }
  }

  // `isLoading` is a plain field, not `@BindableState`, so no binding action can write it:
  //
  //   store.send(.binding(.set(\.isLoading, true)))
  //
  // does not compile — `BindingAction.set` takes only key paths to `BindableState` fields.
}
