import ComposableWeb
import Testing

/// `Image(systemName:)` and `Label`.
@Suite struct ImageTests {
  @Test func symbolsRenderAsGlyphsWithLabels() {
    let session = RenderSession {
      HStack {
        Image(systemName: "plus")
        Image(systemName: "rectangle.portrait")
        Label("Delete", systemImage: "trash.fill")
      }
    }
    #expect(session.html.contains(#"<span id="n3" class="cw-image" role="img" aria-label="plus">+</span>"#))
    #expect(session.html.contains(#"aria-label="rectangle.portrait">rectangle.portrait</span>"#))
    #expect(
      session.html.contains(
        #"<span id="n5" class="cw-label-view"><span id="n6" class="cw-image" role="img" aria-label="trash.fill">🗑</span>"#
          + #"<span id="n7" class="cw-text">Delete</span></span>"#
      )
    )
  }
}
