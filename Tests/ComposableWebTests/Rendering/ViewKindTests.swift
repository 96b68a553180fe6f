import Testing

@testable import ComposableWeb

/// `ViewKind`: how each view type renders, found once per type and shared by every session.
@Suite struct ViewKindTests {
  private struct Plain: View {
    var body: some View { Text("plain") }
  }

  private struct Starred: View {
    @State var isStarred = false
    var body: some View { Text(isStarred ? "★" : "☆") }
  }

  @Test func builtInViewsRenderThemselves() {
    guard case let .primitive(type) = ViewKind.of(Text("a")) else {
      Issue.record("Text is not primitive")
      return
    }
    #expect(ObjectIdentifier(type) == ObjectIdentifier(Text.self))
    guard case .primitive = ViewKind.of(HStack { Text("a") }) else {
      Issue.record("HStack is not primitive")
      return
    }
  }

  @Test func viewsWithStateGetABoundaryAndOthersRenderTheirBody() {
    guard case .stateful = ViewKind.of(Starred()) else {
      Issue.record("a view with @State is not stateful")
      return
    }
    guard case .composite = ViewKind.of(Plain()) else {
      Issue.record("a view of a body alone is not composite")
      return
    }
  }

  /// The answer is the type's, however many sessions ask: a second session renders a view with
  /// state in a boundary of its own, as the first did, and clicks reach each session's state.
  @Test func everySessionRendersATypeTheSameWay() throws {
    struct Toggle: View {
      @State var isOn = false
      var body: some View {
        Button(isOn ? "on" : "off") { isOn.toggle() }
      }
    }
    let first = RenderSession(root: Toggle())
    let second = RenderSession(root: Toggle())
    #expect(first.viewStateCount == 1)
    #expect(second.viewStateCount == 1)
    let button = try #require(second.nodeID("button", label: "off"))
    try second.dispatch(.click(id: button))
    #expect(second.nodeID("button", label: "on") != nil)
    #expect(first.nodeID("button", label: "off") != nil)
  }
}
