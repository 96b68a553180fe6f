import ComposableWeb
import Testing

/// `@FocusState`, `FocusState.Binding` and `.focused(_:)` / `.focused(_:equals:)` over it.
@Suite struct FocusStateTests {
  struct LoginForm: View {
    enum Field: Hashable { case username, password }
    @State var username = ""
    @State var password = ""
    @FocusState var focusedField: Field?

    var body: some View {
      VStack {
        TextField("Username", text: $username)
          .focused($focusedField, equals: .username)
        SecureField("Password", text: $password)
          .focused($focusedField, equals: .password)
        Button("Sign In") {
          focusedField = username.isEmpty ? .username : password.isEmpty ? .password : nil
        }
        Text("Focus: \(focusedField.map { "\($0)" } ?? "none")")
      }
    }
  }

  @Test func settingTheStateMovesTheFocus() throws {
    let session = RenderSession(root: LoginForm())
    let username = try #require(session.nodeID("input", label: "Username"))
    let patches = try session.dispatch(
      .click(id: #require(session.nodeID("button", label: "Sign In"))))
    #expect(patches.last == .focus(id: username))
    #expect(session.html.contains("Focus: username"))
  }

  @Test func theUsersFocusSetsTheState() throws {
    let session = RenderSession(root: LoginForm())
    let password = try #require(session.nodeID("input", label: "Password"))
    try session.dispatch(.focus(id: password))
    #expect(session.html.contains("Focus: password"))
    try session.dispatch(.blur(id: password))
    #expect(session.html.contains("Focus: none"))
  }

  struct SearchBar: View {
    @State var query = ""
    @FocusState var isSearching: Bool

    var body: some View {
      VStack {
        SearchField(query: $query, isFocused: $isSearching)
        Text(isSearching ? "Searching" : "Idle")
        Button("Search") { isSearching = true }
      }
    }
  }

  struct SearchField: View {
    @Binding var query: String
    @FocusState.Binding var isFocused: Bool

    var body: some View {
      TextField("Search", text: $query).focused($isFocused)
    }
  }

  @Test func aBooleanFocusStatePassesToAChildAsABinding() throws {
    let session = RenderSession(root: SearchBar())
    let field = try #require(session.nodeID("input", label: "Search"))
    let patches = try session.dispatch(
      .click(id: #require(session.nodeID("button", label: "Search"))))
    #expect(patches.last == .focus(id: field))
    #expect(session.html.contains(">Searching<"))
    try session.dispatch(.blur(id: field))
    #expect(session.html.contains(">Idle<"))
  }
}
