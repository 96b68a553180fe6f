import ComposableWebServer
import Foundation
import Testing
import WebTestSupport

/// The client script in a real (headless) browser: it connects, sends events, applies patches
/// and keeps focus and caret. Skipped where no Chromium is installed.
@Suite(.serialized, .enabled(if: HeadlessChromium.executable != nil))
struct BrowserTests {
  struct State: Equatable {
    var name = ""
    var count = 0
    var focusedField: Field?
    var rows: IdentifiedArrayOf<CounterState> = [CounterState(id: 1), CounterState(id: 2)]
  }

  enum Field: Hashable { case name, note }

  enum Action: Equatable {
    case nameChanged(String)
    case increment
    case focus(Field?)
    case focusNote
    case row(id: Int, action: CounterAction)
    case addRow
  }

  static let reducer = Reducer<State, Action, Void> { state, action, _ in
    switch action {
    case let .nameChanged(name): state.name = String(name.prefix(8))
    case .increment: state.count += 1
    case let .focus(field): state.focusedField = field
    case .focusNote: state.focusedField = .note
    case let .row(id, action):
      if state.rows[id: id] != nil { reduceCounter(&state.rows[id: id]!, action) }
    case .addRow: state.rows.insert(CounterState(id: state.rows.count + 1), at: 0)
    }
    return .none
  }

  struct ScreenView: View {
    let store: Store<State, Action>

    var body: some View {
      WithViewStore(
        store.scope(state: { ViewState(name: $0.name, count: $0.count, focus: $0.focusedField) })
      ) { viewStore in
        Form {
          TextField("Name", text: viewStore.binding(get: \.name, send: Action.nameChanged))
            .focused(viewStore.binding(get: \.focus, send: Action.focus), equals: .name)
          TextField("Note", text: .constant(""))
            .focused(viewStore.binding(get: \.focus, send: Action.focus), equals: .note)
          Text("Hello \(viewStore.name)")
          Button("Count \(viewStore.count)") { viewStore.send(.increment, animation: .default) }
          Button("Focus note") { viewStore.send(.focusNote) }
          Button("Add row") { viewStore.send(.addRow) }
          List {
            ForEachStore(store.scope(state: \.rows, action: Action.row(id:action:))) {
              CounterView(store: $0)
            }
          }
        }
        .navigationTitle("Browser \(viewStore.count)")
      }
    }

    struct ViewState: Equatable {
      var name: String
      var count: Int
      var focus: Field?
    }
  }

  @Test func theClientScriptDrivesAPage() async throws {
    var configuration = LiveServerConfiguration()
    configuration.port = 0
    let server = LiveServer(configuration: configuration)
    server.page("/", title: "Browser") {
      ScreenView(store: Store(initialState: State(), reducer: Self.reducer, environment: ()))
    }
    try await withRunningServer(server) { port in
      let results = try await blocking { () -> [String] in
        let browser = try HeadlessChromium.launch()
        try browser.navigate(to: "http://127.0.0.1:\(port)/")
        var results: [String] = []
        func record(_ value: Any?) { results.append("\(value ?? "nil")") }

        record(
          try browser.waitFor(
            #"document.querySelector("[data-cw-status=live]") !== null && "live""#))
        record(try browser.evaluate("document.title"))

        // A click, answered by an (animated) patch.
        try browser.evaluate(
          #"[...document.querySelectorAll("button")].find(b => b.textContent === "Count 0").click()"#
        )
        record(
          try browser.waitFor(
            #"[...document.querySelectorAll("button")].some(b => b.textContent === "Count 1") && document.title"#
          ))

        // Typing: each keystroke is an input event; the reducer truncates to 8 characters and
        // the field is put back, caret and focus kept.
        try browser.evaluate(#"document.querySelector("input[aria-label=Name]").focus()"#)
        try browser.type("Blobby McBlobface")
        record(
          try browser.waitFor(
            #"(() => { const s = [...document.querySelectorAll("span")].find(s => s.textContent.startsWith("Hello ")); return s.textContent === "Hello Blobby M" && s.textContent })()"#
          ))
        record(
          try browser.waitFor(
            #"(() => { const e = document.querySelector("input[aria-label=Name]"); return e.value === "Blobby M" && [e.value, e.selectionStart, document.activeElement === e].join("|") })()"#
          ))
        try browser.evaluate(
          #"document.querySelector("input[aria-label=Name]").setSelectionRange(2, 2)"#)
        try browser.type("X")
        record(
          try browser.waitFor(
            #"(() => { const e = document.querySelector("input[aria-label=Name]"); return e.value === "BlXobby " && [e.value, e.selectionStart, document.activeElement === e].join("|") })()"#
          ))

        // Rows: one row's change, then a row inserted above it.
        try browser.evaluate(
          #"document.querySelectorAll(".cw-row")[1].querySelectorAll("button")[1].click()"#)
        record(
          try browser.waitFor(
            #"document.querySelectorAll(".cw-row")[1].querySelector("span").textContent === "1" && "row 2 is 1""#
          ))
        try browser.evaluate(
          #"[...document.querySelectorAll("button")].find(b => b.textContent === "Add row").click()"#
        )
        record(
          try browser.waitFor(
            #"document.querySelectorAll(".cw-row").length === 3 && [...document.querySelectorAll(".cw-row span")].map(s => s.textContent).join(",")"#
          ))

        // State moves the focus.
        try browser.evaluate(
          #"[...document.querySelectorAll("button")].find(b => b.textContent === "Focus note").click()"#
        )
        record(
          try browser.waitFor(
            #"document.activeElement.getAttribute("aria-label") === "Note" && "Note""#))
        return results
      }
      #expect(
        results == [
          "live",
          "Browser 0",
          "Browser 1",
          "Hello Blobby M",
          "Blobby M|8|true",
          "BlXobby |3|true",
          "row 2 is 1",
          "0,0,1",
          "Note",
        ]
      )
    }
  }
}
