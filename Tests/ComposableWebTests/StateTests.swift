import ComposableWeb
import Testing
import WebTestSupport

/// `@State` and `@Binding`: view-local state kept per place in the view tree, re-rendering just
/// its view.
@Suite struct StateTests {
  struct Disclosure: View {
    let title: String
    @State var isExpanded = false

    var body: some View {
      VStack {
        Button(isExpanded ? "Less" : "More") { isExpanded.toggle() }
        if isExpanded {
          Text("Details of \(title)")
        }
      }
    }
  }

  @Test func aChangeRerendersJustItsView() throws {
    let session = RenderSession {
      VStack {
        Text("Header")
        Disclosure(title: "A")
        Disclosure(title: "B")
      }
    }
    let more = try #require(session.nodeIDs("button", label: "More").first)
    let patches = try session.dispatch(.click(id: more))
    #expect(session.lastFlushStatistics.boundariesRendered == 1)
    #expect(patches.count == 2)
    #expect(patches.contains { if case .setText(more, "Less") = $0 { true } else { false } })
    #expect(patches.contains { if case .insert = $0 { true } else { false } })
    #expect(session.html.contains("Details of A"))
    #expect(!session.html.contains("Details of B"))
  }

  @Test func survivesAParentRerender() throws {
    let title = Box("A")
    let session = RenderSession { Disclosure(title: title.value) }
    try session.dispatch(.click(id: #require(session.nodeID("button", label: "More"))))
    title.value = "Z"
    _ = session.refresh()
    #expect(session.html.contains("Details of Z"))
    #expect(session.nodeID("button", label: "Less") != nil)
  }

  @Test func isReleasedWhenItsViewLeaves() throws {
    let isShown = Box(true)
    let session = RenderSession {
      if isShown.value {
        Disclosure(title: "A")
      }
    }
    try session.dispatch(.click(id: #require(session.nodeID("button", label: "More"))))
    #expect(session.viewStateCount == 1)
    isShown.value = false
    _ = session.refresh()
    #expect(session.viewStateCount == 0)
    isShown.value = true
    _ = session.refresh()
    // A new view at that place starts from its initial state.
    #expect(session.nodeID("button", label: "More") != nil)
    #expect(!session.html.contains("Details of A"))
  }

  struct Parent: View {
    @State var isOn = false

    var body: some View {
      VStack {
        Text(isOn ? "On" : "Off")
        Child(isOn: $isOn)
      }
    }
  }

  struct Child: View {
    @Binding var isOn: Bool

    var body: some View {
      Toggle("Power", isOn: $isOn)
    }
  }

  @Test func aChildEditsItThroughABinding() throws {
    let session = RenderSession(root: Parent())
    let toggle = try #require(session.nodeID("input"))
    try session.dispatch(.toggle(id: toggle, isOn: true))
    #expect(session.html.contains(">On<"))
    try session.dispatch(.toggle(id: toggle, isOn: false))
    #expect(session.html.contains(">Off<"))
  }

  struct Row: View {
    let id: Int
    @State var isStarred = false

    var body: some View {
      Button(isStarred ? "★ \(id)" : "☆ \(id)") { isStarred.toggle() }
    }
  }

  @Test func rowsKeepTheirStateByIdentityWhenReordered() throws {
    let ids = Box([1, 2, 3])
    let session = RenderSession {
      ForEach(ids.value, id: \.self) { Row(id: $0) }
    }
    try session.dispatch(.click(id: #require(session.nodeID("button", label: "☆ 2"))))
    ids.value = [3, 2, 1]
    _ = session.refresh()
    #expect(session.nodeID("button", label: "★ 2") != nil)
    #expect(session.nodeID("button", label: "☆ 1") != nil)
    #expect(session.nodeID("button", label: "☆ 3") != nil)
  }

  @Test func outsideRenderingItIsAPlainValue() {
    let view = Disclosure(title: "A")
    view.isExpanded = true
    #expect(view.isExpanded)
  }

  @Test func aRowsChangeCostsTheSameInAnyLongList() throws {
    func toggleWork(rows: Int) throws -> (patches: Int, compared: Int, rendered: Int) {
      let session = RenderSession {
        List { ForEach(0..<rows, id: \.self) { Row(id: $0) } }
      }
      let patches = try session.dispatch(
        .click(id: #require(session.nodeID("button", label: "☆ \(rows / 2)"))))
      let statistics = session.lastFlushStatistics
      return (patches.count, statistics.nodesCompared, statistics.boundariesRendered)
    }
    let short = try toggleWork(rows: 10)
    let long = try toggleWork(rows: 1_000)
    #expect(short.patches == 1)
    #expect(short.rendered == 1)
    #expect(long.patches == short.patches)
    #expect(long.compared == short.compared)
    #expect(long.rendered == short.rendered)
  }
}
