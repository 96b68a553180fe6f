import ComposableWebServer
import Testing

/// The page document the server serves escapes what a user's code puts into it.
@Suite struct PageDocumentEscapingTests {
  static let hostile = #"<script>alert("pwned")</script> & 'quotes' "double""#
  static let escaped =
    "&lt;script&gt;alert(&quot;pwned&quot;)&lt;/script&gt; &amp; &#39;quotes&#39; &quot;double&quot;"

  @Test func pageDocumentEscapesTheTitle() async throws {
    var configuration = LiveServerConfiguration()
    configuration.port = 0
    let server = LiveServer(configuration: configuration)
    server.page("/", title: Self.hostile) { Text("Body") }
    try await withRunningServer(server) { port in
      let page = try await fetch(port: port, path: "/")
      #expect(page.body.contains("<title>\(Self.escaped)</title>"))
      #expect(!page.body.contains("<script>alert"))
    }
  }
}
