import ComposableWeb
import Testing
import WebTestSupport

/// `SwitchStore`: the first matching `CaseLet` wins, `Default` catches the rest, re-renders
/// happen only when the case changes, and an unhandled case is a visible, reported warning.
@Suite struct SwitchStoreTests {
  @CasePathable
  enum Screen: Equatable {
    case login(CounterState)
    case home(CounterState)
    case settings
  }

  @CasePathable
  enum ScreenAction: Equatable {
    case login(CounterAction)
    case home(CounterAction)
    case logOut
    case openSettings
  }

  func makeStore(_ screen: Screen, log: ActionLog<ScreenAction>) -> Store<Screen, ScreenAction> {
    recordingStore(screen, log: log) { state, action in
      switch (state, action) {
      case (.login(var counter), let .login(action)):
        reduceCounter(&counter, action)
        state = .login(counter)
      case (.login, .logOut), (.settings, .logOut):
        state = .home(CounterState(id: 2))
      case (.home(var counter), let .home(action)):
        reduceCounter(&counter, action)
        state = .home(counter)
      case (_, .logOut):
        state = .login(CounterState(id: 1))
      case (_, .openSettings):
        state = .settings
      default:
        break
      }
    }
  }

  @Test func showsTheMatchingCase() {
    let store = makeStore(.login(CounterState(id: 1)), log: ActionLog())
    let session = RenderSession {
      SwitchStore(store) {
        CaseLet(state: \.login, action: ScreenAction.login) { CounterView(store: $0) }
        CaseLet(state: \.home, action: ScreenAction.home) { _ in Text("Home") }
        Default { Text("Elsewhere") }
      }
    }
    #expect(
      session.html
        == #"<div id="n1" class="cw-root"><cw-b id="n2"><cw-b id="n3"><div id="n4" class="cw-hstack" style="align-items:center">"#
        + #"<button id="n5" type="button" class="cw-button" data-cw="click">−</button>"#
        + #"<span id="n6" class="cw-text">0</span>"#
        + #"<button id="n7" type="button" class="cw-button" data-cw="click">+</button>"#
        + #"</div></cw-b></cw-b></div>"#
    )
  }

  @Test func changesWithinACasePatchOnlyTheCasesView() throws {
    let log = ActionLog<ScreenAction>()
    let store = makeStore(.login(CounterState(id: 1)), log: log)
    let switchRenders = Box(0)
    let session = RenderSession {
      SwitchStore(store) {
        CaseLet(state: \.login, action: ScreenAction.login) { store in
          let _ = switchRenders.value += 1
          CounterView(store: store)
        }
        Default { Text("Elsewhere") }
      }
    }
    let plus = try #require(session.nodeID("button", label: "+"))
    #expect(try session.dispatch(.click(id: plus)) == [.setText(id: "n6", text: "1")])
    #expect(log.actions == [.login(.increment)])
    #expect(switchRenders.value == 1)
  }

  @Test func aNewCaseReplacesTheOldOne() throws {
    let log = ActionLog<ScreenAction>()
    let store = makeStore(.login(CounterState(id: 1)), log: log)
    let session = RenderSession {
      VStack {
        SwitchStore(store) {
          CaseLet(state: AnyCasePath(\Screen.Cases.login), action: ScreenAction.login) { _ in
            Text("Login")
          }
          CaseLet(state: \.home, action: ScreenAction.home) { _ in Text("Home") }
          Default { Text("Settings") }
        }
        WithViewStore(store.stateless) { viewStore in
          Button("Log out") { viewStore.send(.logOut) }
          Button("Settings") { viewStore.send(.openSettings) }
        }
      }
    }
    let logOut = try #require(session.nodeID("button", label: "Log out"))
    let settings = try #require(session.nodeID("button", label: "Settings"))
    #expect(
      try session.dispatch(.click(id: logOut)) == [
        .remove(id: "n4"),
        .insert(parent: "n3", index: 0, html: #"<span id="n8" class="cw-text">Home</span>"#),
      ]
    )
    #expect(
      try session.dispatch(.click(id: settings)) == [
        .remove(id: "n8"),
        .insert(parent: "n3", index: 0, html: #"<span id="n9" class="cw-text">Settings</span>"#),
      ]
    )
  }

  @Test func firstMatchingCaseLetWins() {
    let store = makeStore(.home(CounterState(id: 1)), log: ActionLog())
    let session = RenderSession {
      SwitchStore(store) {
        CaseLet(state: \.home, action: ScreenAction.home) { _ in Text("First") }
        CaseLet(state: \.home, action: ScreenAction.home) { _ in Text("Second") }
      }
    }
    #expect(session.nodeID("span", label: "First") != nil)
    #expect(session.nodeID("span", label: "Second") == nil)
  }

  @Test func anUnhandledCaseShowsAWarningAndReportsIt() throws {
    let log = ActionLog<ScreenAction>()
    let store = makeStore(.login(CounterState(id: 1)), log: log)
    let session = RenderSession {
      VStack {
        SwitchStore(store) {
          CaseLet(state: \.login, action: ScreenAction.login) { _ in Text("Login") }
        }
        WithViewStore(store.stateless) { viewStore in
          Button("Settings") { viewStore.send(.openSettings) }
        }
      }
    }
    let settings = try #require(session.nodeID("button", label: "Settings"))
    var patches: [Patch] = []
    withKnownIssue {
      patches = (try? session.dispatch(.click(id: settings))) ?? []
    } matching: { issue in
      issue.description.contains("Screen.settings")
    }
    #expect(patches.count == 2)
    #expect(
      session.html.contains(
        #"<div id="n7" class="cw-switch-warning" role="alert"><strong id="n8">Unhandled case</strong>"#
      ))
    #expect(session.html.contains("has no CaseLet for &quot;Screen.settings&quot; and no Default."))
  }

  @Test func anUnhandledFirstCaseIsReportedToo() {
    let store = makeStore(.settings, log: ActionLog())
    withKnownIssue {
      let session = RenderSession {
        SwitchStore(store) {
          CaseLet(state: \.login, action: ScreenAction.login) { _ in Text("Login") }
          CaseLet(state: \.home, action: ScreenAction.home) { _ in Text("Home") }
        }
      }
      #expect(session.nodeIDs("div").count == 1)
    } matching: { issue in
      issue.description.contains("settings")
    }
  }
}
