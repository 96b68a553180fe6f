import ComposableWeb
import Testing

/// `PreviewProvider`, the preview modifiers, and `PreviewCatalog`.
@Suite struct PreviewTests {
  struct Greeting: View {
    let name: String
    var body: some View { Text("Hello, \(name)!") }
  }

  struct Greeting_Previews: PreviewProvider {
    static var previews: some View {
      Group {
        Greeting(name: "Blob")
          .previewLayout(.sizeThatFits)
          .previewDisplayName("Short")
        Greeting(name: "Blob Jr")
          .previewLayout(.fixed(width: 320, height: 80))
          .previewDevice("iPhone 12")
        Greeting(name: "Blob Sr")
      }
    }
  }

  @Test func previewModifiersDoNothingOutsideACatalog() {
    let session = RenderSession(root: Greeting_Previews.previews)
    #expect(!session.html.contains("cw-preview"))
    #expect(session.html.contains("Hello, Blob Sr!"))
  }

  @Test func aCatalogFramesAndCaptionsEachPreview() {
    let html = RenderSession(root: PreviewCatalog(Greeting_Previews.self)).html
    #expect(html.contains(#"<h2 id="n4" class="cw-preview-title">Greeting</h2>"#))
    #expect(html.contains(#"class="cw-preview-caption">Short</div>"#))
    #expect(html.contains(#"class="cw-preview-caption">iPhone 12</div>"#))
    #expect(html.contains(#"style="width:max-content;max-width:100%""#))
    #expect(html.contains(#"style="width:320px;height:80px""#))
    #expect(html.contains(#"style="width:390px;height:844px""#))
    #expect(html.components(separatedBy: #"<figure"#).count == 4)
  }
}
