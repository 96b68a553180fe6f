import ComposableWeb

/// The settings form, written the way 2021 SwiftUI views were: every control binds straight to
/// a `@BindableState` field with `viewStore.$field`.
///
/// ```swift
/// SettingsView(store: Store(initialState: SettingsState(), reducer: settingsReducer, environment: …))
/// ```
struct SettingsView: View {
  let store: Store<SettingsState, SettingsAction>

  var body: some View {
    WithViewStore(store) { viewStore in
      Form {
        Section(
          header: Text("Profile"),
          footer: Text("Up to \(SettingsState.maximumDisplayNameLength) characters.")
        ) {
          TextField("Display name", text: viewStore.$displayName)
          Toggle("Protect my posts", isOn: viewStore.$protectMyPosts)
        }

        Section(
          header: Text("Communication"),
          footer: Text("Turning notifications on asks this browser for permission.")
        ) {
          HStack {
            Toggle("Send notifications", isOn: viewStore.$sendNotifications)
              .disabled(viewStore.isLoading)
              .frame(maxWidth: .infinity)
            if viewStore.isLoading {
              ProgressView().accessibilityLabel("Asking for permission")
            }
          }
          if viewStore.sendNotifications {
            Picker("Top posts digest", selection: viewStore.$digest) {
              ForEach(Digest.allCases, id: \.self) { digest in
                Text(digest.rawValue)
              }
            }
          }
        }

        Section(header: Text("Interface")) {
          Picker("Appearance", selection: viewStore.$userSettings.colorScheme) {
            ForEach(UserSettings.ColorScheme.allCases, id: \.self) { scheme in
              Text(scheme.rawValue)
            }
          }
          Toggle("Haptic feedback", isOn: viewStore.$userSettings.enableHaptics)
        }

        Button("Reset", role: .destructive) { viewStore.send(.resetButtonTapped) }
      }
      .alert(store.scope(state: \.alert), dismiss: .binding(.set(\.$alert, nil)))
      .navigationTitle("Settings")
      .preferredColorScheme(viewStore.userSettings.colorScheme.preferred)
    }
  }
}

extension UserSettings.ColorScheme {
  /// The scheme the screen asks for: none for "System", so the page follows the browser.
  var preferred: ComposableWeb.ColorScheme? {
    switch self {
    case .system: nil
    case .dark: .dark
    case .light: .light
    }
  }
}
