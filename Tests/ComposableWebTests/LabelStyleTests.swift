import ComposableWeb
import Testing

/// Label styles: title and icon, title only, icon only, and custom ones.
@Suite struct LabelStyleTests {
  struct TrailingIconStyle: LabelStyle {
    func makeBody(configuration: Configuration) -> some View {
      HStack {
        configuration.title
        configuration.icon
      }
    }
  }

  @Test func builtInStyles() {
    let session = RenderSession {
      VStack {
        Label("Both", systemImage: "star").labelStyle(.titleAndIcon)
        Label("Title", systemImage: "star").labelStyle(TitleOnlyLabelStyle())
        Label("Icon", systemImage: "star").labelStyle(.iconOnly)
      }
    }
    let html = session.html
    #expect(html.contains(#"data-symbol="star">"#))
    #expect(
      html.contains(
        #"<span id="n7" class="cw-label-view"><span id="n8" class="cw-text">Title</span></span>"#))
    // Icon only: the title stays the label's accessible name.
    #expect(
      html.contains(
        #"<span id="n9" class="cw-label-view" aria-label="Icon"><svg id="n10" class="cw-image""#))
    #expect(html.contains(#"data-symbol="star" aria-hidden="true">"#))
    #expect(!html.contains(">Icon<"))
  }

  @Test func aCustomStyle() {
    let session = RenderSession {
      Label("Next", systemImage: "chevron.right").labelStyle(TrailingIconStyle())
    }
    #expect(
      session.html.contains(
        #"<div id="n2" class="cw-hstack" style="align-items:center"><span id="n3" class="cw-text">Next</span><svg id="n4" class="cw-image""#
      ))
  }
}
