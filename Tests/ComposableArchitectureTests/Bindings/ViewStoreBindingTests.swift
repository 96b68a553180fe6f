import ComposableArchitecture
import Testing

/// Records the actions a store's reducer receives; a class so the reducer closure can append.
final class ActionLog<Action> {
  var actions: [Action] = []
}

/// A settings store whose reducer applies bindings and then records every action.
private func makeStore(
  _ initialState: SettingsFormState = SettingsFormState(),
  log: ActionLog<SettingsFormAction>
) -> Store<SettingsFormState, SettingsFormAction> {
  Store(
    initialState: initialState,
    reducer: Reducer<SettingsFormState, SettingsFormAction, Void> { _, action, _ in
      log.actions.append(action)
      return .none
    }
    .binding(),
    environment: ()
  )
}

@Suite struct ViewStoreBindingTests {
  @Test func bindingKeyPathSend() {
    let log = ActionLog<SettingsFormAction>()
    let viewStore = ViewStore(makeStore(log: log))
    let binding = viewStore.binding(keyPath: \.$displayName, send: SettingsFormAction.binding)
    binding.wrappedValue = "Blob"
    #expect(log.actions == [.binding(.set(\.$displayName, "Blob"))])
    #expect(viewStore.displayName == "Blob")
    #expect(binding.wrappedValue == "Blob")
  }

  @Test func bindingKeyPath() {
    let log = ActionLog<SettingsFormAction>()
    let viewStore = ViewStore(makeStore(log: log))
    viewStore.binding(keyPath: \.$protectMyPosts).wrappedValue = true
    #expect(log.actions == [.binding(.set(\.$protectMyPosts, true))])
    #expect(viewStore.protectMyPosts)
  }

  @Test func bindingUnlabeledKeyPath() {
    let log = ActionLog<SettingsFormAction>()
    let viewStore = ViewStore(makeStore(log: log))
    viewStore.binding(\.$sendNotifications).wrappedValue = true
    #expect(log.actions == [.binding(.set(\.$sendNotifications, true))])
    #expect(viewStore.sendNotifications)
  }

  @Test func dollarDynamicMember() {
    let log = ActionLog<SettingsFormAction>()
    let viewStore = ViewStore(makeStore(log: log))
    let binding: Binding<String> = viewStore.$displayName
    #expect(binding.wrappedValue == "")
    binding.wrappedValue = "Blob"
    #expect(log.actions == [.binding(.set(\.$displayName, "Blob"))])
    #expect(viewStore.$displayName.wrappedValue == "Blob")
  }

  @Test func plainDynamicMemberStillReadsValues() {
    let viewStore = ViewStore(makeStore(log: ActionLog()))
    let displayName: String = viewStore.displayName
    let isLoading: Bool = viewStore.isLoading
    #expect(displayName == "")
    #expect(!isLoading)
  }

  @Test func withoutBindableActionDollarIsTheProjection() {
    enum PlainAction { case tap }
    let store = Store(
      initialState: SettingsFormState(),
      reducer: Reducer<SettingsFormState, PlainAction, Void>.empty,
      environment: ()
    )
    let projected: BindableState<String> = ViewStore(store).$displayName
    #expect(projected == BindableState(wrappedValue: ""))
  }

  @Test func nestedWriteSendsTheFullPath() {
    let log = ActionLog<SettingsFormAction>()
    let viewStore = ViewStore(makeStore(log: log))
    viewStore.$userSettings.enableHaptics.wrappedValue = false
    #expect(log.actions == [.binding(.set(\.$userSettings.enableHaptics, false))])
    guard case let .binding(action) = log.actions.first else {
      Issue.record("No binding action")
      return
    }
    #expect(action.keyPath == \SettingsFormState.$userSettings.enableHaptics)
    switch log.actions[0] {
    case .binding(\.$userSettings.enableHaptics):
      break
    default:
      Issue.record("The nested write did not match its full path")
    }
    #expect(viewStore.userSettings.enableHaptics == false)
  }

  @Test func nestedWriteSetsOnlyThatField() {
    let log = ActionLog<SettingsFormAction>()
    let viewStore = ViewStore(makeStore(log: log))
    viewStore.$userSettings.enableHaptics.wrappedValue = false
    // Replayed on a state whose other nested fields moved on since the binding was read, the
    // action leaves them alone: it carries one field, not a stale copy of the whole parent.
    var changed = SettingsFormState()
    changed.userSettings.fontSize = 20
    changed.userSettings.theme = .dark
    let replayLog = ActionLog<SettingsFormAction>()
    let replay = ViewStore(makeStore(changed, log: replayLog))
    replay.send(log.actions[0])
    #expect(replay.userSettings.enableHaptics == false)
    #expect(replay.userSettings.fontSize == 20)
    #expect(replay.userSettings.theme == .dark)
  }

  @Test func nestedEnumField() {
    let log = ActionLog<SettingsFormAction>()
    let viewStore = ViewStore(makeStore(log: log))
    viewStore.binding(\.$userSettings).theme.wrappedValue = .dark
    #expect(log.actions == [.binding(.set(\.$userSettings.theme, .dark))])
    #expect(viewStore.userSettings.theme == .dark)
  }

  @Test func nestedNonEquatableFieldWritesTheWholeParent() {
    let log = ActionLog<SettingsFormAction>()
    let viewStore = ViewStore(makeStore(log: log))
    // `notes` is not `Equatable`, so it can't be a binding action's value on its own; the write
    // falls back to the nearest bindable ancestor, `userSettings`, with the new notes inside.
    viewStore.$userSettings.notes.text.wrappedValue = "Hello"
    var expected = Preferences()
    expected.notes.text = "Hello"
    #expect(log.actions == [.binding(.set(\.$userSettings, expected))])
    #expect(viewStore.userSettings.notes.text == "Hello")
  }

  @Test func nestedBindingsReadTheCurrentState() {
    let viewStore = ViewStore(makeStore(log: ActionLog()))
    let haptics = viewStore.$userSettings.enableHaptics
    #expect(haptics.wrappedValue)
    viewStore.send(.binding(.set(\.$userSettings.enableHaptics, false)))
    #expect(!haptics.wrappedValue)
  }

  @Test func transactionsTravelToNestedBindings() {
    let viewStore = ViewStore(makeStore(log: ActionLog()))
    let haptics = viewStore.$userSettings.animation(.easeInOut).enableHaptics
    #expect(haptics.transaction.animation == .easeInOut)
  }

  @Test func nestedActionsDumpWithTheFullPath() {
    let log = ActionLog<SettingsFormAction>()
    let viewStore = ViewStore(makeStore(log: log))
    viewStore.$userSettings.fontSize.wrappedValue = 18
    #expect(
      String(customDumping: log.actions[0])
        == #"SettingsFormAction.binding(.set(\SettingsFormState.$userSettings.fontSize, 18))"#
    )
  }

  @Test func scopedStoresBindTheirOwnState() {
    let log = ActionLog<SettingsFormAction>()
    let store = Store(
      initialState: FormAppState(),
      reducer: Reducer<SettingsFormState, SettingsFormAction, Void> { _, action, _ in
        log.actions.append(action)
        return .none
      }
      .binding()
      .pullback(
        state: \FormAppState.settings,
        action: \FormAppAction.Cases.settings,
        environment: { (_: Void) in () }
      ),
      environment: ()
    )
    let viewStore = ViewStore(store.scope(state: \.settings, action: FormAppAction.settings))
    viewStore.$userSettings.enableHaptics.wrappedValue = false
    viewStore.$displayName.wrappedValue = "Blob"
    #expect(
      log.actions == [
        .binding(.set(\.$userSettings.enableHaptics, false)),
        .binding(.set(\.$displayName, "Blob")),
      ]
    )
    #expect(ViewStore(store).settings.userSettings.enableHaptics == false)
    #expect(ViewStore(store).settings.displayName == "Blob")
  }
}
