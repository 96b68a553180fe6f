import ComposableWeb
import Testing
import WebTestSupport

/// `.foregroundColor`, `.foregroundStyle`, `.accentColor` and `.tint`: colors a subtree inherits.
@Suite struct ForegroundColorTests {
  @Test func aContainersColorReachesTextFieldsAndPlainButtons() throws {
    let isComplete = Box(false)
    let description = Box("Milk")
    let session = RenderSession {
      HStack {
        Button(action: { isComplete.value.toggle() }) {
          Image(systemName: isComplete.value ? "checkmark.square" : "square")
        }
        .buttonStyle(.plain)
        TextField(
          "Untitled todo",
          text: Binding(get: { description.value }, set: { description.value = $0 }))
      }
      .foregroundColor(isComplete.value ? .gray : nil)
    }
    #expect(session.html.contains(#"<div id="n2" class="cw-hstack" style="align-items:center">"#))
    #expect(session.html.contains(#"class="cw-button cw-bs-plain""#))
    let button = try #require(session.nodeID("button"))
    try session.dispatch(.click(id: button))
    let patches = session.refresh()
    // The whole row turns gray: one style the button, its icon and the field inherit.
    #expect(
      patches.contains(
        .setAttribute(id: "n2", name: "style", value: "align-items:center;color:gray;--cw-fg:gray"))
    )
  }

  @Test func foregroundStyleWithColorsAndGradients() {
    let session = RenderSession {
      VStack {
        Text("Red").foregroundStyle(Color.red)
        Text("Rainbow").foregroundStyle(
          LinearGradient(colors: [.red, .blue], startPoint: .leading, endPoint: .trailing))
        Image(systemName: "star.fill").foregroundStyle(.orange)
      }
    }
    let html = session.html
    #expect(html.contains(#"style="color:#d70015">Red<"#))
    #expect(
      html.contains(
        "background:linear-gradient(90deg, #d70015 0%, #0040dd 100%);-webkit-background-clip:text"))
    #expect(html.contains(#"style="color:#c93400;--cw-fg:#c93400""#))
  }

  @Test func accentColorAndTintSetTheAccentOfTheSubtree() {
    let session = RenderSession {
      VStack {
        Button("Orange") {}.accentColor(.orange)
        Button("Green") {}.tint(.green)
      }
    }
    #expect(session.html.contains(#"style="--cw-accent:#c93400">Orange<"#))
    #expect(session.html.contains(#"style="--cw-accent:#248a3d">Green<"#))
  }
}
