import ComposableWeb
import Testing
import WebTestSupport

/// `ColorPicker`: the browser's color input, bound to a `Color`.
@Suite struct ColorPickerTests {
  @Test func choosesAColor() throws {
    let tint = Box(Color.red)
    let session = RenderSession { ColorPicker("Tint", selection: tint.binding) }
    #expect(
      session.html.contains(
        ##"<input id="n5" type="color" class="cw-color-picker" value="#d70015" data-cw="input">"##))
    try session.dispatch(.input(id: "n5", value: "#336699"))
    #expect(tint.value == Color(red: 0.2, green: 0.4, blue: 0.6))
    #expect(session.refresh().isEmpty)
    let patches = try session.dispatch(.input(id: "n5", value: "teal"))
    #expect(patches == [.setAttribute(id: "n5", name: "value", value: "#336699")])
  }
}
