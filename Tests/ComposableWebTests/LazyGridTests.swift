import ComposableWeb
import Testing

/// `LazyVGrid`, `LazyHGrid` and `GridItem`: CSS grids with the tracks the items describe.
@Suite struct LazyGridTests {
  @Test func columnsBecomeGridTracks() {
    let session = RenderSession {
      LazyVGrid(
        columns: [
          GridItem(.fixed(40)), GridItem(.flexible()),
          GridItem(.flexible(minimum: 20, maximum: 80)),
        ],
        spacing: 8
      ) {
        ForEach(0..<6) { Text("\($0)") }
      }
    }
    #expect(
      session.html.contains(
        #"style="grid-template-columns:40px minmax(10px,1fr) minmax(20px,80px);justify-items:center;row-gap:8px;column-gap:var(--cw-spacing)""#
      )
    )
  }

  @Test func adaptiveColumnsFillTheWidth() {
    let session = RenderSession {
      LazyVGrid(columns: [GridItem(.adaptive(minimum: 80), spacing: 4)]) { Text("A") }
    }
    #expect(session.html.contains("grid-template-columns:repeat(auto-fill,minmax(80px,1fr))"))
    #expect(session.html.contains("column-gap:4px"))
  }

  @Test func rowsOfAHorizontalGrid() {
    let session = RenderSession {
      LazyHGrid(rows: [GridItem(.fixed(60)), GridItem(.fixed(60))], alignment: .top) { Text("A") }
    }
    #expect(
      session.html.contains(
        #"class="cw-grid cw-grid-h" style="grid-template-rows:60px 60px;align-items:flex-start"#))
  }
}
