import ComposableWeb
import Foundation
import Testing

/// Links: anchors the browser follows itself, only to safe destinations.
@Suite struct LinkTests {
  @Test func rendersAnAnchor() throws {
    let session = RenderSession(
      root: Link("All case studies", destination: try #require(URL(string: "/")))
    )
    #expect(
      session.html
        == #"<div id="n1" class="cw-root"><a id="n2" class="cw-link" href="/"><span id="n3" class="cw-text">All case studies</span></a></div>"#
    )
  }

  @Test func escapesTheDestination() throws {
    let url = try #require(URL(string: "https://example.com/?q=%22a%22&b=%3Cc%3E"))
    let session = RenderSession(root: Link(destination: url) { Text("Search") })
    #expect(session.html.contains(#"href="https://example.com/?q=%22a%22&amp;b=%3Cc%3E""#))
  }

  @Test func refusesScriptURLs() throws {
    let url = try #require(URL(string: "javascript:alert(1)"))
    var html = ""
    // Rendering it reports a runtime warning, which is the point.
    withKnownIssue {
      html = RenderSession(root: Link("Click me", destination: url)).html
    }
    #expect(!html.contains("href"))
    #expect(!html.contains("javascript"))
    #expect(html.contains(#"class="cw-link cw-link-refused""#))
  }

  @Test func disabledLinksGoNowhere() throws {
    let session = RenderSession(
      root: Link("Next", destination: try #require(URL(string: "/next"))).disabled(true)
    )
    #expect(!session.html.contains("href"))
    #expect(session.html.contains(#"aria-disabled="true""#))
  }
}
