import ComposableWeb
import Testing
import WebTestSupport

/// What a `List` draws as its rows: each view outside a `ForEach`, each element of one, and
/// nothing inside a row.
@Suite struct ListRowsTests {
  enum CountersAction { case counter(id: Int, action: CounterAction) }

  /// A store of two counters, whose actions go nowhere: what matters here is how rows draw.
  static func twoCounters() -> Store<IdentifiedArrayOf<CounterState>, CountersAction> {
    Store(
      initialState: IdentifiedArrayOf(uniqueElements: [CounterState(id: 1), CounterState(id: 2)]),
      reducer: .empty,
      environment: ()
    )
  }

  @Test func aStoreViewShowingOneViewIsARow() {
    let store = Self.twoCounters()
    let session = RenderSession {
      List {
        WithViewStore(store.scope(state: { $0.map(\.count).reduce(0, +) })) { viewStore in
          Text("Sum: \(viewStore.state)")
        }
        ForEachStore(store.scope(state: { $0 }, action: CountersAction.counter(id:action:))) {
          row in
          WithViewStore(row) { Text("Counter \($0.id)") }
        }
      }
    }
    // The sum is a row like the counters: three rows, none of them inside another.
    #expect(session.html.components(separatedBy: #"class="cw-row""#).count - 1 == 3)
    #expect(session.html.contains(#"<div id="n3" class="cw-row"><cw-b id="n4">"#))
  }

  @Test func aForEachInsideARowDrawsNoRows() {
    let days = ["Mon", "Tue", "Wed"]
    let session = RenderSession {
      List {
        ForEach(["Paris", "Rome"], id: \.self) { city in
          VStack {
            Text(city)
            ForEach(days, id: \.self) { Text($0) }
          }
        }
      }
    }
    // Two cities are two rows; their days are not rows of the list.
    #expect(session.html.components(separatedBy: #"class="cw-row""#).count - 1 == 2)
  }

  @Test func listStylesDrawAsIOSDrawsThem() {
    let session = RenderSession {
      VStack {
        List { Text("Plain") }.listStyle(.plain)
        List { Text("Grouped") }.listStyle(.grouped)
        List { Text("Inset grouped") }.listStyle(.insetGrouped)
      }
    }
    let html = session.html
    #expect(html.contains(#"class="cw-list cw-ls-plain""#))
    #expect(html.contains(#"class="cw-list cw-ls-grouped""#))
    #expect(html.contains(#"class="cw-list cw-ls-insetgrouped""#))
    // The style sheet draws the two that differ from the default card.
    #expect(PageStyleSheet.text.contains(".cw-list.cw-ls-plain {"))
    #expect(PageStyleSheet.text.contains(".cw-list.cw-ls-grouped {"))
  }

  @Test func aFormsLooseRowsAndAStoreListInASectionAreRows() {
    let store = Self.twoCounters()
    let session = RenderSession {
      Form {
        ForEachStore(store.scope(state: { $0 }, action: CountersAction.counter(id:action:))) {
          row in
          WithViewStore(row) { Text("Row \($0.id)") }
        }
        Section(header: Text("More")) {
          ForEachStore(store.scope(state: { $0 }, action: CountersAction.counter(id:action:))) {
            row in
            WithViewStore(row) { Text("Also \($0.id)") }
          }
        }
      }
    }
    let html = withoutNodeIDs(session.html)
    // The loose rows are a section of their own, before the titled one; each element is a row.
    #expect(
      html.hasPrefix(
        #"<div class="cw-root"><div class="cw-form" role="form"><section class="cw-section"><div class="cw-section-body">"#
      ))
    #expect(html.components(separatedBy: #"<div class="cw-row">"#).count == 5)
    #expect(html.components(separatedBy: #"<section class="cw-section">"#).count == 3)
  }
}
