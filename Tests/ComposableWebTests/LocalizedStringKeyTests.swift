import ComposableWeb
import Foundation
import Testing

/// `LocalizedStringKey`: string literals passed to `Text`, with their interpolations.
@Suite struct LocalizedStringKeyTests {
  @Test func literalsAndInterpolations() {
    let count = 3
    let progress = 0.4567
    let session = RenderSession {
      VStack {
        Text("Plain")
        Text("\(count) items")
        Text("\(progress * 100, specifier: "%.1f")% done")
        Text("Hello, \(Text("Blob").bold())!")
      }
    }
    let html = session.html
    #expect(html.contains(">Plain<"))
    #expect(html.contains(">3 items<"))
    #expect(html.contains(">45.7% done<"))
    #expect(html.contains(">Hello, Blob!<"))
  }

  @Test func keysAsValues() {
    let key: LocalizedStringKey = "Settings"
    let formatter = NumberFormatter()
    formatter.numberStyle = .percent
    let session = RenderSession {
      VStack {
        Text(key)
        Text("\(NSNumber(value: 0.25), formatter: formatter)")
        Button(key) {}
        Label(key, systemImage: "gear")
      }
    }
    #expect(session.html.contains(#"class="cw-text">Settings<"#))
    #expect(session.html.contains(">25%<"))
    #expect(session.nodeID("button", label: "Settings") != nil)
  }
}
