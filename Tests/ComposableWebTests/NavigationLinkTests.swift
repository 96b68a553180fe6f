import ComposableWeb
import Testing
import WebTestSupport

/// `NavigationLink`: pressing pushes the destination; Back pops it.
@Suite struct NavigationLinkTests {
  struct State: Equatable {
    var isGameActive = false
    var selection: Int?
  }

  enum Action: Equatable {
    case setGameActive(Bool)
    case select(Int?)
  }

  func makeStore(log: ActionLog<Action>) -> Store<State, Action> {
    recordingStore(State(), log: log) { state, action in
      switch action {
      case let .setGameActive(isActive): state.isGameActive = isActive
      case let .select(selection): state.selection = selection
      }
    }
  }

  @Test func pushesAndPopsThroughTheBinding() throws {
    let log = ActionLog<Action>()
    let store = makeStore(log: log)
    let session = RenderSession {
      WithViewStore(store) { viewStore in
        NavigationLink(
          destination: Text("Game"),
          isActive: viewStore.binding(get: \.isGameActive, send: Action.setGameActive)
        ) {
          Text("Let's play!")
        }
      }
    }
    #expect(
      session.html
        == #"<div id="n1" class="cw-root"><cw-b id="n2"><button id="n3" type="button" class="cw-navigation-link" data-cw="click">"#
        + #"<span id="n4" class="cw-text">Let&#39;s play!</span></button></cw-b></div>"#
    )
    let pushed = try session.dispatch(.click(id: "n3"))
    #expect(
      pushed == [
        .insert(
          parent: "n2", index: 1,
          html:
            #"<div id="n5" class="cw-navigation-destination" role="region"><div id="n6" class="cw-toolbar">"#
            + #"<button id="n7" type="button" class="cw-button cw-back" data-cw="click">‹ Back</button></div>"#
            + #"<div id="n8" class="cw-navigation-content"><span id="n9" class="cw-text">Game</span></div></div>"#
        )
      ]
    )
    #expect(try session.dispatch(.click(id: "n7")) == [.remove(id: "n5")])
    #expect(log.actions == [.setGameActive(true), .setGameActive(false)])
  }

  @Test func tagAndSelection() throws {
    let log = ActionLog<Action>()
    let store = makeStore(log: log)
    let session = RenderSession {
      WithViewStore(store) { viewStore in
        ForEach([1, 2], id: \.self) { id in
          NavigationLink(
            destination: Text("Detail \(id)"),
            tag: id,
            selection: viewStore.binding(get: \.selection, send: Action.select)
          ) {
            Text("Row \(id)")
          }
        }
      }
    }
    let second = try #require(session.nodeID("button", label: "Row 2"))
    try session.dispatch(.click(id: second))
    #expect(session.nodeID("span", label: "Detail 2") != nil)
    #expect(session.nodeID("span", label: "Detail 1") == nil)
    let back = try #require(session.nodeID("button", label: "‹ Back"))
    try session.dispatch(.click(id: back))
    #expect(log.actions == [.select(2), .select(nil)])
  }
  @Test func aLinkAroundAButtonIsADivSoTheButtonStaysInside() throws {
    let log = ActionLog<Action>()
    let store = makeStore(log: log)
    let session = RenderSession {
      List {
        WithViewStore(store) { viewStore in
          HStack {
            NavigationLink(
              destination: Text("Map"),
              isActive: viewStore.binding(get: \.isGameActive, send: Action.setGameActive)
            ) {
              Text("Paris")
              Spacer()
              Button("Download") { viewStore.send(.select(1)) }
            }
          }
        }
      }
    }
    let html = session.html
    // A <button> can't hold a <button>: the link is a focusable element with the link role.
    #expect(html.contains(#"role="link" tabindex="0" class="cw-navigation-link" data-cw="click""#))
    #expect(html.components(separatedBy: "<button").count == 2)
    let download = try #require(session.nodeID("button", label: "Download"))
    _ = session.handle(message: #"{"t":"click","id":"\#(download)","s":1}"#)
    #expect(log.actions == [.select(1)])
  }

}

/// `NavigationLink(destination:label:)` and `NavigationLink(_:destination:)`: links that keep
/// whether they are pushed as their own view state.
@Suite struct StatefulNavigationLinkTests {
  @Test func pushesAndPopsWithoutABinding() throws {
    let session = RenderSession {
      NavigationView {
        List {
          NavigationLink(destination: Text("Counter screen")) { Text("Counter") }
          NavigationLink("Timer", destination: Text("Timer screen"))
        }
        .navigationTitle("Case Studies")
      }
    }
    #expect(!session.html.contains("Timer screen"))
    try session.dispatch(.click(id: #require(session.nodeID("button", label: "Timer"))))
    #expect(session.html.contains("Timer screen"))
    #expect(!session.html.contains("Counter screen"))
    let patches = try session.dispatch(
      .click(id: #require(session.nodeID("button", label: "‹ Case Studies"))))
    #expect(patches.count == 1)
    #expect(!session.html.contains("Timer screen"))
  }

  @Test func theBackButtonCanBeHidden() throws {
    let session = RenderSession {
      NavigationLink("Game", destination: Text("Board").navigationBarBackButtonHidden(true))
    }
    try session.dispatch(.click(id: #require(session.nodeID("button", label: "Game"))))
    #expect(session.html.contains("Board"))
    #expect(session.nodeID("button", label: "‹ Back") == nil)
  }

  @Test func nestedLinksPushAStack() throws {
    let session = RenderSession {
      NavigationLink("One", destination: NavigationLink("Two", destination: Text("Deepest")))
    }
    try session.dispatch(.click(id: #require(session.nodeID("button", label: "One"))))
    try session.dispatch(.click(id: #require(session.nodeID("button", label: "Two"))))
    #expect(session.html.contains("Deepest"))
    #expect(session.nodeIDs("button", label: "‹ Back").count == 2)
    try session.dispatch(.click(id: #require(session.nodeIDs("button", label: "‹ Back").last)))
    #expect(!session.html.contains("Deepest"))
    #expect(session.nodeID("button", label: "Two") != nil)
  }

  @Test func theBackControlIsTitledAfterThePreviousScreen() throws {
    let session = RenderSession {
      NavigationView {
        List {
          NavigationLink("Profile", destination: Text("Name").navigationTitle("Profile"))
        }
        .navigationTitle("Settings")
      }
    }
    try session.dispatch(.click(id: #require(session.nodeID("button", label: "Profile"))))
    let back = try #require(session.nodeID("button", label: "‹ Settings"))
    #expect(session.nodeID("button", label: "‹ Back") == nil)
    try session.dispatch(.click(id: back))
    #expect(!session.html.contains("Name"))
  }

  @Test func theBackControlSaysBackAfterAnUntitledOrLongTitledScreen() throws {
    let session = RenderSession {
      VStack {
        NavigationLink("Untitled", destination: Text("First"))
        NavigationLink("Long", destination: Text("Second"))
          .navigationTitle("A title far too long for any toolbar")
      }
    }
    try session.dispatch(.click(id: #require(session.nodeID("button", label: "Untitled"))))
    try session.dispatch(.click(id: #require(session.nodeID("button", label: "Long"))))
    #expect(session.nodeIDs("button", label: "‹ Back").count == 2)
  }

}
