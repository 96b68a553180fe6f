import ComposableWeb
import ComposableWebServer
import Synchronization
import Testing
import WebTestSupport

/// How many instances of ``CounterApp`` were made: one at start, one per page and connection.
private let appInstances = Mutex(0)

/// A 2021-style app: its store is a property, and its second window has an id.
private struct CounterApp: App {
  let store = Store(
    initialState: CounterState(id: 1),
    reducer: Reducer<CounterState, CounterAction, Void> { state, action, _ in
      reduceCounter(&state, action)
      return .none
    },
    environment: ()
  )

  init() {
    appInstances.withLock { $0 += 1 }
  }

  var body: some Scene {
    WindowGroup {
      CounterView(store: self.store)
        .navigationTitle("Counter")
    }
    WindowGroup("About", id: "about") {
      Text("Made with the Composable Architecture")
    }
  }
}

/// An app whose body is a scene of its own making.
private struct NestedSceneApp: App {
  var body: some Scene {
    MainScene()
  }
}

private struct MainScene: Scene {
  var body: some Scene {
    WindowGroup(id: "nothing-here") { EmptyView() }
  }
}

/// `App`, `Scene` and `WindowGroup`: an app's executable serves its windows, one app per tab.
@Suite(.serialized) struct AppTests {
  func server() -> LiveServer {
    var configuration = LiveServerConfiguration()
    configuration.port = 0
    let server = LiveServer(configuration: configuration)
    CounterApp.serve(on: server)
    return server
  }

  @Test func servesTheFirstWindowAtTheRootAndOthersAtTheirIDs() async throws {
    try await withRunningServer(server()) { port in
      let main = try await fetch(port: port, path: "/")
      #expect(main.status == 200)
      // No title of its own: the app's name, without "App", in words.
      #expect(main.body.contains("<title>Counter</title>"))
      #expect(main.body.contains(#"class="cw-button" data-cw="click">+</button>"#))
      let about = try await fetch(port: port, path: "/about")
      #expect(about.status == 200)
      #expect(about.body.contains("<title>About</title>"))
      #expect(about.body.contains("Made with the Composable Architecture"))
    }
  }

  @Test func eachTabIsAnAppOfItsOwn() async throws {
    let server = server()
    try await withRunningServer(server) { port in
      let before = appInstances.withLock { $0 }
      let first = try await fetch(port: port, path: "/")
      let second = try await fetch(port: port, path: "/")
      #expect(appInstances.withLock { $0 } - before == 2)
      let origin = "http://127.0.0.1:\(port)"
      let (firstSocket, _) = try await connect(
        port: port, token: try #require(sessionToken(in: first.body)), origin: origin)
      let (secondSocket, _) = try await connect(
        port: port, token: try #require(sessionToken(in: second.body)), origin: origin)
      #expect(await eventually { await server.sessionCount == 2 })
      let plus = try #require(
        first.body.firstMatch(of: /id="(n\d+)" type="button" class="cw-button" data-cw="click">\+</)
      ).1
      // Two clicks in the first tab, one in the second: the app property's store is per tab.
      let firstFrames = try await exchange(
        firstSocket,
        [#"{"t":"click","id":"\#(plus)","s":1}"#, #"{"t":"click","id":"\#(plus)","s":2}"#])
      let secondFrames = try await exchange(
        secondSocket, [#"{"t":"click","id":"\#(plus)","s":1}"#])
      #expect(firstFrames.last??.contains(#""v":"2""#) == true)
      #expect(secondFrames.last??.contains(#""v":"1""#) == true)
    }
  }

  @Test func theFirstWindowIsAtTheRootWhateverItsID() async throws {
    var configuration = LiveServerConfiguration()
    configuration.port = 0
    let server = LiveServer(configuration: configuration)
    NestedSceneApp.serve(on: server)
    try await withRunningServer(server) { port in
      let root = try await fetch(port: port, path: "/")
      let byID = try await fetch(port: port, path: "/nothing-here")
      #expect(root.status == 200)
      #expect(byID.status == 200)
    }
  }

  @Test func aSceneMadeOfScenesServesItsWindows() {
    let windows = NestedSceneApp().body.windows
    #expect(windows.map(\.id) == ["nothing-here"])
  }
}
