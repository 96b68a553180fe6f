import ComposableArchitecture
import ComposableWeb

struct SettingsView: View {
  let store: Store<SettingsState, SettingsAction>

  var body: some View {
    WithViewStore(self.store) { viewStore in
      Form {
        Section(header: Text("Profile")) {
          TextField("Display name", text: viewStore.$displayName)
          Toggle("Protect my posts", isOn: viewStore.$protectMyPosts)
        }
        Section(header: Text("Communication")) {
          Toggle("Send notifications", isOn: viewStore.$sendNotifications)

          if viewStore.sendNotifications {
            Picker("Top posts digest", selection: viewStore.$digest) {
              ForEach(SettingsState.Digest.allCases, id: \.self) { digest in
                Text(digest.rawValue)
              }
            }
          }
        }

        Button("Reset") {
          viewStore.send(.resetButtonTapped)
        }
      }
      .alert(self.store.scope(state: \.alert), dismiss: .set(\.$alert, nil))
      .navigationTitle("Settings")
    }
  }
}
