import ComposableWeb
import Testing
import WebTestSupport

/// The settings screen of SPEC §11, written exactly as 2021 code would be, rendered and driven
/// end to end in-process.
@Suite struct SettingsExampleTests {
  enum Digest: String, CaseIterable, Equatable {
    case daily = "Daily"
    case weekly = "Weekly"
    case off = "Off"
  }

  struct AlertItem: Equatable, Identifiable {
    var title: String
    var id: String { title }
  }

  struct SettingsState: Equatable {
    @BindableState var alert: AlertItem?
    @BindableState var digest = Digest.daily
    @BindableState var displayName = ""
    @BindableState var protectMyPosts = false
    @BindableState var sendNotifications = false
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
      state.alert = AlertItem(title: "Settings reset")
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
          Section(header: Text("Notifications")) {
            Toggle("Send notifications", isOn: viewStore.$sendNotifications)
            if viewStore.sendNotifications {
              Picker("Top posts digest", selection: viewStore.$digest) {
                ForEach(Digest.allCases, id: \.self) { Text($0.rawValue) }
              }
            }
          }
          Button("Reset") { viewStore.send(.resetButtonTapped) }
        }
        .alert(item: viewStore.$alert) { Alert(title: Text($0.title)) }
        .navigationTitle("Settings")
      }
    }
  }

  @Test func aSessionThroughTheSettingsScreen() throws {
    let store = Store(initialState: SettingsState(), reducer: Self.settingsReducer, environment: ())
    let session = RenderSession(root: NavigationView { SettingsView(store: store) })
    #expect(session.html.contains(#"<h1 id="n4" class="cw-navigation-title">"#))
    #expect(session.nodeID("select") == nil)

    // Typing a name past 16 characters: the reducer truncates, the field is put back.
    let name = try #require(session.nodeID("input", label: "Display name"))
    #expect(try session.dispatch(.input(id: name, value: "Blob")) == [])
    #expect(
      try session.dispatch(.input(id: name, value: "Blob McBlobface the Third"))
        == [.setAttribute(id: name, name: "value", value: "Blob McBlobface ")]
    )

    // Turning notifications on reveals the digest picker, and only that.
    let toggles = session.nodeIDs("input").filter { session.html(of: $0)!.contains("checkbox") }
    let notifications = try #require(toggles.last)
    let revealed = try session.dispatch(.toggle(id: notifications, isOn: true))
    #expect(revealed.count == 1)
    guard case let .insert(_, _, html) = revealed.first else {
      Issue.record("expected an insert, got \(revealed)")
      return
    }
    #expect(withoutNodeIDs(html).contains(#"<option value="0" selected>Daily</option>"#))
    let digest = try #require(session.nodeID("select"))
    try session.dispatch(.select(id: digest, value: "1"))
    #expect(ViewStore(store).digest == .weekly)

    // Reset shows an alert; OK dismisses it.
    let reset = try #require(session.nodeID("button", label: "Reset"))
    let afterReset = try session.dispatch(.click(id: reset))
    #expect(afterReset.contains(.setAttribute(id: name, name: "value", value: "")))
    let ok = try #require(session.nodeID("button", label: "OK"))
    try session.dispatch(.click(id: ok))
    #expect(ViewStore(store).alert == nil)
    #expect(session.nodeID("button", label: "OK") == nil)
    #expect(session.nodeID("select") == nil)
  }
}
