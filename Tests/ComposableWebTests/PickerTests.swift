import ComposableWeb
import Testing
import WebTestSupport

/// `Picker`: options from `ForEach` ids (no `.tag` needed), explicit tags, and selection.
@Suite struct PickerTests {
  enum Digest: String, CaseIterable, Hashable {
    case daily = "Daily"
    case weekly = "Weekly"
    case monthly = "Monthly"
  }

  @Test func optionsComeFromForEachIDs() {
    let digest = Box(Digest.weekly)
    let session = RenderSession {
      Picker("Top posts digest", selection: digest.binding) {
        ForEach(Digest.allCases, id: \.self) { Text($0.rawValue) }
      }
    }
    #expect(
      session.html
        == #"<div id="n1" class="cw-root"><label id="n2" class="cw-picker-row">"#
        + #"<span id="n3" class="cw-label"><span id="n4" class="cw-text">Top posts digest</span></span>"#
        + #"<select id="n5" class="cw-picker" value="1" data-cw="select">"#
        + #"<option id="n6" value="0">Daily</option>"#
        + #"<option id="n7" value="1" selected>Weekly</option>"#
        + #"<option id="n8" value="2">Monthly</option>"#
        + #"</select></label></div>"#
    )
  }

  @Test func selectingWritesTheElementsID() throws {
    let digest = Box(Digest.daily)
    let session = RenderSession {
      Picker("Digest", selection: digest.binding) {
        ForEach(Digest.allCases, id: \.self) { Text($0.rawValue) }
      }
    }
    let select = try #require(session.nodeID("select"))
    try session.dispatch(.select(id: select, value: "2"))
    #expect(digest.value == .monthly)
  }

  @Test func anOptionIndexOutOfRangeChangesNothing() throws {
    let digest = Box(Digest.daily)
    let session = RenderSession {
      Picker("Digest", selection: digest.binding) {
        ForEach(Digest.allCases, id: \.self) { Text($0.rawValue) }
      }
    }
    let select = try #require(session.nodeID("select"))
    // The browser's select now shows nothing valid: it is set back to the selection.
    #expect(
      try session.dispatch(.select(id: select, value: "7"))
        == [.setAttribute(id: select, name: "value", value: "0")]
    )
    #expect(digest.value == .daily)
  }

  @Test func explicitTagsAndOptionalSelection() throws {
    let size = Box<Int?>(nil)
    let session = RenderSession {
      Picker("Size", selection: size.binding) {
        Text("Small").tag(Int?.some(1))
        Text("Large").tag(Int?.some(2))
      }
    }
    #expect(session.html.contains(#"<option id="n6" value="0">Small</option>"#))
    let select = try #require(session.nodeID("select"))
    try session.dispatch(.select(id: select, value: "1"))
    #expect(size.value == 2)
  }

  @Test func identifiableElementsAndStoreSelection() throws {
    struct Flavor: Identifiable, Equatable { let id: String }
    struct State: Equatable { var flavor = "vanilla" }
    enum Action: Equatable { case flavorChanged(String) }
    let log = ActionLog<Action>()
    let store = recordingStore(State(), log: log) { state, action in
      if case let .flavorChanged(flavor) = action { state.flavor = flavor }
    }
    let flavors = [Flavor(id: "vanilla"), Flavor(id: "chocolate")]
    let session = RenderSession {
      WithViewStore(store) { viewStore in
        Picker("Flavor", selection: viewStore.binding(get: \.flavor, send: Action.flavorChanged)) {
          ForEach(flavors) { Text($0.id) }
        }
        .pickerStyle(.segmented)
      }
    }
    // A segmented control: one radio button per option, not a drop-down.
    #expect(session.nodeID("select") == nil)
    #expect(session.html.contains(#"class="cw-segmented" role="radiogroup" aria-label="Flavor""#))
    let segments = session.nodeIDs("button")
    #expect(segments.count == 2)
    let patches = try session.dispatch(.click(id: segments[1]))
    #expect(log.actions == [.flavorChanged("chocolate")])
    #expect(
      patches == [
        .setAttribute(id: segments[0], name: "aria-checked", value: "false"),
        .setAttribute(id: segments[1], name: "aria-checked", value: "true"),
      ]
    )
  }
}
