import ComposableWeb
import Foundation
import Testing

/// `Path`: lines, curves, arcs and rectangles, as SVG path data.
@Suite struct PathTests {
  func data(_ path: Path) -> String {
    let html = RenderSession(root: path).html
    let start = html.range(of: #" d=""#)!.upperBound
    return String(html[start...].prefix { $0 != "\"" })
  }

  @Test func linesAndCurves() {
    let path = Path { path in
      path.move(to: CGPoint(x: 0, y: 0))
      path.addLine(to: CGPoint(x: 10, y: 0))
      path.addQuadCurve(to: CGPoint(x: 20, y: 10), control: CGPoint(x: 20, y: 0))
      path.addCurve(
        to: CGPoint(x: 0, y: 20), control1: CGPoint(x: 20, y: 20), control2: CGPoint(x: 5, y: 20))
      path.closeSubpath()
    }
    #expect(data(path) == "M0 0L10 0Q20 0 20 10C20 20 5 20 0 20Z")
    #expect(path.currentPoint == CGPoint(x: 0, y: 0))
  }

  @Test func arcsTurnAsSwiftUIs() {
    // Not clockwise in SwiftUI's terms: towards increasing angles, clockwise on screen.
    let quarter = Path { path in
      path.addArc(
        center: CGPoint(x: 50, y: 50), radius: 50, startAngle: .degrees(0), endAngle: .degrees(90),
        clockwise: false)
    }
    #expect(data(quarter) == "M100 50A50 50 0 0 1 50 100")
    let threeQuarters = Path { path in
      path.addArc(
        center: CGPoint(x: 50, y: 50), radius: 50, startAngle: .degrees(0), endAngle: .degrees(90),
        clockwise: true)
    }
    #expect(data(threeQuarters) == "M100 50A50 50 0 1 0 50 100")
    let whole = Path { path in
      path.addArc(
        center: CGPoint(x: 10, y: 10), radius: 10, startAngle: .zero, endAngle: .degrees(360),
        clockwise: false)
    }
    #expect(data(whole) == "M20 10A10 10 0 0 1 0 10A10 10 0 0 1 20 10")
  }

  @Test func rectanglesAndEllipses() {
    #expect(data(Path(CGRect(x: 1, y: 2, width: 3, height: 4))) == "M1 2L4 2L4 6L1 6Z")
    #expect(
      data(Path(ellipseIn: CGRect(x: 0, y: 0, width: 2, height: 2))).hasPrefix("M2 1C2 1.552"))
    #expect(
      data(Path(roundedRect: CGRect(x: 0, y: 0, width: 10, height: 10), cornerRadius: 0))
        == "M0 0L10 0L10 10L0 10Z")
  }

  @Test func anglesConvert() {
    #expect(Angle.degrees(180).radians == .pi)
    #expect(Angle.radians(.pi / 2).degrees == 90)
    #expect(Angle.degrees(30) + .degrees(60) == .degrees(90))
  }
}
