import ComposableArchitecture
import Foundation
import Testing

// Four levels: App ⊃ Profile ⊃ Settings ⊃ Haptics.

private struct HapticsState: Equatable {
  var isEnabled = false
  var strength = 1
}

private enum HapticsAction: Equatable {
  case toggle
  case strengthChanged(Int)
}

private struct SettingsState: Equatable {
  var haptics = HapticsState()
  var displayName = "Blob"
}

private enum SettingsAction: Equatable {
  case haptics(HapticsAction)
  case rename(String)
}

private struct ProfileState: Equatable {
  var settings = SettingsState()
  var bio = ""
}

private enum ProfileAction: Equatable {
  case settings(SettingsAction)
  case bioChanged(String)
}

private struct AppState: Equatable {
  var profile = ProfileState()
  var count = 0
}

private enum AppAction: Equatable {
  case profile(ProfileAction)
  case increment
}

private let appReducer = Reducer<AppState, AppAction, Void> { state, action, _ in
  switch action {
  case .profile(.settings(.haptics(.toggle))):
    state.profile.settings.haptics.isEnabled.toggle()
  case let .profile(.settings(.haptics(.strengthChanged(strength)))):
    state.profile.settings.haptics.strength = strength
  case let .profile(.settings(.rename(name))):
    state.profile.settings.displayName = name
  case let .profile(.bioChanged(bio)):
    state.profile.bio = bio
  case .increment:
    state.count += 1
  }
  return .none
}

@Suite struct StoreScopeTests {
  @Test func actionsGoUpAndStateComesDownThroughEveryLevel() {
    var received: [AppAction] = []
    let store = Store(
      initialState: AppState(),
      reducer: Reducer<AppState, AppAction, Void> { state, action, environment in
        received.append(action)
        return appReducer(&state, action, environment)
      },
      environment: ()
    )
    let profileStore = store.scope(state: \.profile, action: AppAction.profile)
    let settingsStore = profileStore.scope(state: \.settings, action: ProfileAction.settings)
    let hapticsStore = settingsStore.scope(state: \.haptics, action: SettingsAction.haptics)

    let appViewStore = ViewStore(store)
    let profileViewStore = ViewStore(profileStore)
    let settingsViewStore = ViewStore(settingsStore)
    let hapticsViewStore = ViewStore(hapticsStore)

    hapticsViewStore.send(.toggle)
    #expect(received == [.profile(.settings(.haptics(.toggle)))])
    #expect(hapticsViewStore.isEnabled)
    #expect(settingsViewStore.haptics.isEnabled)
    #expect(profileViewStore.settings.haptics.isEnabled)
    #expect(appViewStore.profile.settings.haptics.isEnabled)

    // A change made at the root reaches the deepest store.
    appViewStore.send(.profile(.settings(.haptics(.strengthChanged(3)))))
    #expect(hapticsViewStore.strength == 3)

    settingsViewStore.send(.rename("Blob Jr."))
    #expect(appViewStore.profile.settings.displayName == "Blob Jr.")
    #expect(settingsViewStore.displayName == "Blob Jr.")
  }

  @Test func effectsOfAScopedSendComeBackThroughTheRoot() {
    let scheduler = DispatchQueue.test
    let store = Store(
      initialState: AppState(),
      reducer: Reducer<AppState, AppAction, Void> { state, action, environment in
        if action == .profile(.bioChanged("later")) {
          return Effect(value: .profile(.settings(.haptics(.toggle))))
            .delay(for: 1, scheduler: scheduler)
            .eraseToEffect()
        }
        return appReducer(&state, action, environment)
      },
      environment: ()
    )
    let hapticsViewStore = ViewStore(
      store
        .scope(state: \.profile, action: AppAction.profile)
        .scope(state: \.settings, action: ProfileAction.settings)
        .scope(state: \.haptics, action: SettingsAction.haptics)
    )
    ViewStore(store).send(.profile(.bioChanged("later")))
    #expect(!hapticsViewStore.isEnabled)
    scheduler.advance(by: 1)
    #expect(hapticsViewStore.isEnabled)
  }

  @Test func scopeStateOnly() {
    let store = Store(initialState: AppState(), reducer: appReducer, environment: ())
    let countStore: Store<Int, AppAction> = store.scope(state: \.count)
    let viewStore = ViewStore(countStore)
    viewStore.send(.increment)
    viewStore.send(.increment)
    #expect(viewStore.state == 2)
  }

  @Test func stateless() {
    let store = Store(initialState: AppState(), reducer: appReducer, environment: ())
    let viewStore = ViewStore(store.stateless)
    viewStore.send(.increment)
    #expect(ViewStore(store).count == 1)
  }

  @Test func actionless() {
    let store = Store(initialState: AppState(), reducer: appReducer, environment: ())
    let readOnly = ViewStore(store.actionless)
    var counts: [Int] = []
    let observation = readOnly.observe { counts.append($0.count) }
    ViewStore(store).send(.increment)
    #expect(readOnly.count == 1)
    #expect(counts == [1])
    _ = observation
  }

  @Test func viewStoresOfUnchangedSlicesAreNotNotified() {
    let store = Store(initialState: AppState(), reducer: appReducer, environment: ())
    let hapticsViewStore = ViewStore(
      store
        .scope(state: \.profile, action: AppAction.profile)
        .scope(state: \.settings, action: ProfileAction.settings)
        .scope(state: \.haptics, action: SettingsAction.haptics)
    )
    let bioViewStore = ViewStore(
      store.scope(state: \.profile.bio, action: { AppAction.profile(.bioChanged($0)) })
    )
    var hapticsChanges = 0
    var bioChanges = 0
    let observations = [
      hapticsViewStore.observe { _ in hapticsChanges += 1 },
      bioViewStore.observe { _ in bioChanges += 1 },
    ]

    bioViewStore.send("Hi")
    ViewStore(store).send(.increment)
    #expect(hapticsChanges == 0)
    #expect(bioChanges == 1)

    hapticsViewStore.send(.toggle)
    #expect(hapticsChanges == 1)
    #expect(bioChanges == 1)
    _ = observations
  }

  @Test func scopesOfUnchangedSlicesAreNotRecomputed() {
    var profileScopes = 0
    var settingsScopes = 0
    var hapticsScopes = 0
    let store = Store(initialState: AppState(), reducer: appReducer, environment: ())
    let hapticsStore =
      store
      .scope(
        state: { state -> ProfileState in
          profileScopes += 1
          return state.profile
        },
        action: AppAction.profile
      )
      .scope(
        state: { state -> SettingsState in
          settingsScopes += 1
          return state.settings
        },
        action: ProfileAction.settings
      )
      .scope(
        state: { state -> HapticsState in
          hapticsScopes += 1
          return state.haptics
        },
        action: SettingsAction.haptics
      )
    let viewStore = ViewStore(hapticsStore)
    profileScopes = 0
    settingsScopes = 0
    hapticsScopes = 0

    // A change outside the profile stops at the first level.
    ViewStore(store).send(.increment)
    #expect(profileScopes == 1)
    #expect(settingsScopes == 0)
    #expect(hapticsScopes == 0)

    // A change to the bio stops at the second level.
    ViewStore(store).send(.profile(.bioChanged("Hi")))
    #expect(profileScopes == 2)
    #expect(settingsScopes == 1)
    #expect(hapticsScopes == 0)

    // A change to the haptics is computed once per level.
    viewStore.send(.toggle)
    #expect(profileScopes == 3)
    #expect(settingsScopes == 2)
    #expect(hapticsScopes == 1)
  }

  @Test func unobservedScopedStoreIsDerivedOnlyWhenRead() {
    var scopes = 0
    let store = Store(initialState: AppState(), reducer: appReducer, environment: ())
    let countStore = store.scope(
      state: { state -> Int in
        scopes += 1
        return state.count
      }
    )
    scopes = 0
    let rootViewStore = ViewStore(store)
    for _ in 1...10 { rootViewStore.send(.increment) }
    #expect(scopes == 0)

    // A view store made later starts from the current state.
    let countViewStore = ViewStore(countStore)
    #expect(countViewStore.state == 10)
    #expect(scopes == 1)
  }

  @Test func nonEquatableSliceIsDeduplicatedByTheViewStore() {
    struct Wrapper {
      var value: Int
    }
    let store = Store(initialState: AppState(), reducer: appReducer, environment: ())
    let viewStore = ViewStore(
      store.scope(state: { Wrapper(value: $0.profile.settings.haptics.strength) }),
      removeDuplicates: { $0.value == $1.value }
    )
    var changes: [Int] = []
    let observation = viewStore.observe { changes.append($0.value) }
    ViewStore(store).send(.increment)
    ViewStore(store).send(.profile(.settings(.haptics(.strengthChanged(5)))))
    #expect(changes == [5])
    _ = observation
  }

  @Test func releasedScopedViewStoresStopObserving() {
    let store = Store(initialState: AppState(), reducer: appReducer, environment: ())
    let profileStore = store.scope(state: \.profile, action: AppAction.profile)
    #expect(store.observerCount == 0)
    do {
      let viewStore = ViewStore(profileStore)
      #expect(profileStore.observerCount == 1)
      #expect(store.observerCount == 1)
      viewStore.send(.bioChanged("Hi"))
    }
    // Nothing is left observing: the next change costs nothing for the released view.
    #expect(profileStore.observerCount == 0)
    #expect(store.observerCount == 0)
  }
}
