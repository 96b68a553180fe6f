import ComposableWeb
import Testing
import WebTestSupport

/// Button styles: the built-in looks and custom `ButtonStyle`s.
@Suite struct ButtonStyleTests {
  struct PressableStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
      configuration.label
        .padding(8)
        .background(configuration.isPressed ? Color.gray : Color.blue)
        .scaleEffect(configuration.isPressed ? 0.95 : 1)
    }
  }

  struct CapsStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
      configuration.label.font(.headline)
    }
  }

  @Test func builtInStylesInBothSpellings() {
    let session = RenderSession {
      VStack {
        Button("A") {}.buttonStyle(.plain)
        Button("B") {}.buttonStyle(PlainButtonStyle())
        Button("C") {}.buttonStyle(.bordered)
        Button("D") {}.buttonStyle(BorderedProminentButtonStyle())
        Button("E") {}.buttonStyle(BorderlessButtonStyle())
        Button("F") {}.buttonStyle(DefaultButtonStyle())
      }
    }
    let html = session.html
    #expect(html.contains(#"class="cw-button cw-bs-plain" data-cw="click">A<"#))
    #expect(html.contains(#"class="cw-button cw-bs-plain" data-cw="click">B<"#))
    #expect(html.contains(#"class="cw-button cw-bs-bordered" data-cw="click">C<"#))
    #expect(html.contains(#"class="cw-button cw-bs-borderedprominent" data-cw="click">D<"#))
    #expect(html.contains(#"class="cw-button cw-bs-borderless" data-cw="click">E<"#))
    #expect(html.contains(#"class="cw-button cw-bs-automatic" data-cw="click">F<"#))
  }

  @Test func aCustomStyleDrawsPressedAndUnpressed() throws {
    let taps = Box(0)
    let session = RenderSession {
      Button("Go") { taps.value += 1 }.buttonStyle(PressableStyle())
    }
    let html = session.html
    #expect(
      html.contains(
        #"<button id="n2" type="button" class="cw-button cw-bs-custom" data-cw="click"><span id="n3" class="cw-unpressed">"#
      ))
    #expect(
      html.contains(
        #"style="padding-top:8px;padding-left:8px;padding-bottom:8px;padding-right:8px;background:#0040dd;transform:"#
      ))
    #expect(
      html.contains(#"<span id="#) && html.contains(#"class="cw-pressed" aria-hidden="true">"#))
    #expect(html.contains("background:gray;transform:translate(50%,50%) scale(0.95,0.95)"))
    try session.dispatch(.click(id: "n2"))
    #expect(taps.value == 1)
  }

  @Test func aStyleThatIgnoresPressingDrawsOnce() {
    let session = RenderSession { Button("Caps") {}.buttonStyle(CapsStyle()) }
    #expect(
      session.html.contains(
        #"<button id="n2" type="button" class="cw-button cw-bs-custom" data-cw="click"><span id="n3" class="cw-text cw-font-headline">Caps</span></button>"#
      ))
  }
}
