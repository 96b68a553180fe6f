import ComposableArchitecture
import Foundation

/// The live sessions of a server, one per browser tab, each on a serial executor of its own.
///
/// ```swift
/// let outgoing = OutgoingFrames(channel: channel, limit: 1 << 20) { channel.close(promise: nil) }
/// await registry.open(ticket, token: token, connection: connection)  // the tab's socket connects
/// registry.deliver(#"{"t":"click","id":"n9"}"#, for: token) { receipt in … }
/// registry.detach(token, from: connection.frames)                   // it disconnects
/// await registry.resume(token, connection: newConnection)            // it reconnects in time
/// ```
///
/// Sessions run in parallel over every core: each one's stores are created on, and only ever
/// touched from, its ``StoreExecutor``. Everything the registry does to a session — a message,
/// a flush after an effect, a disconnect — is work handed to that executor, so it happens in
/// order with the session's own work, and frames leave in the order the session made them.
///
/// A tab whose socket drops keeps its session for ``LiveServerConfiguration/reconnectGracePeriod``
/// (at most ``LiveServerConfiguration/maximumDetachedSessions`` of them are kept): the page
/// reconnects and carries on where it was. Page loads cost a ticket (``PageTickets``), not a
/// session.
final class SessionRegistry: @unchecked Sendable {
  /// What a connected socket gives its session: where its frames go, and how to close it.
  struct Connection: Sendable {
    let frames: OutgoingFrames
    /// Closes the connection with 1001 (going away), when the server shuts down.
    let goAway: @Sendable () -> Void
    /// Closes the connection at once, when a newer one takes over its session.
    let drop: @Sendable () -> Void
    /// Where the session's work runs while this connection is its own: the connection's event
    /// loop, where its messages arrive and its frames leave. `nil` leaves it on the shared pool.
    var runsWork: StoreExecutor.Runner? = nil
  }

  /// What handling a message came to.
  struct Receipt: Sendable {
    /// The error the message caused, for the log.
    var error: EventError?
    /// Where the session stands with its work budget after it.
    var budget: WorkBudget.Verdict
    /// The memory budget the message took the session past, if it did: the session must end.
    var memoryExceeded: MemoryBudget.Scope? = nil
  }

  /// One session. `executor` and `token` are fixed; the rest is only touched on `executor`.
  private final class Entry: @unchecked Sendable {
    let executor: StoreExecutor
    /// The client address that opened the session: its sessions, connected or waiting, count
    /// against that address's cap.
    let address: String
    var session: RenderSession?
    /// Keeps the session's snapshots, for a page that has them.
    var snapshotter: SessionSnapshotter?
    var connection: Connection?
    var budget: WorkBudget
    var isFlushScheduled = false
    /// Counts disconnects, so an expiry timer can tell whether its disconnect still stands.
    var detachments = 0
    /// The session's estimated memory when it was last measured, as the totals count it.
    /// Guarded by the entries' lock.
    var memory = 0

    init(executor: StoreExecutor, address: String, connection: Connection, budget: WorkBudget) {
      self.executor = executor
      self.address = address
      self.connection = connection
      self.budget = budget
    }

    /// Moves the session's work to where `connection` runs it (the shared pool when there is
    /// none): its turn after the current one runs there. A message, its work and its answer
    /// then take no thread switch.
    func runWork(for connection: Connection?, sharesExecutor: Bool) {
      // The inspector's executor serves every session: it stays where it is.
      guard !sharesExecutor else { return }
      if let runsWork = connection?.runsWork {
        executor.runWork(on: runsWork)
      } else {
        executor.runWorkOnSharedPool()
      }
    }
  }

  private struct Entries {
    var open: [String: Entry] = [:]
    /// Disconnected sessions waiting for their tab, oldest first.
    var detached: [String] = []
    /// The sessions of each client address, connected or waiting for their tab.
    var sessionsByAddress: [String: Int] = [:]
    /// The estimated memory of each address's sessions, and of all of them.
    var memoryByAddress: [String: Int] = [:]
    var memory = 0
    var nextSerial = 0
    /// Sessions that ended for good lately, oldest first, with the same tokens as a set: their
    /// snapshots are on their way out, and a reconnect in the meantime must not restore one.
    var recentlyEnded: [String] = []
    var recentlyEndedSet: Set<String> = []
    /// Whether the server is shutting down: no session is restored onto it any more.
    var isGoingAway = false

    /// Remembers that `token`'s session ended for good, forgetting the oldest past a few
    /// thousand.
    mutating func ended(_ token: String) {
      guard recentlyEndedSet.insert(token).inserted else { return }
      recentlyEnded.append(token)
      if recentlyEnded.count > 4_096 {
        recentlyEndedSet.remove(recentlyEnded.removeFirst())
      }
    }

    /// Forgets a session; returns it, if it was there.
    mutating func remove(_ token: String) -> Entry? {
      detached.removeAll { $0 == token }
      guard let entry = open.removeValue(forKey: token) else { return nil }
      let count = sessionsByAddress[entry.address, default: 1]
      sessionsByAddress[entry.address] = count > 1 ? count - 1 : nil
      _ = measure(entry, as: 0, budget: nil)
      return entry
    }

    /// Counts `entry`'s memory as `bytes` from now on; returns the budget that takes past, if
    /// any.
    mutating func measure(_ entry: Entry, as bytes: Int, budget: MemoryBudget?) -> MemoryBudget
      .Scope?
    {
      let change = bytes - entry.memory
      entry.memory = bytes
      memory += change
      let addressMemory = memoryByAddress[entry.address, default: 0] + change
      memoryByAddress[entry.address] = addressMemory > 0 ? addressMemory : nil
      guard let budget, change > 0 else { return nil }
      if bytes > budget.session { return .session }
      if addressMemory > budget.address { return .address }
      if memory > budget.server { return .server }
      return nil
    }

    /// The oldest session `address` has waiting for its tab.
    func oldestDetached(of address: String) -> String? {
      detached.first { open[$0]?.address == address }
    }

    /// The oldest waiting session of the address with the most of them, so that no address can
    /// keep the waiting room to itself: the first to go when it is full.
    func nextToEvict() -> String? {
      var waiting: [String: Int] = [:]
      for token in detached {
        if let address = open[token]?.address { waiting[address, default: 0] += 1 }
      }
      guard let busiest = waiting.max(by: { $0.value < $1.value })?.key else { return nil }
      return oldestDetached(of: busiest)
    }
  }

  /// Why ``SessionRegistry/open(_:token:address:connection:)`` refused a session.
  enum Refusal: Error {
    /// The server holds its most sessions, none of them waiting for a tab.
    case full
    /// The address holds its most sessions, none of them waiting for a tab.
    case addressAtItsCap
  }

  let maximumSessions: Int
  /// How many sessions, connected or waiting for their tab, one client address may hold.
  let maximumSessionsPerAddress: Int
  let maximumDetachedSessions: Int
  let memoryBudget: MemoryBudget
  let gracePeriod: Duration
  let budget: WorkBudget.Limits
  /// Records the sessions' stores, when the server has an inspector. Its sessions all run on
  /// its executor.
  let inspector: Inspector?
  /// Where sessions of pages with a `Codable` root state keep snapshots, if anywhere.
  let snapshots: SnapshotSettings?
  private let entries = LockedEntries()

  init(
    maximumSessions: Int,
    maximumSessionsPerAddress: Int = .max,
    maximumDetachedSessions: Int = 256,
    memoryBudget: MemoryBudget = MemoryBudget(),
    gracePeriod: Duration = .seconds(120),
    budget: WorkBudget.Limits = WorkBudget.Limits(),
    inspector: Inspector? = nil,
    snapshots: SnapshotSettings? = nil
  ) {
    self.maximumSessions = maximumSessions
    self.maximumSessionsPerAddress = maximumSessionsPerAddress
    self.maximumDetachedSessions = maximumDetachedSessions
    self.memoryBudget = memoryBudget
    self.gracePeriod = gracePeriod
    self.budget = budget
    self.inspector = inspector
    self.snapshots = snapshots
  }

  /// The number of sessions, connected or waiting for their tab to reconnect.
  var count: Int { entries.withLock { $0.open.count } }

  /// The number of sessions whose tab is disconnected and may still come back.
  var detachedCount: Int { entries.withLock { $0.detached.count } }

  /// Why a new session from `address` would be refused right now, if it would: the check
  /// made before a WebSocket is accepted. A session waiting for its tab makes room: the
  /// address's own oldest one, or, when the server is full, the oldest of the address with the
  /// most of them waiting.
  func refusal(for address: String) -> Refusal? {
    entries.withLock { entries in
      if entries.sessionsByAddress[address, default: 0] >= maximumSessionsPerAddress {
        return entries.oldestDetached(of: address) == nil ? .addressAtItsCap : nil
      }
      if entries.open.count >= maximumSessions, entries.detached.isEmpty { return .full }
      return nil
    }
  }

  /// Starts the session of a page whose WebSocket just connected, sending its frames to the
  /// connection; `false` when the server is at its session limit.
  ///
  /// The page is rendered again for the session, on its new executor. If that render differs
  /// from the first paint the tab shows (the page shows the time, a random id), the session's
  /// first frame replaces the page.
  func open(
    _ ticket: PageTickets.Ticket, token: String, address: String, connection: Connection
  ) async -> Result<Void, Refusal> {
    let admission: Result<(Entry, evicted: [(String, Entry)]), Refusal> = entries.withLock {
      entries in
      guard entries.open[token] == nil else { return .failure(.full) }
      var evicted: [(String, Entry)] = []
      // An address at its cap makes room with its own oldest waiting session, never another's.
      if entries.sessionsByAddress[address, default: 0] >= maximumSessionsPerAddress {
        guard let own = entries.oldestDetached(of: address), let entry = entries.remove(own)
        else { return .failure(.addressAtItsCap) }
        evicted.append((own, entry))
      }
      if entries.open.count >= maximumSessions {
        guard let waiting = entries.nextToEvict(), let entry = entries.remove(waiting) else {
          return .failure(.full)
        }
        evicted.append((waiting, entry))
      }
      entries.nextSerial += 1
      let entry = Entry(
        executor: inspector?.executor
          ?? StoreExecutor(label: "ComposableWeb.session-\(entries.nextSerial)"),
        address: address,
        connection: connection,
        budget: WorkBudget(limits: budget, now: .now)
      )
      entries.open[token] = entry
      entries.sessionsByAddress[address, default: 0] += 1
      return .success((entry, evicted))
    }
    let entry: Entry
    switch admission {
    case let .failure(refusal):
      return .failure(refusal)
    case let .success((admitted, evicted)):
      entry = admitted
      for (token, entry) in evicted { finishClosing(entry, token: token, keepsSnapshot: false) }
    }
    entry.runWork(for: connection, sharesExecutor: inspector != nil)
    await entry.executor.run { [self] in
      let start = SessionStart(
        restoredState: ticket.restoredState,
        snapshots: snapshots.map { (token, entry.executor, $0) })
      let session: RenderSession
      if let inspector {
        // On the inspector's executor: it records the root stores the page makes.
        session =
          inspector.assumeIsolated { inspector in
            Unchecked(
              inspector.open(token: token, route: ticket.route, frames: connection.frames) {
                let started = ticket.route.start(start)
                entry.snapshotter = started.snapshotter
                return started.session
              })
          }.value
      } else {
        let started = ticket.route.start(start)
        session = started.session
        entry.snapshotter = started.snapshotter
      }
      entry.session = session
      let html = session.html
      if html.hashValue != ticket.firstPaintHash {
        connection.frames.send(session.wholePageFrame(html))
      }
      session.onNeedsFlush = { [weak self, weak entry] in
        // Effects deliver on the session's executor; anything else is brought there.
        guard let self, let entry else { return }
        entry.executor.deliver { self.scheduleFlush(entry) }
      }
      // Bridge calls go out in the same stream as patches, from whatever task makes them.
      session.bridge.attach { [weak entry] frame in
        entry?.executor.deliver { _ = entry?.connection?.frames.send(frame) }
      }
      // State may have changed since the page was rendered (an effect finished): catch up.
      scheduleFlush(entry)
    }
    return .success(())
  }

  /// Reattaches a session to its tab's new connection; `false` if there is no such session
  /// (it expired, or the server restarted).
  ///
  /// The tab may be back before the server noticed it was gone (the client saw the network
  /// drop first): the new connection then takes over and the old one is closed. The tab gets
  /// the whole page as the session has it now, since frames made while it was away never
  /// reached it.
  func resume(_ token: String, connection: Connection) async -> Bool {
    guard let entry = entries.withLock({ $0.open[token] }) else { return false }
    return await entry.executor.run { [self] in
      guard let session = entry.session else { return false }
      entries.withLock { $0.detached.removeAll { $0 == token } }
      if let old = entry.connection {
        old.frames.finish()
        old.drop()
      }
      entry.detachments += 1
      entry.connection = connection
      entry.runWork(for: connection, sharesExecutor: inspector != nil)
      inspector?.assumeIsolated { $0.reconnect(token: token, frames: connection.frames) }
      _ = session.flush()
      connection.frames.send(session.wholePageFrame())
      return true
    }
  }

  /// Handles a message for a session on its executor, after the work already handed to it; the
  /// answer goes to its connection, and `then` gets the receipt there — `nil` when there is no
  /// such session (at once, on the caller's thread, when there is none at all).
  func deliver(
    _ message: String, for token: String, then: @escaping @Sendable (Receipt?) -> Void
  ) {
    guard let entry = entries.withLock({ $0.open[token] }) else { return then(nil) }
    entry.executor.async { [self] in then(handle(message, for: token, in: entry)) }
  }

  /// What ``deliver(_:for:then:)`` does on the session's executor.
  private func handle(_ message: String, for token: String, in entry: Entry) -> Receipt? {
    guard let session = entry.session else { return nil }
    if let inspector, inspector.assumeIsolated({ $0.showsPast(token: token) }) {
      // The inspector shows this tab a past state: it is read-only until the present resumes.
      // The page is told; it is no client's mistake, so nothing is logged.
      let error = EventError.malformed("the inspector shows a past state; the page is read-only")
      entry.connection?.frames.send(RenderSession.errorFrame(error, acknowledging: nil))
      return Receipt(error: nil, budget: .within)
    }
    let start = ContinuousClock.now
    let (frame, error) = session.receive(message)
    entry.connection?.frames.send(frame)
    let end = ContinuousClock.now
    var receipt = Receipt(
      error: error, budget: entry.budget.spend(start.duration(to: end), now: end))
    let memory = session.estimatedMemory
    if memory != entry.memory {
      receipt.memoryExceeded = entries.withLock {
        $0.measure(entry, as: memory, budget: memoryBudget)
      }
      if let scope = receipt.memoryExceeded {
        let error = EventError.malformed(
          "the page grew past \(scope.description)'s memory budget; it is closed")
        entry.connection?.frames.send(RenderSession.errorFrame(error, acknowledging: nil))
      }
    }
    return receipt
  }

  /// A tab's connection ended without a goodbye: its session waits ``gracePeriod`` for the tab
  /// to reconnect (``resume(_:connection:)``), then ends. With no grace period, or too many
  /// sessions waiting already (the one waiting longest goes first), sessions end sooner.
  ///
  /// `frames` says which connection ended: if the tab is already back on a newer one, nothing
  /// happens.
  func detach(_ token: String, from frames: OutgoingFrames) {
    guard let entry = entries.withLock({ $0.open[token] }) else { return }
    entry.executor.async { [self] in
      guard entry.connection?.frames === frames else { return }
      entry.connection = nil
      entry.runWork(for: nil, sharesExecutor: inspector != nil)
      frames.finish()
      // A tab that drops while the server shuts down finds its session on the next process,
      // from its snapshot, as those the shutdown closes do: it doesn't wait here, holding the
      // shutdown up.
      if isGoingAway { return close(token, keepsSnapshot: true) }
      guard gracePeriod > .zero else { return close(token) }
      // Taken out under the same lock, so two tabs dropping at once evict two sessions.
      let evicted: (String, Entry)? = entries.withLock { entries in
        entries.detached.append(token)
        guard entries.detached.count > maximumDetachedSessions,
          let oldest = entries.nextToEvict(), let entry = entries.remove(oldest)
        else { return nil }
        return (oldest, entry)
      }
      if let (evictedToken, evictedEntry) = evicted {
        finishClosing(evictedEntry, token: evictedToken, keepsSnapshot: false)
      }
      entry.detachments += 1
      let detachment = entry.detachments
      entry.executor.async(after: gracePeriod) { [self] in
        // Still the same disconnect: the tab never came back.
        if entry.detachments == detachment { close(token) }
      }
    }
  }

  /// A tab's connection ended for good (the user left, or the server closed it on purpose):
  /// the session ends too, unless the tab is already back on a newer connection.
  func end(_ token: String, from frames: OutgoingFrames) {
    guard let entry = entries.withLock({ $0.open[token] }) else { return }
    entry.executor.async { [self] in
      guard entry.connection == nil || entry.connection?.frames === frames else { return }
      close(token)
    }
  }

  /// Ends a session: its frames stop and its stores are released (on its executor), which
  /// cancels their effects. Its snapshot goes too, unless `keepsSnapshot` (the server is
  /// shutting down, and the tab may resume from it on the next process).
  func close(_ token: String, keepsSnapshot: Bool = false) {
    guard
      let entry = entries.withLock({ entries in
        if !keepsSnapshot { entries.ended(token) }
        return entries.remove(token)
      })
    else { return }
    finishClosing(entry, token: token, keepsSnapshot: keepsSnapshot)
  }

  /// Whether a snapshot of `token`'s session may be restored here now: not while the server
  /// shuts down, and not for a session that ended for good a moment ago (its snapshot's
  /// removal may still be on its way).
  func mayRestore(_ token: String) -> Bool {
    entries.withLock { !$0.isGoingAway && !$0.recentlyEndedSet.contains(token) }
  }

  /// Whether the server is shutting down.
  var isGoingAway: Bool { entries.withLock { $0.isGoingAway } }

  /// Ends a session the registry no longer holds, on its executor.
  private func finishClosing(_ entry: Entry, token: String, keepsSnapshot: Bool) {
    entry.executor.async { [inspector] in
      if keepsSnapshot { entry.snapshotter?.keep() }
      entry.snapshotter?.discard()
      entry.snapshotter = nil
      inspector?.assumeIsolated { $0.close(token: token) }
      entry.session?.onNeedsFlush = nil
      entry.session?.bridge.close()
      entry.session = nil
      entry.connection?.frames.finish()
      entry.connection = nil
    }
    // Lets go of the connection's event loop (and its channel, which the runner holds).
    entry.runWork(for: nil, sharesExecutor: inspector != nil)
  }

  /// Has every session write its snapshot again if it last did before `date`.
  ///
  /// Only connected sessions do: a session waiting for its tab may have lost it to another
  /// instance sharing the store, whose newer snapshot it must not overwrite.
  func refreshSnapshots(ifWrittenBefore date: ContinuousClock.Instant) {
    let open = entries.withLock { Array($0.open.values) }
    for entry in open {
      entry.executor.async {
        guard entry.connection != nil else { return }
        entry.snapshotter?.refresh(ifWrittenBefore: date)
      }
    }
  }

  /// Tells every connected tab the server is going away (WebSocket close 1001) and ends the
  /// sessions no tab is connected to.
  func goAway() {
    let (connected, detached) = entries.withLock { entries in
      entries.isGoingAway = true
      return (Array(entries.open.values), entries.detached)
    }
    for token in detached { close(token, keepsSnapshot: true) }
    for entry in connected {
      entry.executor.async {
        // The tab will look for its session on the next process: its snapshot is on the
        // writes' queue before the close starts, so the drain, which waits for the sessions to
        // end and then for that queue, finds it there.
        entry.snapshotter?.keep()
        entry.connection?.goAway()
      }
    }
  }

  /// Cuts every session's connection without a WebSocket close, as a network failure would;
  /// the sessions wait for their tabs to reconnect.
  func dropConnections() {
    let connected = entries.withLock { Array($0.open.values) }
    for entry in connected {
      entry.executor.async { entry.connection?.drop() }
    }
  }

  /// Flushes a session's changes soon, once however many changes ask for it meanwhile. Runs on
  /// the session's executor.
  private func scheduleFlush(_ entry: Entry) {
    guard !entry.isFlushScheduled else { return }
    entry.isFlushScheduled = true
    entry.executor.async {
      entry.isFlushScheduled = false
      // A disconnected tab gets the whole page when it comes back; nothing to send meanwhile.
      guard let session = entry.session, let connection = entry.connection else { return }
      let start = ContinuousClock.now
      if let frame = session.flushFrame() {
        connection.frames.send(frame)
      }
      let end = ContinuousClock.now
      _ = entry.budget.spend(start.duration(to: end), now: end)
    }
  }

  /// The entries behind a lock; the lock is only held for dictionary work, never for a
  /// session's.
  private final class LockedEntries: @unchecked Sendable {
    private let lock = NSLock()
    private var value = Entries()

    func withLock<Result>(_ body: (inout Entries) -> Result) -> Result {
      lock.lock()
      defer { lock.unlock() }
      return body(&value)
    }
  }
}

/// A value handed out of an actor's isolation on the executor that owns it (the inspector's,
/// which is also the session's), where the compiler can't see that it stays there.
private struct Unchecked<Value>: @unchecked Sendable {
  let value: Value

  init(_ value: Value) {
    self.value = value
  }
}

/// How much memory sessions may hold: each one, each address's together, and the server's.
struct MemoryBudget: Sendable {
  /// Which budget a session went past.
  enum Scope: Sendable, CustomStringConvertible {
    case session, address, server

    var description: String {
      switch self {
      case .session: "the session"
      case .address: "its address"
      case .server: "the server"
      }
    }
  }

  var session = Int.max
  var address = Int.max
  var server = Int.max
}
