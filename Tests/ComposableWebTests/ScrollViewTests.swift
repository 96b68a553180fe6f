import ComposableWeb
import Testing

/// `ScrollView` and the lazy stacks.
@Suite struct ScrollViewTests {
  @Test func scrollsAlongItsAxes() {
    let session = RenderSession {
      VStack {
        ScrollView { LazyVStack(alignment: .leading) { Text("A") } }
        ScrollView(.horizontal, showsIndicators: false) { LazyHStack(spacing: 4) { Text("B") } }
      }
    }
    let html = session.html
    #expect(
      html.contains(#"class="cw-scroll cw-scroll-v"><div id="n4" class="cw-scroll-content">"#))
    #expect(html.contains(#"class="cw-scroll cw-scroll-h cw-scroll-hidden""#))
    #expect(html.contains(#"class="cw-vstack cw-lazy" style="align-items:flex-start""#))
    #expect(html.contains(#"class="cw-hstack cw-lazy" style="align-items:center;gap:4px""#))
  }
}
