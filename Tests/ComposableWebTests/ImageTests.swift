import ComposableWeb
import Testing
import WebTestSupport

/// `Image(systemName:)`: SF Symbol names drawn as Bootstrap Icons, and `Label`.
@Suite struct ImageTests {
  /// The names 2021 apps use most, by family: each must draw a real icon.
  static let commonNames = [
    "square", "square.fill", "checkmark", "checkmark.circle", "checkmark.circle.fill",
    "checkmark.square", "checkmark.square.fill", "circle", "circle.fill", "heart", "heart.fill",
    "star", "star.fill", "arrow.up", "arrow.down", "arrow.left", "arrow.right", "arrow.clockwise",
    "arrow.counterclockwise", "arrow.up.circle", "arrow.up.circle.fill", "arrow.down.circle",
    "arrow.down.circle.fill", "arrow.left.circle", "arrow.right.circle.fill", "chevron.left",
    "chevron.right", "chevron.up", "chevron.down", "chevron.backward", "chevron.forward", "plus",
    "plus.circle", "plus.circle.fill", "plus.square", "plus.square.fill", "minus", "minus.circle",
    "minus.circle.fill", "xmark", "xmark.circle", "xmark.circle.fill", "xmark.square", "trash",
    "trash.fill", "pencil", "square.and.pencil", "gear", "gearshape", "gearshape.fill", "person",
    "person.fill", "person.circle", "person.2", "person.2.fill", "bell", "bell.fill", "bell.slash",
    "magnifyingglass", "play", "play.fill", "play.circle", "play.circle.fill", "pause",
    "pause.fill", "pause.circle", "pause.circle.fill", "stop", "stop.fill", "stop.circle",
    "stop.circle.fill", "backward.fill", "forward.fill", "cloud", "cloud.fill", "cloud.rain",
    "cloud.sun", "icloud.and.arrow.down", "icloud.and.arrow.up", "map", "map.fill", "mappin",
    "location", "location.fill", "clock", "clock.fill", "alarm", "stopwatch", "timer",
    "calendar", "house", "house.fill", "envelope", "envelope.fill", "paperplane",
    "paperplane.fill", "phone", "phone.fill", "message", "message.fill", "info.circle",
    "info.circle.fill", "questionmark.circle", "exclamationmark.triangle",
    "exclamationmark.triangle.fill", "lock", "lock.fill", "lock.open", "eye", "eye.slash", "doc",
    "doc.text", "doc.on.doc", "folder", "folder.fill", "paperclip", "link", "book", "bookmark",
    "bookmark.fill", "tag", "flag", "flag.fill", "pin", "list.bullet", "line.3.horizontal",
    "line.3.horizontal.decrease.circle", "slider.horizontal.3", "square.grid.2x2", "camera",
    "camera.fill", "photo", "video", "cart", "cart.fill", "bag", "creditcard", "gift",
    "hand.thumbsup", "hand.thumbsup.fill", "wifi", "bolt", "bolt.fill", "sun.max", "moon",
    "moon.fill", "flame", "drop", "lightbulb", "square.and.arrow.up", "square.and.arrow.down",
    "ellipsis", "speaker.wave.2", "mic", "music.note", "globe", "car", "airplane", "key",
    "arrow.triangle.2.circlepath", "tray", "archivebox", "printer", "trophy", "chart.bar",
  ]

  @Test func atLeast150CommonSymbolsDrawRealIcons() {
    #expect(Set(Self.commonNames).count >= 150)
    let session = RenderSession {
      HStack {
        ForEach(Self.commonNames, id: \.self) { Image(systemName: $0) }
      }
    }
    let html = session.html
    for name in Self.commonNames {
      let drawn =
        html.contains(#"data-symbol="\#(name)"><path"#)
        || html.contains(#"data-symbol="\#(name)"><circle"#)
      #expect(drawn, "\(name) has no icon")
      // Never the name as text.
      #expect(!html.contains(">\(name)<"))
    }
  }

  @Test func fillAndCircleVariantsLookDifferent() throws {
    func drawing(_ name: String) -> String {
      let html = RenderSession(root: Image(systemName: name)).html
      return String(html[html.range(of: "<path")!.lowerBound...])
    }
    #expect(drawing("heart") != drawing("heart.fill"))
    #expect(drawing("star") != drawing("star.fill"))
    #expect(drawing("plus") != drawing("plus.circle"))
    #expect(drawing("plus.circle") != drawing("plus.circle.fill"))
    #expect(drawing("checkmark.square") != drawing("square"))
  }

  @Test func iconsScaleWithTheFontAndTakeTheForegroundColor() {
    let session = RenderSession {
      Image(systemName: "heart.fill").font(.largeTitle).foregroundColor(.red)
    }
    let html = session.html
    #expect(
      html.contains(
        #"<svg id="n2" class="cw-image cw-font-large-title" viewBox="0 0 16 16" fill="currentColor""#
      ))
    #expect(html.contains(#"style="color:#d70015;--cw-fg:#d70015""#))
  }

  @Test func togglingASymbolPatchesItsDrawing() throws {
    let isFavorite = Box(false)
    let session = RenderSession {
      Button(action: { isFavorite.value.toggle() }) {
        Image(systemName: isFavorite.value ? "heart.fill" : "heart")
      }
    }
    let button = try #require(session.nodeID("button"))
    try session.dispatch(.click(id: button))
    let patches = session.refresh()
    #expect(
      patches.contains {
        if case .setAttribute(_, "data-symbol", "heart.fill") = $0 { true } else { false }
      })
    #expect(patches.contains { if case .setAttribute(_, "d", _) = $0 { true } else { false } })
  }

  @Test func unknownNamesShowAPlaceholderAndWarn() {
    withKnownIssue {
      let session = RenderSession(root: Image(systemName: "no.such.symbol"))
      #expect(
        session.html.contains(#"aria-label="no.such.symbol" data-symbol="no.such.symbol"><path"#))
      #expect(!session.html.contains(">no.such.symbol<"))
    } matching: { issue in
      issue.description.contains(#"Image(systemName: "no.such.symbol")"#)
    }
  }

  @Test func labelShowsIconAndTitle() {
    let session = RenderSession {
      Label("Delete", systemImage: "trash.fill")
    }
    #expect(
      session.html.contains(#"<span id="n2" class="cw-label-view"><svg id="n3" class="cw-image""#))
    #expect(session.html.contains(#"<span id="n5" class="cw-text">Delete</span></span>"#))
  }
}
