/// The live sessions of a server, one per connected browser tab, on the main actor where their
/// stores live.
///
/// ```swift
/// let outgoing = OutgoingFrames(limit: 1 << 20) { channel.close(promise: nil) }
/// registry.open(ticket, token: token, frames: outgoing)   // when the tab's WebSocket connects
/// registry.receive(#"{"t":"click","id":"n9"}"#, for: token)
/// registry.close(token)                                    // when it disconnects
/// ```
///
/// A session exists only while its WebSocket does: page loads cost a ticket
/// (``PageTickets``), not a session. Frames for a session go through one stream in the order
/// they are produced on the main actor, so the browser applies patches in the order the session
/// made them.
@MainActor
final class SessionRegistry {
  private final class Entry {
    let session: RenderSession
    let frames: OutgoingFrames
    /// Closes the connection with 1001 (going away), when the server shuts down.
    let goAway: @Sendable () -> Void
    var isFlushScheduled = false

    init(session: RenderSession, frames: OutgoingFrames, goAway: @escaping @Sendable () -> Void) {
      self.session = session
      self.frames = frames
      self.goAway = goAway
    }
  }

  let maximumSessions: Int
  private var entries: [String: Entry] = [:]
  /// Records the sessions' stores, when the server has an inspector.
  let inspector: Inspector?

  nonisolated init(maximumSessions: Int, inspector: Inspector? = nil) {
    self.maximumSessions = maximumSessions
    self.inspector = inspector
  }

  /// The number of open sessions.
  var count: Int { entries.count }

  /// Whether another session fits.
  var hasRoom: Bool { entries.count < maximumSessions }

  /// Starts the session of a page whose WebSocket just connected, sending its frames to
  /// `frames`; `false` when the server is at its session limit.
  ///
  /// The page is rendered again for the session. If that render differs from the first paint
  /// the tab shows (the page shows the time, a random id), the session's first frame replaces
  /// the page.
  func open(
    _ ticket: PageTickets.Ticket,
    token: String,
    frames: OutgoingFrames,
    goAway: @escaping @Sendable () -> Void = {}
  ) -> Bool {
    guard entries[token] == nil, hasRoom else { return false }
    let session =
      inspector?.open(token: token, route: ticket.route, frames: frames) {
        ticket.route.makeSession()
      } ?? ticket.route.makeSession()
    entries[token] = Entry(session: session, frames: frames, goAway: goAway)
    let html = session.html
    if html.hashValue != ticket.firstPaintHash {
      frames.send(
        RenderSession.patchFrame(
          [.replace(id: session.rootNode.domID, html: html)], acknowledging: nil)
      )
    }
    session.onNeedsFlush = { [weak self] in
      // Effects may deliver on any thread the store accepts; the session is touched only here.
      Task { @MainActor in self?.scheduleFlush(token) }
    }
    // Bridge calls go out in the same stream as patches, from whatever task makes them.
    session.bridge.attach { frame in frames.send(frame) }
    // State may have changed since the page was rendered (an effect finished): catch up.
    scheduleFlush(token)
    return true
  }

  /// Handles a message for a session; the answer goes into its frame stream. Returns the
  /// error the message caused, for the log.
  @discardableResult
  func receive(_ message: String, for token: String) -> EventError? {
    guard let entry = entries[token] else { return nil }
    if let inspector, inspector.showsPast(token: token) {
      // The inspector shows this tab a past state: it is read-only until the present resumes.
      let error = EventError.malformed("the inspector shows a past state; the page is read-only")
      entry.frames.send(RenderSession.errorFrame(error, acknowledging: nil))
      return error
    }
    let (frame, error) = entry.session.receive(message)
    entry.frames.send(frame)
    return error
  }

  /// Ends a session: its frame stream finishes and its stores are released, which cancels
  /// their effects.
  func close(_ token: String) {
    guard let entry = entries.removeValue(forKey: token) else { return }
    inspector?.close(token: token)
    entry.session.onNeedsFlush = nil
    entry.session.bridge.close()
    entry.frames.finish()
  }

  /// Tells every session's tab the server is going away (WebSocket close 1001); each session
  /// ends when its connection does.
  func goAway() {
    for entry in entries.values { entry.goAway() }
  }

  private func scheduleFlush(_ token: String) {
    guard let entry = entries[token], !entry.isFlushScheduled else { return }
    entry.isFlushScheduled = true
    Task { @MainActor in
      guard let entry = self.entries[token] else { return }
      entry.isFlushScheduled = false
      if let frame = entry.session.flushFrame() {
        entry.frames.send(frame)
      }
    }
  }
}
