/// The live sessions of a server, one per open browser tab, on the main actor where their
/// stores live.
///
/// ```swift
/// let page = registry.open { RenderSession(root: SettingsView(store: makeStore())) }
/// let frames = registry.claim(page!.token)   // when the tab's WebSocket connects
/// registry.receive(#"{"t":"click","id":"n9"}"#, for: page!.token)
/// registry.close(page!.token)                // when it disconnects: the store is released
/// ```
///
/// Frames for a session go through one stream in the order they are produced on the main
/// actor, so the browser applies patches in the order the session made them.
@MainActor
final class SessionRegistry {
  private final class Entry {
    let session: RenderSession
    var frames: AsyncStream<String>.Continuation?
    /// Whether a WebSocket handshake has taken this session's token, so no other can.
    var isReserved = false
    var isFlushScheduled = false

    init(session: RenderSession) {
      self.session = session
    }
  }

  let maximumSessions: Int
  private var entries: [String: Entry] = [:]

  nonisolated init(maximumSessions: Int) {
    self.maximumSessions = maximumSessions
  }

  /// The number of open sessions.
  var count: Int { entries.count }

  /// Starts a session for a page load; `nil` when the server is at its session limit.
  func open(_ makeSession: () -> RenderSession) -> (token: String, html: String)? {
    guard entries.count < maximumSessions else { return nil }
    let session = makeSession()
    let token = makeToken()
    entries[token] = Entry(session: session)
    session.onNeedsFlush = { [weak self] in
      // Effects may deliver on any thread the store accepts; the session is touched only here.
      Task { @MainActor in self?.scheduleFlush(token) }
    }
    return (token, session.html)
  }

  /// Takes a session's token for a WebSocket handshake; `false` if the token is unknown or
  /// already taken. Done at the handshake, before the upgrade completes, so two handshakes
  /// racing with one token can't both succeed.
  func reserve(_ token: String) -> Bool {
    guard let entry = entries[token], !entry.isReserved else { return false }
    entry.isReserved = true
    return true
  }

  /// Binds the connection that reserved a token to its session and returns the stream of
  /// frames to send it; `nil` if the token is unknown, unreserved or already connected.
  func claim(_ token: String) -> AsyncStream<String>? {
    guard let entry = entries[token], entry.isReserved, entry.frames == nil else { return nil }
    let (stream, continuation) = AsyncStream<String>.makeStream()
    entry.frames = continuation
    // Bridge calls go out in the same stream as patches, from whatever task makes them.
    entry.session.bridge.attach { frame in continuation.yield(frame) }
    // State may have changed since the page was served (an effect finished): catch up.
    scheduleFlush(token)
    return stream
  }

  /// Handles a message for a session; the answer goes into its frame stream. Returns the
  /// error the message caused, for the log.
  @discardableResult
  func receive(_ message: String, for token: String) -> EventError? {
    guard let entry = entries[token] else { return nil }
    let (frame, error) = entry.session.receive(message)
    entry.frames?.yield(frame)
    return error
  }

  /// Sends an error frame to a session without touching its page (a refused message).
  func refuse(_ error: EventError, for token: String) {
    entries[token]?.frames?.yield(RenderSession.errorFrame(error, acknowledging: nil))
  }

  /// Ends a session: its frame stream finishes and its stores are released, which cancels
  /// their effects.
  func close(_ token: String) {
    guard let entry = entries.removeValue(forKey: token) else { return }
    entry.session.onNeedsFlush = nil
    entry.session.bridge.close()
    entry.frames?.finish()
  }

  /// Ends a session whose page never connected.
  func expireIfUnconnected(_ token: String) {
    guard let entry = entries[token], entry.frames == nil else { return }
    close(token)
  }

  private func scheduleFlush(_ token: String) {
    guard let entry = entries[token], entry.frames != nil, !entry.isFlushScheduled else { return }
    entry.isFlushScheduled = true
    Task { @MainActor in
      guard let entry = self.entries[token] else { return }
      entry.isFlushScheduled = false
      if let frame = entry.session.flushFrame() {
        entry.frames?.yield(frame)
      }
    }
  }

  /// A session token: 128 random bits in hex, unguessable so one tab can't reach another's
  /// session.
  private func makeToken() -> String {
    var generator = SystemRandomNumberGenerator()
    var token = ""
    for _ in 0..<2 {
      let word = generator.next() as UInt64
      let hex = String(word, radix: 16)
      token += String(repeating: "0", count: 16 - hex.count) + hex
    }
    return entries[token] == nil ? token : makeToken()
  }
}
