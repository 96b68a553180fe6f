import ComposableWeb
import Testing
import WebTestSupport

/// `Menu`: a label that opens a list of actions.
@Suite struct MenuTests {
  @Test func opensAListOfActions() throws {
    let sorted = Box("")
    let session = RenderSession {
      Menu("Sort") {
        Button("By name") { sorted.value = "name" }
        Button("By date") { sorted.value = "date" }
      }
    }
    #expect(
      session.html.contains(
        #"<details id="n2" class="cw-menu"><summary id="n3" class="cw-menu-label" aria-haspopup="menu"><span id="n4" class="cw-text">Sort</span></summary><div id="n5" class="cw-menu-items" role="menu">"#
      ))
    try session.dispatch(.click(id: try #require(session.nodeID("button", label: "By date"))))
    #expect(sorted.value == "date")
  }

  @Test func aCustomLabel() {
    let session = RenderSession {
      Menu {
        Button("Delete", role: .destructive) {}
      } label: {
        Image(systemName: "ellipsis")
      }
    }
    #expect(session.html.contains(#"aria-haspopup="menu"><svg"#))
    #expect(session.html.contains(#"class="cw-button cw-destructive""#))
  }

  @Test func circularProgressIsARing() {
    let session = RenderSession {
      ProgressView(value: 0.5).progressViewStyle(.circular)
    }
    #expect(session.html.contains(#"role="progressbar" aria-valuenow="50""#))
    #expect(session.html.contains("stroke-dasharray:0.5 2"))
  }

  @Test func aProgressStylesTintColorsTheProgressViews() {
    let session = RenderSession {
      VStack {
        ProgressView(value: 0.5).progressViewStyle(LinearProgressViewStyle(tint: .orange))
        ProgressView(value: 0.5).progressViewStyle(CircularProgressViewStyle(tint: .green))
        ProgressView(value: 0.5).progressViewStyle(.linear)
      }
    }
    let html = session.html
    #expect(html.contains("--cw-progress-tint:#c93400"))
    #expect(html.contains("--cw-progress-tint:#248a3d"))
    #expect(html.components(separatedBy: "--cw-progress-tint:").count == 3)
    // The ring strokes in the tint, the bar takes it as its accent color.
    #expect(html.contains("var(--cw-progress-tint, var(--cw-accent))"))
    #expect(PageStyleSheet.text.contains("accent-color: var(--cw-progress-tint, var(--cw-accent))"))
  }
}
