import ComposableWeb
import Testing

@Test func smoke() {
  var name = "Blob"
  var isOn = false
  let session = RenderSession {
    Form {
      Section(header: Text("Profile")) {
        TextField("Display name", text: Binding(get: { name }, set: { name = $0 }))
        Toggle("Protect", isOn: Binding(get: { isOn }, set: { isOn = $0 }))
      }
      if isOn { Text("On") }
      Button("Reset") {}
    }
    .navigationTitle("Settings")
  }
  print(session.html)
}
