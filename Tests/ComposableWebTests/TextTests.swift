import ComposableWeb
import Testing

/// `Text`: plain, styled and concatenated.
@Suite struct TextTests {
  @Test func plainText() {
    let session = RenderSession(root: Text("Hello"))
    #expect(
      session.html
        == #"<div id="n1" class="cw-root"><span id="n2" class="cw-text">Hello</span></div>"#
    )
  }

  @Test func interpolationAndVerbatim() {
    let count = 3
    let session = RenderSession {
      VStack {
        Text("Count: \(count)")
        Text(verbatim: "%d items")
      }
    }
    #expect(session.nodeID("span", label: "Count: 3") != nil)
    #expect(session.nodeID("span", label: "%d items") != nil)
  }

  @Test func stylesBecomeClassesAndInlineStyles() {
    let session = RenderSession(
      root: Text("Warning").bold().italic().font(.headline).foregroundColor(.red)
    )
    #expect(
      session.html.contains(
        #"<span id="n2" class="cw-text cw-bold cw-italic cw-font-headline" style="color:#d70015">Warning</span>"#
      )
    )
  }

  @Test func concatenationKeepsEachRunsStyle() {
    let session = RenderSession(root: Text("Total: ") + Text("42").bold())
    #expect(
      session.html.contains(
        #"<span id="n2" class="cw-text"><span id="n3" class="cw-text">Total: </span>"#
          + #"<span id="n4" class="cw-text cw-bold">42</span></span>"#
      )
    )
  }

  @Test func systemFontsAndWeights() {
    let session = RenderSession(
      root: Text("12").font(.system(size: 40, weight: .bold, design: .monospaced))
    )
    #expect(
      session.html.contains(
        #"style="font-size:40px;font-weight:700;font-family:ui-monospace,SF Mono,Menlo,Consolas,monospace""#
      ))
  }

  @Test func underlineAndStrikethroughTakeTheirColor() {
    let session = RenderSession {
      VStack {
        Text("Under").underline(color: .red)
        Text("Through").strikethrough(true, color: .blue)
        Text("Plain").underline()
      }
    }
    #expect(session.html.contains("cw-underline"))
    #expect(session.html.contains("text-decoration-color:"))
    #expect(session.html.components(separatedBy: "text-decoration-color:").count == 3)
  }
}
