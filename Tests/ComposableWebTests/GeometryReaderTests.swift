import ComposableWeb
import Testing
import WebTestSupport

/// `GeometryReader`: content laid out from the size the browser measured.
@Suite struct GeometryReaderTests {
  struct Board: View {
    var body: some View {
      GeometryReader { proxy in
        VStack(spacing: 0) {
          ForEach(0..<3) { row in
            HStack(spacing: 0) {
              ForEach(0..<3) { column in
                Text("\(row * 3 + column)")
                  .frame(width: proxy.size.width / 3, height: proxy.size.width / 3)
              }
            }
          }
        }
        Text("At \(Int(proxy.frame(in: .global).minY)), local \(Int(proxy.frame(in: .local).minY))")
      }
    }
  }

  @Test func aResizeRerendersJustTheReader() throws {
    let session = RenderSession {
      VStack {
        Text("Tic-tac-toe")
        Board()
      }
    }
    #expect(session.html.contains(#"<div id="n4" class="cw-geometry" data-cw-measure>"#))
    // Before the browser measures, the board is laid out on a phone's screen width.
    #expect(session.html.contains("width:130px;height:130px"))
    #expect(!session.html.contains("width:0px"))
    let patches = try session.dispatch(.resize(id: "n4", width: 300, height: 320, x: 8, y: 40))
    #expect(session.lastFlushStatistics.boundariesRendered == 1)
    #expect(patches.count == 10)
    #expect(session.html.contains("width:100px;height:100px"))
    #expect(session.html.contains("At 40, local 0"))
    // The same size again changes nothing.
    #expect(try session.dispatch(.resize(id: "n4", width: 300, height: 320, x: 8, y: 40)) == [])
  }

  @Test func theFirstPaintTakesTheEnclosingFramesSize() {
    let session = RenderSession {
      VStack {
        Board()
          .frame(width: 240, height: 300)
        Board()
          .padding(.horizontal, 15)
          .frame(width: 330)
      }
    }
    // No cell is painted at 0 px before the browser has measured the readers.
    #expect(session.html.contains("width:80px;height:80px"))
    #expect(session.html.contains("width:100px;height:100px"))
    #expect(!session.html.contains("width:0px"))
  }

  @Test func aMaximumWidthBoundsTheFirstPaint() {
    // The tic-tac-toe board, as the gallery frames it.
    let session = RenderSession { Board().frame(maxWidth: 270) }
    #expect(session.html.contains("width:90px;height:90px"))
    #expect(!session.html.contains("width:0px"))
  }

  @Test func keepsItsSizeWhenItsParentRerenders() throws {
    let title = Box("A")
    let session = RenderSession {
      VStack {
        Text(title.value)
        Board()
      }
    }
    try session.dispatch(.resize(id: "n4", width: 90, height: 90, x: 0, y: 0))
    title.value = "B"
    _ = session.refresh()
    #expect(session.html.contains("width:30px;height:30px"))
  }

  @Test func theResizeMessageIsParsed() throws {
    let session = RenderSession(root: Board())
    let frame = session.handle(
      message: #"{"t":"resize","id":"n2","w":60,"h":60,"x":0,"y":0,"s":1}"#)
    #expect(frame.contains("width:20px;height:20px"))
    let bad = session.handle(message: #"{"t":"resize","id":"n2","w":-1,"h":60,"x":0,"y":0,"s":2}"#)
    #expect(bad.contains(#""t":"error""#))
  }
}
