import Foundation
import Testing
import WebTestSupport

@testable import ComposableWeb

/// Runtime warnings for the SwiftUI surface the browser can't honour: reported where a view
/// hits the gap, and never for what is honoured.
///
/// Warnings are reported once per process, so each test looks for its message among all those
/// reported so far. Serialized, so that the test of what is honoured can't see a warning another
/// test here adds meanwhile; no other test asks for a tap count above 2 or pinned views.
@Suite(.serialized) struct SurfaceWarningsTests {
  /// Renders `view` and returns the messages reported so far.
  private func messages(rendering view: some View) -> [String] {
    _ = RenderSession(root: view).html
    return SurfaceWarnings.messages
  }

  @Test func tapCountAboveTwo() {
    let reported = messages(rendering: Text("Triple").onTapGesture(count: 3) {})
    #expect(
      reported.contains(
        "onTapGesture(count:) and TapGesture(count:) with a count above 2 are treated as a double "
          + "tap."))
  }

  @Test func unsupportedBlendMode() {
    let reported = messages(rendering: Circle().blendMode(.plusDarker))
    #expect(reported.contains("blendMode(.plusDarker) draws as .darken."))
  }

  @Test func pinnedViewsAreIgnored() {
    let reported = messages(
      rendering: LazyVStack(pinnedViews: [.sectionHeaders]) { Text("Row") })
    #expect(
      reported.contains(
        "LazyVStack(pinnedViews:) is ignored: section headers and footers scroll away."))
  }

  @Test func wheelPickerStyle() {
    let reported = messages(
      rendering: Picker("Size", selection: Box(0).binding) {
        Text("Small").tag(0)
        Text("Large").tag(1)
      }
      .pickerStyle(.wheel))
    #expect(
      reported.contains("pickerStyle(.wheel) shows a list box of up to five options, not a wheel."))
  }

  @Test func dividerInAnHStack() {
    let reported = messages(
      rendering: HStack {
        Text("Left")
        Divider()
        Text("Right")
      })
    #expect(
      reported.contains("Divider() in an HStack is drawn as a horizontal line, not vertical."))
  }

  @Test func animationWithAValue() {
    let reported = messages(rendering: Text("Count").animation(.default, value: 1))
    #expect(reported.contains { $0.contains("animation(_:value:)") })
  }

  @Test func honouredCasesReportNothing() {
    func related(_ messages: [String]) -> [String] {
      messages.filter { $0.contains("onTapGesture(count:)") || $0.contains("pinnedViews") }
    }
    let before = related(SurfaceWarnings.messages)
    let after = related(
      messages(
        rendering: VStack {
          Text("Double").onTapGesture(count: 2) {}
          LazyVStack { Text("Row") }
        }))
    #expect(after == before)
  }

  @Test func markdownInALiteral() {
    #expect(containsMarkdown("**Bold** move"))
    #expect(containsMarkdown("An *italic* word"))
    #expect(containsMarkdown("See [the docs](https://example.com)"))
    #expect(containsMarkdown("Run `swift test`"))
    #expect(!containsMarkdown("Plain text"))
    #expect(!containsMarkdown("snake_case_name"))
    #expect(!containsMarkdown("2 * 3 * 4"))
  }

  @Test func shapesThatStretchExactly() {
    #expect(stretchesExactly(Triangle()))
    #expect(stretchesExactly(Oval()))
    #expect(!stretchesExactly(Arc()))
    #expect(!stretchesExactly(Dot()))
  }

  /// Lines through the rectangle's corners and middle: exact at any size.
  private struct Triangle: Shape {
    func path(in rect: CGRect) -> Path {
      Path { path in
        path.move(to: CGPoint(x: rect.midX, y: rect.minY))
        path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
        path.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
        path.closeSubpath()
      }
    }
  }

  /// Bézier curves through points of the rectangle: exact at any size.
  private struct Oval: Shape {
    func path(in rect: CGRect) -> Path {
      Path(ellipseIn: rect)
    }
  }

  /// A circular arc, which keeps its radius when stretched.
  private struct Arc: Shape {
    func path(in rect: CGRect) -> Path {
      Path { path in
        path.addArc(
          center: CGPoint(x: rect.midX, y: rect.midY), radius: rect.width / 2,
          startAngle: .degrees(0), endAngle: .degrees(180), clockwise: false)
      }
    }
  }

  /// A circle sized by the rectangle's shorter side.
  private struct Dot: Shape {
    func path(in rect: CGRect) -> Path {
      let side = min(rect.width, rect.height)
      return Path(ellipseIn: CGRect(x: rect.minX, y: rect.minY, width: side, height: side))
    }
  }
}
