import ComposableWeb
import Foundation

/// A page the server serves: its path, title and how to start a session for it.
struct PageRoute: Sendable {
  let path: String
  let title: String
  /// The root state's type of a page whose sessions are snapshotted, as `String(reflecting:)`
  /// names it; `nil` for a page whose sessions live in memory only.
  let stateType: String?
  private let maker: SessionMaker

  /// A page whose sessions live in memory only. `makeSession` is called on the session's own
  /// executor, where its stores then live.
  init(path: String, title: String, makeSession: @escaping () -> RenderSession) {
    self.path = path
    self.title = title
    self.stateType = nil
    self.maker = SessionMaker(
      start: { _ in StartedSession(session: makeSession(), snapshotter: nil) },
      accepts: { _ in false })
  }

  /// A page whose root state can be snapshotted: `start` makes a session, from a restored
  /// state when there is one, and `accepts` says whether a stored state decodes as the page's.
  init(
    path: String, title: String, stateType: String,
    start: @escaping (SessionStart) -> StartedSession,
    accepts: @escaping (Data) -> Bool
  ) {
    self.path = path
    self.title = title
    self.stateType = stateType
    self.maker = SessionMaker(start: start, accepts: accepts)
  }

  /// Renders a new session of the page; call it on the executor the session will live on.
  func makeSession() -> RenderSession {
    maker.start(SessionStart()).session
  }

  /// Starts a session of the page, from a snapshot's state if there is one, with a snapshotter
  /// if the page keeps snapshots; call it on the executor the session will live on.
  func start(_ start: SessionStart) -> StartedSession {
    maker.start(start)
  }

  /// Whether `state` (a snapshot's) decodes as the page's root state.
  func accepts(_ state: Data) -> Bool {
    maker.accepts(state)
  }

  /// The page's session factory, shared by every executor that starts a session.
  ///
  /// Unchecked because the closures capture the page's view type (a metatype the compiler
  /// can't prove sendable) and its reducer; they are the user's `@Sendable` page closures, and
  /// each call runs wholly on the executor that makes it, with nothing shared between calls
  /// but the page's immutable setup.
  private struct SessionMaker: @unchecked Sendable {
    let start: (SessionStart) -> StartedSession
    let accepts: (Data) -> Bool
  }
}

/// What a session starts from.
struct SessionStart {
  /// A snapshot's root state, checked and accepted by the page.
  var restoredState: Data?
  /// Where to keep snapshots of the session, when the page keeps them.
  var snapshots: (token: String, executor: StoreExecutor, settings: SnapshotSettings)?
}

/// A started session, and what keeps its snapshots.
struct StartedSession {
  let session: RenderSession
  let snapshotter: SessionSnapshotter?
}
