import ComposableWeb
import Foundation
import Testing
import WebTestSupport

/// `UIApplication.shared.open(_:)` in a tab: web URLs go to the calling page, nothing else does.
@Suite struct UIApplicationTests {
  @Test func openingSendsTheURLToThePage() async throws {
    let url = try #require(URL(string: "https://www.pointfree.co/episodes?page=2"))
    let opened = Recorded<Bool>()
    let page = FakePage(
      Button("Open") { UIApplication.shared.open(url) { opened.append($0) } }
    )
    try page.click("Open")
    await page.answer(1, with: #""v":"opened""#)
    #expect(
      page.frames == [
        #"{"t":"call","id":1,"name":"url.open","args":{"url":"https://www.pointfree.co/episodes?page=2"}}"#
      ]
    )
    #expect(await eventually { opened.values == [true] })
  }

  @Test func aPageThatCantOpenItReportsFalse() async throws {
    let url = try #require(URL(string: "mailto:support@example.com"))
    let opened = Recorded<Bool>()
    let page = FakePage(
      Button("Mail us") { UIApplication.shared.open(url) { opened.append($0) } }
    )
    try page.click("Mail us")
    await page.answer(1, with: #""err":"unsupported","msg":"a page can't open mailto:""#)
    #expect(await eventually { opened.values == [false] })
  }

  @Test func theAsyncOpenReachesThePageFromATaskAnActionStarts() async throws {
    let url = try #require(URL(string: "https://example.com"))
    let opened = Recorded<Bool>()
    let page = FakePage(
      Button("Open") { Task { opened.append(await UIApplication.shared.open(url)) } }
    )
    try page.click("Open")
    await page.answer(1, with: #""v":"opened""#)
    #expect(page.frames.first?.contains(#""name":"url.open""#) == true)
    #expect(await eventually { opened.values == [true] })
  }

  @Test func urlsABrowserCantOpenAreNeverSentToThePage() async throws {
    let refused = try [
      UIApplication.openSettingsURLString, "file:///etc/passwd", "javascript:alert(1)",
    ].map { try #require(URL(string: $0)) }
    let web = try #require(URL(string: "https://example.com"))
    let opened = Recorded<Bool>()
    let page = FakePage(
      VStack {
        Button("Refused") {
          for url in refused { UIApplication.shared.open(url) { opened.append($0) } }
          // A universal link needs an installed app to open it: a browser has none.
          UIApplication.shared.open(web, options: [.universalLinksOnly: true]) {
            opened.append($0)
          }
        }
        Button("Web") { UIApplication.shared.open(web) }
      }
    )
    try page.click("Refused")
    #expect(opened.values == [false, false, false, false])
    // The next URL that does go is the page's first call: none was made before it.
    try page.click("Web")
    await page.answer(1, with: #""v":"opened""#)
    #expect(
      page.frames == [
        #"{"t":"call","id":1,"name":"url.open","args":{"url":"https://example.com"}}"#
      ]
    )
  }

  @Test func canOpenWebMailPhoneAndMessageURLsOnly() throws {
    let cases: [(String, Bool)] = [
      ("http://example.com", true), ("https://example.com/a?b=c", true),
      ("HTTPS://EXAMPLE.COM", true), ("mailto:blob@example.com", true),
      ("tel:+15555550100", true), ("sms:+15555550100", true),
      (UIApplication.openSettingsURLString, false), ("file:///etc/passwd", false),
      ("javascript:alert(1)", false), ("ftp://example.com", false),
      ("data:text/html,hi", false), ("/relative/path", false),
    ]
    for (string, canOpen) in cases {
      let url = try #require(URL(string: string))
      #expect(UIApplication.shared.canOpenURL(url) == canOpen, "\(string)")
    }
  }

  @Test func openingOutsideASessionReportsAnIssueAndFails() throws {
    let url = try #require(URL(string: "https://example.com"))
    let opened = Recorded<Bool>()
    #expect(BrowserBridge.current === nil)
    // There is no tab to open it in: a runtime warning, which is the point.
    withKnownIssue {
      UIApplication.shared.open(url) { opened.append($0) }
    }
    #expect(opened.values == [false])
  }
}
