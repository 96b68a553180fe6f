import ComposableWeb
import Foundation
import Testing
import WebTestSupport

/// Effects: transforms, filters, clipping, layers and the animation they move with.
@Suite struct EffectTests {
  @Test func transformsComposeOutsideIn() {
    let session = RenderSession {
      Rectangle()
        .frame(width: 2, height: 40)
        .rotationEffect(.degrees(90))
        .offset(x: 10, y: -5)
        .scaleEffect(2, anchor: .topLeading)
    }
    // The last modifier applies last: it is the outermost, leftmost CSS transform.
    #expect(
      withoutNodeIDs(session.html).contains(
        #"<div class="cw-frame cw-fx" style="width:2px;height:40px;display:flex;justify-content:center;align-items:center;transform:translate(0%,0%) scale(2,2) translate(-0%,-0%) translate(10px,-5px) translate(50%,50%) rotate(90deg) translate(-50%,-50%)"><svg class="cw-shape" viewBox="0 0 2 40""#
      )
    )
  }

  @Test func rotationIsPatchedAsTheStateChanges() throws {
    let seconds = Box(0.0)
    let session = RenderSession {
      Rectangle().frame(width: 2, height: 40).rotationEffect(
        .degrees(seconds.value * 6), anchor: .bottom)
    }
    // The frame turns, with the bar in it, about its bottom.
    let frame = try #require(nodeID(of: #"class="cw-frame cw-fx""#, in: session.html))
    seconds.value = 15
    #expect(
      session.refresh() == [
        .setAttribute(
          id: frame, name: "style",
          value:
            "width:2px;height:40px;display:flex;justify-content:center;align-items:center;transform:translate(50%,100%) rotate(90deg) translate(-50%,-100%)"
        )
      ])
  }

  @Test func filtersBlendingOpacityAndOrder() {
    let session = RenderSession {
      VStack {
        Text("Soft").blur(radius: 2).shadow(color: .black, radius: 4, x: 0, y: 2)
        Text("Ink").blendMode(.multiply).opacity(0.5).zIndex(2)
      }
    }
    let html = session.html
    #expect(html.contains(#"style="filter:drop-shadow(0px 2px 4px black) blur(2px)">Soft<"#))
    #expect(
      html.contains(
        #"class="cw-text cw-fx" style="mix-blend-mode:multiply;opacity:0.5;position:relative;z-index:2">Ink<"#
      ))
  }

  @Test func clipShapesAndCornerRadius() {
    struct Diamond: Shape {
      func path(in rect: CGRect) -> Path {
        Path { path in
          path.addLines([
            CGPoint(x: rect.midX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.midY),
            CGPoint(x: rect.midX, y: rect.maxY), CGPoint(x: rect.minX, y: rect.midY),
          ])
          path.closeSubpath()
        }
      }
    }
    let session = RenderSession {
      VStack {
        Color.blue.frame(width: 40, height: 40).clipShape(Circle())
        Color.red.frame(width: 40, height: 20).clipShape(Capsule())
        Color.green.frame(width: 40, height: 40).clipShape(Diamond())
        Text("Card").cornerRadius(12)
      }
    }
    let html = session.html
    #expect(html.contains("clip-path:circle(closest-side at 50% 50%)"))
    #expect(html.contains("clip-path:inset(0 round 9999px)"))
    #expect(html.contains(#"clipPathUnits="objectBoundingBox"><path id="#))
    #expect(html.contains(#"d="M0.5 0L1 0.5L0.5 1L0 0.5Z""#))
    #expect(html.contains("border-radius:12px;overflow:hidden"))
  }

  @Test func overlaysAndBackgroundsLayerViews() {
    let session = RenderSession {
      VStack {
        Image(systemName: "bell")
          .overlay(Circle().fill(Color.red).frame(width: 8, height: 8), alignment: .topTrailing)
        Text("NEW").padding(4).background(Capsule().fill(Color.green))
        Text("Tag").background(Color.blue.opacity(0.2), in: RoundedRectangle(cornerRadius: 4))
        Text("Plain").background(Color.yellow)
        Text("Style").background(.yellow)
      }
    }
    let html = session.html
    #expect(
      html.contains(
        #"<div id="n3" class="cw-layered"><svg id="n4" class="cw-image cw-layer-content""#))
    #expect(
      withoutNodeIDs(html).contains(
        #"<div class="cw-frame cw-layer" style="width:8px;height:8px;display:flex;justify-content:center;align-items:center;justify-self:flex-end;align-self:flex-start"><svg class="cw-shape" viewBox="0 0 8 8""#
      ))
    #expect(
      html.contains(
        #"<div id="n9" class="cw-layered"><div id="n10" class="cw-shape-box cw-layer-fill" style="background:#248a3d"></div><span id="n11" class="cw-text cw-padding cw-layer-content""#
      ) == false)
    #expect(html.contains(#"class="cw-shape-box cw-layer-fill" style="background:#248a3d""#))
    #expect(html.contains(#"style="background:#b25000">Plain<"#))
    #expect(html.contains(#"style="background:#b25000">Style<"#))
    #expect(
      html.contains(#"rx="4" ry="4" style="fill:color-mix(in srgb, #0040dd 20%, transparent)""#))
  }

  @Test func animationsTravelToTheFrameWithTheirTiming() throws {
    let log = ActionLog<Bool>()
    let store = recordingStore(false, log: log) { state, action in state = action }
    let session = RenderSession {
      WithViewStore(store) { viewStore in
        Circle()
          .fill(viewStore.state ? Color.red : Color.blue)
          .frame(width: 20, height: 20)
          .scaleEffect(viewStore.state ? 1.5 : 1)
        Button("Grow") { viewStore.send(true, animation: .spring()) }
      }
    }
    let button = try #require(session.nodeID("button"))
    let frame = session.handle(message: #"{"t":"click","id":"\#(button)","s":1}"#)
    #expect(frame.contains(#""curve":"spring""#))
    // A spring as a CSS curve that overshoots, over its settling time.
    #expect(frame.contains(#""ease":"linear(0,"#))
    #expect(frame.contains("scale(1.5,1.5)"))
    #expect(frame.contains("fill:#d70015"))
  }

  @Test func implicitAnimationsSetTheSubtreesTiming() {
    let session = RenderSession {
      Circle().frame(width: 10, height: 10).animation(.easeInOut(duration: 0.5), value: 1)
      Circle().frame(width: 10, height: 10).animation(nil)
    }
    #expect(session.html.contains("--cw-tx:500ms;--cw-tx-curve:ease-in-out;--cw-tx-delay:0ms"))
    #expect(session.html.contains("--cw-tx:0s"))
  }

  @Test func aBlendReachesWhatIsBehindAMovedView() {
    // An offset's transform makes a group of its own; the blend moves out to it so it blends
    // with the text behind, as SwiftUI blends it.
    let session = RenderSession {
      ZStack {
        Text("Behind")
        Circle().fill(Color.white).blendMode(.difference).frame(width: 20, height: 20)
          .offset(x: 10)
      }
    }
    let html = session.html
    let circle = html.range(of: "mix-blend-mode:difference")
    #expect(circle != nil)
    #expect(html.components(separatedBy: "mix-blend-mode").count == 2)
    #expect(html.contains("transform:translate(10px,0px);mix-blend-mode:difference\""))
  }
}
