import ComposableWeb
import Testing
import WebTestSupport

/// `TabView` and `.tabItem`: a tab bar over the selected tab, others hidden but kept.
@Suite struct TabViewTests {
  enum Tab: Hashable { case inbox, settings }

  struct Counter: View {
    @State var count = 0
    var body: some View { Button("Count \(count)") { count += 1 } }
  }

  @Test func selectsThroughTheBinding() throws {
    let selection = Box(Tab.inbox)
    let session = RenderSession {
      TabView(selection: selection.binding) {
        Text("Inbox list").tabItem { Text("Inbox") }.tag(Tab.inbox)
        Text("Settings form").tabItem { Text("Settings") }.tag(Tab.settings)
      }
    }
    #expect(session.html.contains(#"aria-selected="true" data-cw="click"><span id="n"#))
    let settings = try #require(session.nodeID("button", label: "Settings"))
    try session.dispatch(.click(id: settings))
    #expect(selection.value == .settings)
    let patches = session.refresh()
    #expect(patches.contains(.setAttribute(id: settings, name: "aria-selected", value: "true")))
  }

  @Test func withoutABindingTabsKeepTheirState() throws {
    let session = RenderSession {
      TabView {
        Counter().tabItem { Text("First") }
        Text("Second screen").tabItem { Text("Second") }
      }
    }
    try session.dispatch(.click(id: #require(session.nodeID("button", label: "Count 0"))))
    try session.dispatch(.click(id: #require(session.nodeID("button", label: "Second"))))
    try session.dispatch(.click(id: #require(session.nodeID("button", label: "First"))))
    #expect(session.nodeID("button", label: "Count 1") != nil)
  }
}
