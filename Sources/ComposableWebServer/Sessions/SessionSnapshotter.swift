import ComposableWeb
import Foundation

/// How a server keeps snapshots: where, how soon after a change, and how large.
struct SnapshotSettings: Sendable {
  let store: any SessionStore
  /// How long after a change the state is written, so a burst of changes is one write.
  let delay: Duration
  /// The largest snapshot written or read, in bytes.
  let maximumSize: Int
  /// How long a snapshot is good for: the reconnect grace period. A session whose state hasn't
  /// changed for half of it writes its snapshot again (``SnapshotSweeper``), so a crash never
  /// finds it stale.
  let lifetime: Duration
  /// Names this server process in the snapshots it writes (random, made once per server).
  let writer: String
  /// Logs a failure or a refusal, for the server's log.
  let log: @Sendable (String) -> Void

  /// The queue snapshots are written and removed on, one at a time, off the sessions' executors
  /// (which may run on event loops, where a store's blocking call must never run).
  static let writes = DispatchQueue(label: "ComposableWeb.session-snapshots", qos: .utility)
}

/// Writes one session's root state to the session store after it changes, and removes it when
/// the session ends for good.
///
/// ```swift
/// let snapshotter = SessionSnapshotter(
///   store: store, path: "/todos", token: token, executor: executor, settings: settings)
/// ```
///
/// Changes are coalesced: the first change schedules a write `delay` later, on the session's
/// executor, which encodes the state as it is then; the bytes go to the store on a background
/// queue. Created and used on the session's executor.
final class SessionSnapshotter: @unchecked Sendable {
  private let token: String
  private let settings: SnapshotSettings
  private let executor: StoreExecutor
  /// The state as a snapshot, made on the session's executor.
  private let makeSnapshot: () throws -> SessionSnapshot
  private var observation: AnyCancellable?
  /// Whether a write is scheduled, for a change.
  private var isWriteScheduled = false
  /// Whether the snapshotter is done: the session ended, its snapshot removed or kept.
  private var isFinished = false
  /// Whether the server is going away: every change is written at once, and the snapshot stays
  /// for the tab to resume on the next process.
  private var isKept = false
  /// Whether the last snapshot was over the size limit and so not written (said once).
  private var wasOversized = false
  /// When the snapshot was last handed to the store.
  private var lastWritten: ContinuousClock.Instant?

  init<State: Codable & Equatable, Action>(
    store: Store<State, Action>, path: String, token: String, executor: StoreExecutor,
    settings: SnapshotSettings
  ) {
    self.token = token
    self.settings = settings
    self.executor = executor
    let viewStore = ViewStore(store)
    let stateType = String(reflecting: State.self)
    // One encoder for the session's snapshots, used only on its executor.
    let encoder = JSONEncoder()
    let writer = settings.writer
    makeSnapshot = {
      SessionSnapshot(
        path: path, stateType: stateType, state: try encoder.encode(viewStore.state),
        writer: writer)
    }
    // The current state comes first, and is what the page was made with: only changes count.
    observation = viewStore.publisher.dropFirst().sink { [weak self] _ in
      self?.stateChanged()
    }
  }

  /// Schedules a write of the state as it will be a moment from now (at once, when the server
  /// is going away).
  func stateChanged() {
    if isKept { return write() }
    guard !isWriteScheduled, !isFinished else { return }
    isWriteScheduled = true
    executor.async(after: settings.delay) { [weak self] in
      self?.write()
    }
  }

  /// Writes the snapshot again if it was last written before `date`, so it doesn't go stale
  /// while nothing changes.
  func refresh(ifWrittenBefore date: ContinuousClock.Instant) {
    guard !isWriteScheduled, let lastWritten, lastWritten < date else { return }
    write()
  }

  /// Encodes the state as it is now and hands the bytes to the store, on the background queue.
  ///
  /// Never right here, even when the process is about to end: the session's work may run on
  /// its connection's event loop, where a store that blocks (one that waits on a database)
  /// would hold every connection of the loop, and NIO forbids waiting on a future there. The
  /// shutdown waits for the queue instead (``SessionDrain``).
  private func write() {
    isWriteScheduled = false
    guard !isFinished else { return }
    let data: Data
    do {
      data = try makeSnapshot().encoded()
    } catch {
      settings.log("a session's state could not be encoded for its snapshot: \(error)")
      return
    }
    guard data.count <= settings.maximumSize else {
      if !wasOversized {
        settings.log(
          "a session's snapshot is \(data.count) bytes, over the limit of "
            + "\(settings.maximumSize): it is not kept, and the session can't resume after a restart"
        )
      }
      wasOversized = true
      return
    }
    wasOversized = false
    let (store, token, log) = (settings.store, token, settings.log)
    let save: @Sendable () -> Void = {
      do {
        try store.save(data, for: token)
      } catch {
        log("a session's snapshot could not be written: \(error)")
      }
    }
    SnapshotSettings.writes.async(execute: save)
    lastWritten = .now
  }

  /// The session ended for good (its tab left, or never came back): its snapshot goes too,
  /// unless the server is going away, or another process has written it since (the tab moved
  /// to another instance sharing the store).
  func discard() {
    guard !isFinished else { return }
    isFinished = true
    observation = nil
    guard !isKept else { return }
    let (store, token, writer, log) = (settings.store, token, settings.writer, settings.log)
    SnapshotSettings.writes.async {
      do {
        guard let data = try store.load(token),
          SessionSnapshot.writer(of: data).map({ $0 == writer }) ?? true
        else { return }
        try store.remove(token)
      } catch {
        log("a session's snapshot could not be removed: \(error)")
      }
    }
  }

  /// The server is going away: the state is written now, and every change from now on is
  /// written at once (messages already on their way are still answered), and the snapshot
  /// stays for the tab to resume on the next process.
  func keep() {
    guard !isFinished else { return }
    isKept = true
    write()
  }
}
