import ComposableWeb
import Testing
import WebTestSupport

/// Gradients: SVG definitions in shapes, CSS gradients as views and backgrounds.
@Suite struct GradientTests {
  @Test func linearGradientFillsAShape() {
    let session = RenderSession {
      Rectangle()
        .fill(LinearGradient(colors: [.blue, .purple], startPoint: .top, endPoint: .bottom))
        .frame(width: 10, height: 10)
    }
    let html = session.html
    #expect(html.contains(#"<linearGradient id="n4" id="cw-linear-"#) == false)
    #expect(html.contains(#"x1="0.5" y1="0" x2="0.5" y2="1">"#))
    #expect(
      withoutNodeIDs(html).contains(
        #"<stop offset="0" style="stop-color:#0040dd"></stop><stop offset="1" style="stop-color:#8944ab"></stop>"#
      ))
    #expect(html.contains(#"style="fill:url(#cw-linear-"#))
  }

  @Test func radialGradientMeasuresItsRadiiInPoints() {
    let session = RenderSession {
      Circle()
        .fill(
          RadialGradient(
            colors: [.yellow, .orange], center: .center, startRadius: 10, endRadius: 40)
        )
        .frame(width: 80, height: 80)
    }
    let html = session.html
    #expect(html.contains(#"gradientUnits="userSpaceOnUse" cx="50%" cy="50%" r="40">"#))
    #expect(html.contains(#"offset="0.25" style="stop-color:#b25000""#))
  }

  @Test func angularGradientPaintsAClippedConicBox() {
    let session = RenderSession {
      Circle()
        .stroke(AngularGradient(colors: [.red, .blue, .red], center: .center), lineWidth: 8)
        .frame(width: 60, height: 60)
    }
    let html = session.html
    #expect(html.contains("<mask"))
    #expect(
      html.contains(
        "background:conic-gradient(from 90deg at 50% 50%, #d70015 0deg, #0040dd 180deg, #d70015 360deg)"
      ))
    #expect(html.contains(#"<foreignObject id="#))
  }

  @Test func gradientsAsViewsAndBackgrounds() {
    let session = RenderSession {
      VStack {
        LinearGradient(
          gradient: Gradient(colors: [.white, .black]), startPoint: .leading, endPoint: .trailing
        )
        .frame(height: 20)
        Text("Sky").background(
          LinearGradient(colors: [.blue, .cyan], startPoint: .top, endPoint: .bottom))
      }
    }
    let html = session.html
    #expect(
      withoutNodeIDs(html).contains(
        #"<div class="cw-frame" style="height:20px;display:flex;justify-content:center;align-items:center"><div class="cw-color" style="background:linear-gradient(90deg, white 0%, black 100%)"></div></div>"#
      ))
    #expect(html.contains("linear-gradient(180deg, #0040dd 0%, #0071a4 100%)"))
  }
}
