import ComposableWeb
import Testing
import WebTestSupport

/// `UIColor`'s semantic colors, as 2021 views reached them through `Color(_:)`: they follow the
/// page's scheme.
@Suite struct UIColorTests {
  @Test func semanticColorsFollowTheScheme() {
    let session = RenderSession {
      VStack {
        Text("Card").background(Color(.secondarySystemGroupedBackground))
        Text("Note").foregroundColor(Color(uiColor: .secondaryLabel))
        Color(.systemBackground).frame(height: 1)
      }
    }
    let html = session.html
    #expect(html.contains("background:var(--cw-surface)"))
    #expect(html.contains("var(--cw-secondary)"))
    #expect(html.contains("background:var(--cw-system-background)"))
    // Each variable has a light and a dark value in the style sheet.
    let sheet = PageStyleSheet.text
    #expect(sheet.contains("--cw-system-background: #ffffff"))
    #expect(sheet.contains("--cw-system-background: #000000"))
  }

  @Test func componentColorsAreTheSameInBothSchemes() {
    let session = RenderSession {
      Text("Gray").foregroundColor(Color(UIColor(white: 0.5, alpha: 1)))
    }
    #expect(session.html.contains("rgba(128,128,128,1)"))
  }
}
