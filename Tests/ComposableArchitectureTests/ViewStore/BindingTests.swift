import ComposableArchitecture
import Foundation
import Testing

private struct UserSettings: Equatable {
  var enableHaptics = false
  var volume = 5
}

private struct State: Equatable {
  var email = ""
  var isAlertShown = false
  var userSettings = UserSettings()
  var nickname: String?
}

private enum Action: Equatable {
  case emailChanged(String)
  case alertDismissed
  case userSettingsChanged(UserSettings)
  case nicknameChanged(String?)
  case showAlert
}

private func makeStore(_ actions: Box<[Action]>) -> ViewStore<State, Action> {
  ViewStore(
    Store(
      initialState: State(),
      reducer: Reducer<State, Action, Void> { state, action, _ in
        actions.value.append(action)
        switch action {
        case let .emailChanged(email):
          state.email = email
        case .alertDismissed:
          state.isAlertShown = false
        case let .userSettingsChanged(settings):
          state.userSettings = settings
        case let .nicknameChanged(nickname):
          state.nickname = nickname
        case .showAlert:
          state.isAlertShown = true
        }
        return .none
      },
      environment: ()
    )
  )
}

/// A control as a 2021 view would declare it.
private struct Toggle {
  @Binding var isOn: Bool

  func tap() {
    isOn.toggle()
  }
}

@Suite struct BindingTests {
  @Test func bindingWithAnActionForEachValue() {
    let actions = Box<[Action]>([])
    let viewStore = makeStore(actions)
    let email = viewStore.binding(get: \.email, send: Action.emailChanged)
    #expect(email.wrappedValue == "")

    email.wrappedValue = "blob@pointfree.co"
    #expect(actions.value == [.emailChanged("blob@pointfree.co")])
    #expect(viewStore.email == "blob@pointfree.co")
    // The binding reads the current state.
    #expect(email.wrappedValue == "blob@pointfree.co")
  }

  @Test func bindingWithAFixedAction() {
    let actions = Box<[Action]>([])
    let viewStore = makeStore(actions)
    viewStore.send(.showAlert)
    let isAlertShown = viewStore.binding(get: \.isAlertShown, send: .alertDismissed)
    #expect(isAlertShown.wrappedValue)

    isAlertShown.wrappedValue = false
    #expect(actions.value == [.showAlert, .alertDismissed])
    #expect(!isAlertShown.wrappedValue)
  }

  @Test func bindingWithAComputedGetter() {
    let actions = Box<[Action]>([])
    let viewStore = makeStore(actions)
    let volume = viewStore.binding(
      get: { Double($0.userSettings.volume) },
      send: { [viewStore] value in
        var settings = viewStore.userSettings
        settings.volume = Int(value)
        return .userSettingsChanged(settings)
      }
    )
    #expect(volume.wrappedValue == 5)
    volume.wrappedValue = 8
    #expect(viewStore.userSettings.volume == 8)
    #expect(volume.wrappedValue == 8)
  }

  @Test func childBindingsByDynamicMemberLookup() {
    let actions = Box<[Action]>([])
    let viewStore = makeStore(actions)
    let settings = viewStore.binding(get: \.userSettings, send: Action.userSettingsChanged)
    let enableHaptics: Binding<Bool> = settings.enableHaptics
    #expect(enableHaptics.wrappedValue == false)

    enableHaptics.wrappedValue = true
    // The write goes through the parent binding with the rest of the value intact.
    #expect(actions.value == [.userSettingsChanged(UserSettings(enableHaptics: true, volume: 5))])
    #expect(viewStore.userSettings.enableHaptics)
    #expect(enableHaptics.wrappedValue)
  }

  @Test func bindingAsAPropertyWrapper() {
    let actions = Box<[Action]>([])
    let viewStore = makeStore(actions)
    let toggle = Toggle(
      isOn: viewStore.binding(get: \.userSettings, send: Action.userSettingsChanged).enableHaptics
    )
    toggle.tap()
    #expect(viewStore.userSettings.enableHaptics)
    #expect(toggle.isOn)
    // `$isOn` is the binding itself.
    #expect(toggle.$isOn.wrappedValue)
    toggle.tap()
    #expect(!viewStore.userSettings.enableHaptics)
  }

  @Test func getAndSet() {
    var value = 1
    let binding = Binding(get: { value }, set: { value = $0 })
    binding.wrappedValue = 2
    #expect(value == 2)
    value = 3
    #expect(binding.wrappedValue == 3)
    #expect(binding.projectedValue.wrappedValue == 3)
    #expect(binding.description == "Binding(3)")
  }

  @Test func constant() {
    let binding = Binding.constant("Blob")
    #expect(binding.wrappedValue == "Blob")
    binding.wrappedValue = "Blobby"
    #expect(binding.wrappedValue == "Blob")
  }

  @Test func unwrappingAnOptional() {
    let actions = Box<[Action]>([])
    let viewStore = makeStore(actions)
    let nickname = viewStore.binding(get: \.nickname, send: Action.nicknameChanged)
    #expect(Binding<String>(nickname) == nil)

    viewStore.send(.nicknameChanged("Blobby"))
    guard let unwrapped = Binding<String>(nickname) else {
      Issue.record("Expected a binding for a non-nil value")
      return
    }
    #expect(unwrapped.wrappedValue == "Blobby")
    unwrapped.wrappedValue = "Blob Jr."
    #expect(viewStore.nickname == "Blob Jr.")

    // Once the value is nil, the unwrapped binding keeps its last value instead of crashing.
    viewStore.send(.nicknameChanged(nil))
    #expect(unwrapped.wrappedValue == "Blob Jr.")
  }

  @Test func wrappingIntoAnOptional() {
    var value = 1
    let optional = Binding<Int?>(Binding(get: { value }, set: { value = $0 }))
    #expect(optional.wrappedValue == 1)
    optional.wrappedValue = 2
    #expect(value == 2)
    // Writing nil has nothing to write through to.
    optional.wrappedValue = nil
    #expect(value == 2)
  }

  // MARK: - Animation and transaction

  @Test func animationDefaultsToDefault() {
    let binding = Binding.constant(true)
    #expect(binding.transaction.animation == nil)
    #expect(binding.animation().transaction.animation == .default)
    #expect(binding.animation(.linear).transaction.animation == .linear)
    #expect(binding.animation(nil).transaction.animation == nil)
  }

  @Test func animationTravelsWithTheWrite() {
    let actions = Box<[Action]>([])
    let viewStore = makeStore(actions)
    var animations: [Animation?] = []
    let observation = viewStore.observe { _ in animations.append(currentAnimation()) }
    let isAlertShown = viewStore.binding(get: \.isAlertShown, send: { _ in .showAlert })

    isAlertShown.animation(.easeIn).wrappedValue = true
    viewStore.send(.alertDismissed)
    isAlertShown.wrappedValue = true
    viewStore.send(.alertDismissed)
    isAlertShown.animation().wrappedValue = true
    #expect(animations == [.easeIn, nil, nil, nil, .default])
    _ = observation
  }

  @Test func childBindingsKeepTheAnimation() {
    let actions = Box<[Action]>([])
    let viewStore = makeStore(actions)
    var animations: [Animation?] = []
    let observation = viewStore.observe { _ in animations.append(currentAnimation()) }
    let settings = viewStore.binding(get: \.userSettings, send: Action.userSettingsChanged)
      .animation(.spring())
    settings.enableHaptics.wrappedValue = true
    #expect(animations == [.spring()])
    _ = observation
  }

  @Test func transaction() {
    var received: [Transaction] = []
    let binding = Binding<Int>(get: { 0 }, set: { _, transaction in received.append(transaction) })
    binding.wrappedValue = 1
    binding.transaction(Transaction(animation: .easeOut)).wrappedValue = 2
    binding.animation(.linear).set(3, transaction: Transaction(animation: .easeIn))
    #expect(received.map(\.animation) == [nil, .easeOut, .easeIn])
  }
}
