import ComposableArchitecture
import ComposableWeb
import Testing

/// The README's 30-second tour, kept here so the code it shows compiles and does what it says.
@Suite struct ReadmeTourTests {
  struct SettingsState: Equatable {
    @BindableState var displayName = ""
    @BindableState var protectMyPosts = false
    var isLoading = false  // not bindable: no view can write it
  }

  enum SettingsAction: BindableAction, Equatable {
    case binding(BindingAction<SettingsState>)
    case resetButtonTapped
  }

  static let settingsReducer = Reducer<SettingsState, SettingsAction, Void> { state, action, _ in
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

  struct SettingsView: View {
    let store: Store<SettingsState, SettingsAction>

    var body: some View {
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

  @Test func displayNameIsTruncated() {
    let store = TestStore(
      initialState: SettingsState(), reducer: Self.settingsReducer, environment: ()
    )
    store.send(.binding(.set(\.$displayName, "Blob McBlob, Esquire the Third"))) {
      $0.displayName = "Blob McBlob, Esq"
    }
  }

  @Test func theViewWritesThroughItsBindings() throws {
    let store = Store(initialState: SettingsState(), reducer: Self.settingsReducer, environment: ())
    let session = RenderSession(root: SettingsView(store: store))
    let field = try #require(session.nodeID("input", label: "Display name"))
    try session.dispatch(.input(id: field, value: "Blob McBlob, Esquire the Third"))
    #expect(ViewStore(store).displayName == "Blob McBlob, Esq")
    let reset = try #require(session.nodeID("button", label: "Reset"))
    try session.dispatch(.click(id: reset))
    #expect(ViewStore(store).state == SettingsState())
  }
}
