/// A part of an app's interface the system shows: here, the pages a server serves.
///
/// ```swift
/// var body: some Scene {
///   WindowGroup {
///     TodosView(store: store)
///   }
/// }
/// ```
///
/// Declare scenes in an `App`'s body (`ComposableWebServer`), which serves each
/// ``WindowGroup`` as a page.
public protocol Scene {
  /// The type of scene this scene's body is made of.
  associatedtype Body: Scene

  /// The content of this scene.
  @SceneBuilder var body: Body { get }
}

extension Never: Scene {}

/// A scene the server knows how to serve, rather than one made of other scenes.
protocol PrimitiveScene {
  func collectWindows(into windows: inout [SceneWindow])
}

/// A window an app's scenes declare: what the server serves as one page.
package struct SceneWindow {
  /// The window group's identifier, if it has one: the page's path.
  package let id: String?
  /// The window's title, if it has one: the page's title.
  package let title: String?
  /// Makes the window's content, for one browser tab.
  package let makeContent: () -> AnyView
}

extension Scene {
  /// The windows this scene declares, in order.
  package var windows: [SceneWindow] {
    var windows: [SceneWindow] = []
    collectWindows(into: &windows)
    return windows
  }

  func collectWindows(into windows: inout [SceneWindow]) {
    if let primitive = self as? any PrimitiveScene {
      primitive.collectWindows(into: &windows)
    } else {
      body.collectWindows(into: &windows)
    }
  }
}
