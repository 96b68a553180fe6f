/// A page the server serves: its path, title and how to start a session for it.
struct PageRoute: Sendable {
  let path: String
  let title: String
  private let maker: SessionMaker

  /// `makeSession` is called on the session's own executor, where its stores then live.
  init(path: String, title: String, makeSession: @escaping () -> RenderSession) {
    self.path = path
    self.title = title
    self.maker = SessionMaker(make: makeSession)
  }

  /// Renders a new session of the page; call it on the executor the session will live on.
  func makeSession() -> RenderSession {
    maker.make()
  }

  /// The page's session factory, shared by every executor that starts a session.
  ///
  /// Unchecked because the closure captures the page's view type (a metatype the compiler
  /// can't prove sendable); the closure itself is the user's `@Sendable` page closure, and it
  /// runs wholly on the executor that calls it.
  private struct SessionMaker: @unchecked Sendable {
    let make: () -> RenderSession
  }
}
