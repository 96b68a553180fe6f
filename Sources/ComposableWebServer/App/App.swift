import ComposableWeb
import Foundation

/// An app: its scenes, served live to every browser tab by running its executable.
///
/// ```swift
/// import ComposableWebServer
///
/// @main
/// struct TodosApp: App {
///   var body: some Scene {
///     WindowGroup {
///       AppView(
///         store: Store(initialState: AppState(), reducer: appReducer, environment: .live)
///       )
///     }
///   }
/// }
/// ```
///
/// `swift run todos` serves the first window group at `/` (and every other one with an `id` at
/// `/id`) on `127.0.0.1:8080`; it takes the same flags as `case-studies` (`--port`, `--host`,
/// `--log-level`, `--inspect`, `--help`) and the port from the `PORT` environment variable.
///
/// ## One app per tab
///
/// Each browser tab is a window of its own app: the server makes a new instance of the app
/// (`init()`) for every tab and shows its window's content. A store made in `body`, or held as
/// a property of the app, therefore belongs to one tab, as a store made per window does on iOS.
/// On iOS an app property is shared by the windows of one device, which are one user's; tabs of
/// a server are different users on different executors, and sharing one store between them
/// would show each user the others' state. The executable makes one more instance at start,
/// to learn which windows to serve.
public protocol App {
  /// The type of scene this app's body is made of.
  associatedtype Body: Scene

  /// The app's scenes.
  @SceneBuilder var body: Body { get }

  /// Makes the app, once for each browser tab.
  init()
}

extension App {
  /// Serves the app until the process is interrupted: the entry point `@main` calls.
  public static func main() async {
    let name = URL(fileURLWithPath: CommandLine.arguments.first ?? "app").lastPathComponent
    let title = Self.title
    // Existential, so that the closures below capture no generic metatype.
    let app: any AppWindows = AppType(type: Self.self)
    let command = ServerCommand(
      name: name,
      summary: "Serves \(title) live in the browser at http://127.0.0.1:N/, one app per tab.",
      portVariable: "PORT"
    )
    await command.run(
      makeServer: { configuration, inspector, logger in
        let server = LiveServer(configuration: configuration, inspector: inspector, logger: logger)
        app.serve(on: server)
        return server
      },
      started: { url in
        FileHandle.standardOutput.write(Data("\(title): \(url)\n".utf8))
      }
    )
  }

  /// Serves the app's windows on `server`: the first one at `/`, every one with an `id` at
  /// `/id`, each made by a new instance of the app for each browser tab.
  ///
  /// ```swift
  /// let server = LiveServer()
  /// TodosApp.serve(on: server)
  /// try await server.run()
  /// ```
  public static func serve(on server: LiveServer) {
    AppType(type: Self.self).serve(on: server)
  }

  /// The app's name for a page's title and the log: its type's name without "App", in words
  /// ("ConciseFormsApp" is "Concise Forms").
  static var title: String {
    var name = String(describing: Self.self)
    if name.count > 3, name.hasSuffix("App") { name.removeLast(3) }
    var words = ""
    for (index, character) in zip(name.indices, name) {
      let previous = index > name.startIndex ? name[name.index(before: index)] : nil
      if character.isUppercase, let previous, previous.isLowercase { words.append(" ") }
      words.append(character)
    }
    return words
  }
}

/// Serves an app's windows, and makes the content of one of them for a new browser tab.
private protocol AppWindows: Sendable {
  func serve(on server: LiveServer)
  func window(at index: Int) -> AnyView
}

/// An app's type, which makes a new instance of the app for each browser tab.
///
/// Unchecked: a metatype holds no state, and each tab's app instance is made and used on that
/// tab's executor only.
private struct AppType<A: App>: AppWindows, @unchecked Sendable {
  let type: A.Type

  func serve(on server: LiveServer) {
    let windows = type.init().body.windows
    if windows.isEmpty {
      server.warn("\(A.self) declares no WindowGroup: there is no page to serve")
    }
    // Existential, so that the pages' closures capture no generic metatype.
    let app: any AppWindows = self
    for (index, window) in windows.enumerated() {
      // The first window is the app's main one, at `/` whatever its id; a window with an id is
      // also served at `/id`.
      var paths: [String] = index == 0 ? ["/"] : []
      if let id = window.id {
        paths.append("/" + (id.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? id))
      }
      if paths.isEmpty {
        server.warn(
          "\(A.self)'s window group #\(index + 1) has no id: only the first one is served at /,"
            + " give the others an id to serve them at /id")
      }
      for path in paths {
        server.page(path, title: window.title ?? A.title) { _ in
          app.window(at: index)
        }
      }
    }
  }

  func window(at index: Int) -> AnyView {
    let windows = type.init().body.windows
    guard windows.indices.contains(index) else {
      return AnyView(
        Text("This app no longer declares this window; reload the page.")
      )
    }
    return windows[index].makeContent()
  }
}
