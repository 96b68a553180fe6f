import ComposableWeb
import Testing
import WebTestSupport

// The README's tour (its feature and view are in WebTestSupport's `ReadmeTour.swift`): the test
// it shows, and the view test of "Testing views".

@Test func displayNameIsTruncated() {
  let store = TestStore(initialState: SettingsState(), reducer: settingsReducer, environment: ())
  store.send(.binding(.set(\.$displayName, "Blob McBlob, Esquire the Third"))) {
    $0.displayName = "Blob McBlob, Esq"
  }
}

@Test func theViewWritesThroughItsBindings() throws {
  let store = Store(initialState: SettingsState(), reducer: settingsReducer, environment: ())
  let session = RenderSession(root: SettingsView(store: store))
  let field = try #require(session.nodeID("input", label: "Display name"))
  let patches = try session.dispatch(.input(id: field, value: "Blob McBlob, Esquire the Third"))
  // The reducer cut the name to 16 characters: the field is patched to show what it kept.
  #expect(patches.contains { "\($0)".contains("Blob McBlob, Esq") })
  #expect(ViewStore(store).displayName == "Blob McBlob, Esq")
  let reset = try #require(session.nodeID("button", label: "Reset"))
  try session.dispatch(.click(id: reset))
  #expect(ViewStore(store).state == SettingsState())
}
