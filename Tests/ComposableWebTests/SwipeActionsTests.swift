import ComposableWeb
import Testing
import WebTestSupport

/// `.swipeActions` and `.listStyle`: row buttons shown on hover, and list styles as classes.
@Suite struct SwipeActionsTests {
  @Test func rowButtonsSitAtTheirEdge() throws {
    let flagged = Box<[String]>([])
    let session = RenderSession {
      List {
        ForEach(["Milk", "Eggs"], id: \.self) { item in
          Text(item)
            .swipeActions {
              Button("Flag") { flagged.value.append(item) }
            }
            .swipeActions(edge: .leading) {
              Button("Pin") {}
            }
        }
      }
      .listStyle(.insetGrouped)
    }
    #expect(session.html.contains(#"class="cw-list cw-ls-insetgrouped""#))
    #expect(session.html.contains(#"class="cw-swipe-actions cw-swipe-trailing""#))
    #expect(session.html.contains(#"class="cw-swipe-actions cw-swipe-leading""#))
    try session.dispatch(.click(id: session.nodeIDs("button", label: "Flag")[1]))
    #expect(flagged.value == ["Eggs"])
  }
}
