/// Builds an app's scenes from the scenes listed in a closure, as `@SceneBuilder var body`.
///
/// ```swift
/// var body: some Scene {
///   WindowGroup { GameView(store: store) }
///   WindowGroup("Leaderboard", id: "leaderboard") { LeaderboardView() }
/// }
/// ```
@resultBuilder
public enum SceneBuilder {
  public static func buildBlock<Content: Scene>(_ content: Content) -> Content {
    content
  }

  public static func buildBlock<each Content: Scene>(
    _ content: repeat each Content
  ) -> TupleScene<repeat each Content> {
    TupleScene(repeat each content)
  }
}

/// Several scenes listed one after another, as ``SceneBuilder`` builds them.
public struct TupleScene<each Content: Scene>: Scene {
  let scenes: (repeat each Content)

  init(_ scenes: repeat each Content) {
    self.scenes = (repeat each scenes)
  }

  public var body: Never { primitiveBody(of: self) }
}

extension TupleScene: PrimitiveScene {
  func collectWindows(into windows: inout [SceneWindow]) {
    for scene in repeat each scenes {
      scene.collectWindows(into: &windows)
    }
  }
}
