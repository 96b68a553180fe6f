import ComposableWeb
import Testing

/// The settings screen of SPEC §11, written as 2021 code would be (with get/send bindings in
/// place of `viewStore.$field`), rendered and driven end to end in-process.
@Suite struct SettingsExampleTests {
  enum Digest: String, CaseIterable, Equatable {
    case daily = "Daily", weekly = "Weekly", off = "Off"
  }

  struct AlertItem: Equatable, Identifiable {
    var title: String
    var id: String { title }
  }

  struct SettingsState: Equatable {
    var alert: AlertItem?
    var digest = Digest.daily
    var displayName = ""
    var protectMyPosts = false
    var sendNotifications = false
  }

  enum SettingsAction: Equatable {
    case alertChanged(AlertItem?)
    case digestChanged(Digest)
    case displayNameChanged(String)
    case protectMyPostsChanged(Bool)
    case sendNotificationsChanged(Bool)
    case resetButtonTapped
  }

  static let settingsReducer = Reducer<SettingsState, SettingsAction, Void> { state, action, _ in
    switch action {
    case let .alertChanged(alert): state.alert = alert
    case let .digestChanged(digest): state.digest = digest
    case let .displayNameChanged(name): state.displayName = String(name.prefix(16))
    case let .protectMyPostsChanged(isOn): state.protectMyPosts = isOn
    case let .sendNotificationsChanged(isOn): state.sendNotifications = isOn
    case .resetButtonTapped:
      state = SettingsState()
      state.alert = AlertItem(title: "Settings reset")
    }
    return .none
  }

  struct SettingsView: View {
    let store: Store<SettingsState, SettingsAction>
    var body: some View {
      WithViewStore(store) { viewStore in
        Form {
          Section(header: Text("Profile")) {
            TextField(
              "Display name",
              text: viewStore.binding(get: \.displayName, send: SettingsAction.displayNameChanged)
            )
            Toggle(
              "Protect my posts",
              isOn: viewStore.binding(get: \.protectMyPosts, send: SettingsAction.protectMyPostsChanged)
            )
          }
          Section(header: Text("Notifications")) {
            Toggle(
              "Send notifications",
              isOn: viewStore.binding(
                get: \.sendNotifications, send: SettingsAction.sendNotificationsChanged)
            )
            if viewStore.sendNotifications {
              Picker(
                "Top posts digest",
                selection: viewStore.binding(get: \.digest, send: SettingsAction.digestChanged)
              ) {
                ForEach(Digest.allCases, id: \.self) { Text($0.rawValue) }
              }
            }
          }
          Button("Reset") { viewStore.send(.resetButtonTapped) }
        }
        .alert(item: viewStore.binding(get: \.alert, send: SettingsAction.alertChanged)) {
          Alert(title: Text($0.title))
        }
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
    #expect(html.contains(#"<option id="n29" value="0" selected>Daily</option>"#))
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
