import ComposableWeb

// The README's 30-second tour, as the README shows it (`Scripts/check-samples` checks that every
// line of its samples is here, access modifiers aside). `ReadmeTourTests` and
// `ReadmeServerTests` run it.

public struct SettingsState: Equatable {
  @BindableState public var displayName = ""
  @BindableState public var protectMyPosts = false
  public var isLoading = false  // not bindable: no view can write it

  public init() {}
}

public enum SettingsAction: BindableAction, Equatable {
  case binding(BindingAction<SettingsState>)
  case resetButtonTapped
}

public let settingsReducer = Reducer<SettingsState, SettingsAction, Void> { state, action, _ in
  switch action {
  case .binding(\.$displayName):
    state.displayName = String(state.displayName.prefix(16))
    return .none
  case .binding:
    return .none
  case .resetButtonTapped:
    state = SettingsState()
    return .none
  }
}
.binding()

public struct SettingsView: View {
  let store: Store<SettingsState, SettingsAction>

  public init(store: Store<SettingsState, SettingsAction>) {
    self.store = store
  }

  public var body: some View {
    WithViewStore(store) { viewStore in
      Form {
        Section(header: Text("Profile")) {
          TextField("Display name", text: viewStore.$displayName)
          Toggle("Protect my posts", isOn: viewStore.$protectMyPosts)
        }
        Button("Reset") { viewStore.send(.resetButtonTapped) }
      }
      .navigationTitle("Settings")
    }
  }
}
