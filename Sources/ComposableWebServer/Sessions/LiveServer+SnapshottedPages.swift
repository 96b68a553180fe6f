import ComposableWeb
import Foundation

extension LiveServer {
  /// Serves a page at `path` whose sessions outlive the server's process: the server makes each
  /// tab's root store from `initialState`, `reducer` and `environment`, and keeps a snapshot of
  /// its state in ``LiveServerConfiguration/sessionStore``.
  ///
  /// ```swift
  /// server.page(
  ///   "/todos", title: "Todos",
  ///   initialState: TodosState(), reducer: todosReducer, environment: .live
  /// ) { store in
  ///   TodosView(store: store)
  /// }
  /// ```
  ///
  /// A tab whose server restarted (a deploy, a crash), or whose connection reaches another
  /// instance sharing the store, carries on from its snapshot instead of starting over: the
  /// page is rendered again from the restored state and appears again (its `onAppear` and
  /// `.task` work runs), and the tab says it was restored. Effects in flight when the snapshot
  /// was taken are not restored. View-local state (`@State`, `@FocusState`, scroll positions)
  /// starts fresh; everything in `State` is kept.
  ///
  /// Snapshots are written a moment after the state changes
  /// (``LiveServerConfiguration/snapshotDelay``), removed when the tab leaves or its grace
  /// period ends, and refused when they are corrupt, too large, too old, or not of this page's
  /// state type.
  public func page<State: Codable & Equatable, Action, Environment, Content: View>(
    _ path: String,
    title: String,
    initialState: @escaping @autoclosure @Sendable () -> State,
    reducer: Reducer<State, Action, Environment>,
    environment: @escaping @autoclosure @Sendable () -> Environment,
    content: @escaping @Sendable (Store<State, Action>) -> Content
  ) {
    let reducer = UncheckedReducer(reducer: reducer)
    let route = PageRoute(
      path: path, title: title, stateType: String(reflecting: State.self),
      start: { start in
        let state =
          start.restoredState.flatMap { try? JSONDecoder().decode(State.self, from: $0) }
          ?? initialState()
        let store = Store(
          initialState: state, reducer: reducer.reducer, environment: environment())
        let session = RenderSession(root: content(store))
        let snapshotter = start.snapshots.map { token, executor, settings in
          SessionSnapshotter(
            store: store, path: path, token: token, executor: executor, settings: settings)
        }
        // A restored session writes its snapshot afresh, restarting its lifetime.
        if start.restoredState != nil { snapshotter?.stateChanged() }
        return StartedSession(session: session, snapshotter: snapshotter)
      },
      accepts: { (try? JSONDecoder().decode(State.self, from: $0)) != nil }
    )
    add(route)
  }
}

/// A reducer carried into a page's `@Sendable` session factory. Every session's store runs it,
/// each on its own executor, at once: safe because a reducer is a value whose closure captures
/// nothing mutable, as 2021 reducers are written (the compiler can't see that through the
/// closure type).
private struct UncheckedReducer<State, Action, Environment>: @unchecked Sendable {
  let reducer: Reducer<State, Action, Environment>
}

extension LiveServer {
  /// The snapshot a tab can resume from, when the server doesn't hold its session: read from
  /// the session store and checked, or `nil` with a log line saying why it was refused.
  func restorableSnapshot(
    of token: String, log: SessionLog
  ) async -> (snapshot: SessionSnapshot, route: PageRoute)? {
    guard let settings = registry.snapshots, hasSnapshottedPages, registry.mayRestore(token) else {
      return nil
    }
    let data: Data?
    do {
      data = try await withCheckedThrowingContinuation { continuation in
        SnapshotSettings.writes.async {
          continuation.resume(with: Result { try settings.store.load(token) })
        }
      }
    } catch {
      log.warning("a session's snapshot could not be read: \(error)")
      return nil
    }
    guard let data else { return nil }
    let decoded = SessionSnapshot.decode(
      data, maximumSize: settings.maximumSize, gracePeriod: settings.lifetime,
      stateType: { route(at: $0)?.stateType })
    let refusal: String
    switch decoded {
    case let .success(snapshot):
      if let route = route(at: snapshot.path), route.accepts(snapshot.state) {
        return (snapshot, route)
      }
      refusal = "its state doesn't decode as the page's (the state type changed)"
    case let .failure(reason):
      refusal = reason.description
    }
    log.warning("refused a session's snapshot: \(refusal)")
    SnapshotSettings.writes.async { try? settings.store.remove(token) }
    return nil
  }
}

/// What a tab restored from a snapshot hears first: it says so, for a moment.
let restoredNoticeFrame = #"{"t":"notice","v":"restored"}"#
