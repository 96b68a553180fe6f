import ComposableWeb
import Testing
import WebTestSupport

/// `Slider`: markup, clamping and stepping.
@Suite struct SliderTests {
  @Test func rendersARangeInput() {
    let session = RenderSession(root: Slider(value: .constant(0.25), in: 0...1, step: 0.25))
    #expect(
      session.html.contains(
        #"<input id="n4" type="range" class="cw-slider" min="0" max="1" step="0.25" value="0.25" data-cw="slider">"#
      )
    )
  }

  @Test func movingWritesAClampedSteppedValue() throws {
    let volume = Box(0.0)
    let session = RenderSession(root: Slider(value: volume.binding, in: 0...10, step: 2))
    let slider = try #require(session.nodeID("input"))
    try session.dispatch(.slider(id: slider, value: 4.9))
    #expect(volume.value == 4)
    // Past the end: clamped, and the browser is told the value it settled on.
    #expect(
      try session.dispatch(.slider(id: slider, value: 99))
        == [.setAttribute(id: slider, name: "value", value: "10")]
    )
    #expect(volume.value == 10)
  }

  @Test func continuousSliderWithLabel() throws {
    let speed = Box(Float(0))
    let session = RenderSession {
      Slider(value: speed.binding, in: 0...1) { Text("Speed") }
    }
    #expect(session.html.contains(#"step="any""#))
    #expect(session.nodeID("span", label: "Speed") != nil)
    let slider = try #require(session.nodeID("input"))
    try session.dispatch(.slider(id: slider, value: 0.5))
    #expect(speed.value == 0.5)
  }
}
