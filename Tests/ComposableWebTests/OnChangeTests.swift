import ComposableWeb
import Testing
import WebTestSupport

/// `.onChange(of:perform:)`: an action for each change of a value between renders.
@Suite struct OnChangeTests {
  struct Search: View {
    let log: ActionLog<String>
    @State var query = ""

    var body: some View {
      TextField("Search", text: $query)
        .onChange(of: query) { log.actions.append($0) }
    }
  }

  @Test func runsForEachChangeButNotTheFirstRender() throws {
    let log = ActionLog<String>()
    let session = RenderSession(root: Search(log: log))
    #expect(log.actions == [])
    let field = try #require(session.nodeID("input"))
    try session.dispatch(.input(id: field, value: "b"))
    try session.dispatch(.input(id: field, value: "bl"))
    try session.dispatch(.input(id: field, value: "bl"))
    #expect(log.actions == ["b", "bl"])
  }

  @Test func itsActionMayChangeStateInTurn() throws {
    struct Clamped: View {
      @State var value = 0
      var body: some View {
        Button("\(value)") { value += 5 }
          .onChange(of: value) { if $0 > 6 { value = 6 } }
      }
    }
    let session = RenderSession(root: Clamped())
    try session.dispatch(.click(id: #require(session.nodeID("button", label: "0"))))
    try session.dispatch(.click(id: #require(session.nodeID("button", label: "5"))))
    #expect(session.nodeID("button", label: "6") != nil)
  }
}
