import ComposableWeb
import Testing
import WebTestSupport

/// Picker styles: segmented, inline, wheel and menu.
@Suite struct PickerStyleTests {
  enum Filter: String, CaseIterable, Hashable {
    case all = "All"
    case active = "Active"
    case completed = "Completed"
  }

  @Test func segmentedInBothSpellings() throws {
    let filter = Box(Filter.all)
    let session = RenderSession {
      Picker("Filter", selection: filter.binding) {
        ForEach(Filter.allCases, id: \.self) { Text($0.rawValue).tag($0) }
      }
      .pickerStyle(SegmentedPickerStyle())
    }
    #expect(
      session.html.contains(
        #"<button id="n3" type="button" class="cw-segment" role="radio" aria-checked="true" data-cw="click"><span id="n4" class="cw-text">All</span></button>"#
      ))
    let segments = session.nodeIDs("button")
    try session.dispatch(.click(id: segments[2]))
    #expect(filter.value == .completed)
    #expect(
      session.refresh() == [
        .setAttribute(id: segments[0], name: "aria-checked", value: "false"),
        .setAttribute(id: segments[2], name: "aria-checked", value: "true"),
      ])
  }

  @Test func segmentsShowIcons() {
    let session = RenderSession {
      Picker("View", selection: Box(0).binding) {
        Image(systemName: "list.bullet").tag(0)
        Image(systemName: "square.grid.2x2").tag(1)
      }
      .pickerStyle(.segmented)
    }
    #expect(
      session.html.contains(
        #"class="cw-segment" role="radio" aria-checked="true" data-cw="click"><svg"#))
    #expect(!session.html.contains(">list.bullet<"))
  }

  @Test func inlineShowsACheckmarkedList() throws {
    let filter = Box(Filter.active)
    let session = RenderSession {
      Picker("Filter", selection: filter.binding) {
        ForEach(Filter.allCases, id: \.self) { Text($0.rawValue) }
      }
      .pickerStyle(.inline)
    }
    let html = session.html
    #expect(
      html.contains(
        #"<span id="n3" class="cw-label">Filter</span><div id="n4" class="cw-inline-picker" role="radiogroup" aria-label="Filter">"#
      ))
    #expect(
      html.contains(
        #"aria-checked="true" data-cw="click"><span id="n9" class="cw-choice-title"><span id="n10" class="cw-text">Active</span></span><svg"#
      ))
    try session.dispatch(.click(id: try #require(session.nodeID("button", label: "All"))))
    #expect(filter.value == .all)
  }

  @Test func wheelAndMenu() {
    let session = RenderSession {
      VStack {
        Picker("Wheel", selection: Box(Filter.all).binding) {
          ForEach(Filter.allCases, id: \.self) { Text($0.rawValue) }
        }
        .pickerStyle(.wheel)
        Picker("Menu", selection: Box(Filter.all).binding) {
          ForEach(Filter.allCases, id: \.self) { Text($0.rawValue) }
        }
        .pickerStyle(MenuPickerStyle())
      }
    }
    #expect(
      session.html.contains(#"class="cw-picker cw-ps-wheel" value="0" data-cw="select" size="3""#))
    #expect(session.html.contains(#"class="cw-picker cw-ps-menu" value="0" data-cw="select">"#))
  }
}
