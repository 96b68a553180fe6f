import ComposableWeb
import Foundation
import Testing
import WebTestSupport

/// Shapes as SVG: built-in shapes, shapes of one's own, fills, strokes and trims.
@Suite struct ShapeTests {
  struct Triangle: Shape {
    func path(in rect: CGRect) -> Path {
      Path { path in
        path.move(to: CGPoint(x: rect.midX, y: rect.minY))
        path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
        path.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
        path.closeSubpath()
      }
    }
  }

  @Test func aShapeFillsItsFrameWithTheForegroundColor() {
    let session = RenderSession { Circle() }
    #expect(
      session.html.contains(
        #"<svg id="n2" class="cw-shape" viewBox="0 0 100 100" preserveAspectRatio="xMidYMid meet" aria-hidden="true">"#
          + #"<circle id="n3" cx="50" cy="50" r="50" style="fill:currentColor"></circle></svg>"#)
    )
  }

  @Test func aFrameGivesTheExactGeometry() {
    let session = RenderSession {
      VStack {
        Circle().fill(Color.red).frame(width: 40, height: 20)
        Triangle().fill(Color.blue).frame(width: 80, height: 60)
        Capsule().fill(Color.green).frame(width: 100, height: 30)
      }
    }
    let html = withoutNodeIDs(session.html)
    // Each shape is drawn for its frame's size exactly, inside the frame that places it.
    #expect(
      html.contains(
        #"<div class="cw-frame" style="width:40px;height:20px;display:flex;justify-content:center;align-items:center"><svg class="cw-shape" viewBox="0 0 40 20" aria-hidden="true">"#
          + #"<circle cx="20" cy="10" r="10" style="fill:#d70015"></circle></svg></div>"#))
    #expect(
      html.contains(
        #"<div class="cw-frame" style="width:80px;height:60px;display:flex;justify-content:center;align-items:center"><svg class="cw-shape" viewBox="0 0 80 60" aria-hidden="true">"#
          + #"<path d="M40 0L80 60L0 60Z" style="fill:#0040dd"></path></svg></div>"#))
    #expect(
      html.contains(
        #"<svg class="cw-shape" viewBox="0 0 100 30" aria-hidden="true"><rect width="100%" height="100%" rx="15" ry="15" style="fill:#248a3d"></rect></svg>"#
      ))
  }

  @Test func withoutAFrameShapesStretchOverTheirBox() {
    let session = RenderSession {
      HStack {
        Triangle().stroke(Color.red, lineWidth: 2)
        Rectangle().fill(Color.gray)
        RoundedRectangle(cornerRadius: 12).fill(Color.white)
        Ellipse().fill(Color.black)
        Capsule().fill(Color.green)
      }
    }
    let html = session.html
    // An outline drawn for 100 × 100 and stretched, its stroke kept 2 points wide.
    #expect(html.contains(#"viewBox="0 0 100 100" preserveAspectRatio="none""#))
    #expect(
      html.contains(
        #"<path id="n4" d="M50 0L100 100L0 100Z" vector-effect="non-scaling-stroke" style="fill:none;stroke:#d70015;stroke-width:2">"#
      ))
    #expect(html.contains(#"<rect id="n6" width="100%" height="100%" style="fill:gray">"#))
    #expect(
      html.contains(
        #"<rect id="n8" width="100%" height="100%" rx="12" ry="12" style="fill:white">"#))
    #expect(
      html.contains(#"<ellipse id="n10" cx="50%" cy="50%" rx="50%" ry="50%" style="fill:black">"#))
    #expect(html.contains(#"<div id="n11" class="cw-shape-box" style="background:#248a3d"></div>"#))
  }

  @Test func strokeStylesAndStrokeBorders() {
    let session = RenderSession {
      VStack {
        Circle()
          .stroke(
            Color.blue,
            style: StrokeStyle(lineWidth: 4, lineCap: .round, lineJoin: .bevel, dash: [6, 3])
          )
          .frame(width: 50, height: 50)
        Circle().stroke(lineWidth: 3).frame(width: 20, height: 20)
        RoundedRectangle(cornerRadius: 8).strokeBorder(Color.red, lineWidth: 2).frame(
          width: 60, height: 30)
      }
    }
    let html = session.html
    #expect(
      html.contains(
        #"style="fill:none;stroke:#0040dd;stroke-width:4;stroke-linecap:round;stroke-linejoin:bevel;stroke-dasharray:6 3""#
      ))
    #expect(html.contains(#"style="fill:none;stroke:currentColor;stroke-width:3""#))
    // Inside the outline only: twice as wide, clipped by the outline.
    #expect(
      html.contains(#"style="fill:none;stroke:#d70015;stroke-width:4" clip-path="url(#cw-border-"#))
    #expect(html.contains(#"<clipPath id="n"#) == false)
    #expect(html.contains("<defs"))
  }

  @Test func trimFollowsTheState() throws {
    let progress = Box(0.25)
    let session = RenderSession {
      Circle()
        .trim(from: 0, to: progress.value)
        .stroke(Color.blue, style: StrokeStyle(lineWidth: 6, lineCap: .round))
        .frame(width: 40, height: 40)
    }
    #expect(
      withoutNodeIDs(session.html).contains(
        #"<svg class="cw-shape" viewBox="0 0 40 40" aria-hidden="true"><circle cx="20" cy="20" r="20" pathLength="1" style="fill:none;stroke:#0040dd;stroke-width:6;stroke-linecap:round;stroke-dasharray:0.25 2;stroke-dashoffset:0"></circle>"#
      )
    )
    let circle = try #require(nodeID(of: #"pathLength="1""#, in: session.html))
    progress.value = 0.75
    #expect(
      session.refresh() == [
        .setAttribute(
          id: circle, name: "style",
          value:
            "fill:none;stroke:#0040dd;stroke-width:6;stroke-linecap:round;stroke-dasharray:0.75 2;stroke-dashoffset:0"
        )
      ]
    )
  }

  @Test func aPathDrawsAtItsOwnCoordinates() {
    let session = RenderSession {
      Path { path in
        path.move(to: CGPoint(x: 10, y: 10))
        path.addLine(to: CGPoint(x: 90, y: 10))
      }
      .stroke(Color.black, lineWidth: 1)
    }
    #expect(
      session.html.contains(
        #"<svg id="n2" class="cw-shape" aria-hidden="true"><path id="n3" d="M10 10L90 10" style="fill:none;stroke:black;stroke-width:1"></path></svg>"#
      )
    )
  }

  @Test func evenOddFills() {
    let session = RenderSession {
      Path(ellipseIn: CGRect(x: 0, y: 0, width: 10, height: 10)).fill(
        Color.black, style: FillStyle(eoFill: true))
    }
    #expect(session.html.contains(#"style="fill:black;fill-rule:evenodd""#))
  }
}
