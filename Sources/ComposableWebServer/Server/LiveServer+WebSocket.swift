import Hummingbird
import HummingbirdCore
import Logging
import NIOCore
import NIOHTTP1
import NIOWebSocket
import Synchronization

extension LiveServer {
  /// Decides each WebSocket handshake, by its path: a session's, an inspector page's, or none.
  func makeSocketHandshake() -> LiveServerChannel.Handshake {
    let inspectorHandshake = makeInspectorHandshake()
    return { [self] head, channel, logger in
      let uri = URI(head.uri)
      switch uri.path {
      case Self.socketPath:
        return sessionHandshake(head, uri: uri, channel: channel, logger: logger)
      case Self.inspectorSocketPath:
        return inspectorHandshake?(head, uri, channel, logger) ?? .unknown
      default:
        return .unknown
      }
    }
  }

  /// A session's handshake is checked (host, origin, ticket, room for a session); an accepted
  /// one gets a session of its own for as long as its socket stays open.
  private func sessionHandshake(
    _ head: HTTPRequestHead, uri: URI, channel: any Channel, logger: Logger
  ) -> LiveServerChannel.HandshakeOutcome {
    let configuration = self.configuration
    if let refusal = refuseForeignHandshake(head, channel: channel, logger: logger) {
      return refusal
    }
    // A page's first connection carries an unused ticket; a page that lost its connection
    // asks to resume its session, and learns on the socket whether the session is still
    // there (so it can tell a dead session from a dead network).
    let resumes = uri.queryParameters.get("resume") == "1"
    guard let token = uri.queryParameters.get("token"), resumes || tickets.reserve(token) else {
      logger.warning("refused a WebSocket with an unknown session")
      return refuse(channel, status: 403, reason: "Forbidden")
    }
    let address = channel.remoteAddress?.ipAddress ?? "unknown"
    // A resumed session is counted already; a new one must fit, against the server's cap and
    // its address's (where the address's sessions waiting for their tab count too).
    switch resumes ? nil : registry.refusal(for: address) {
    case .full:
      logger.warning("refused a WebSocket: too many open sessions")
      return refuse(channel, status: 503, reason: "Too many open sessions; try again later.")
    case .addressAtItsCap:
      logger.warning("refused a WebSocket: \(loggable(address)) is at its session cap")
      return refuse(channel, status: 429, reason: "Too Many Requests")
    case nil:
      break
    }
    return accept(channel) { frameGuard in
      SessionSocket(
        server: self, token: token, resumes: resumes, address: address, channel: channel,
        frameGuard: frameGuard,
        log: SessionLog(logger: logger, linesPerMinute: configuration.maximumLogLinesPerMinute))
    }
  }

  /// Refuses a handshake for a host name this server doesn't answer to (421, as a DNS-rebound
  /// page's would be) or from another site's page (403), logging which; `nil` lets it on to the
  /// checks of its own socket. Every socket's handshake passes here first.
  func refuseForeignHandshake(
    _ head: HTTPRequestHead, channel: any Channel, logger: Logger
  ) -> LiveServerChannel.HandshakeOutcome? {
    let authority = head.headers.first(name: "host")
    guard
      isAllowedHost(
        authority, bindHost: configuration.host, allowed: configuration.allowedHostNames)
    else {
      logger.warning("refused a WebSocket for host \(loggable(authority ?? "(none)"))")
      return refuse(channel, status: 421, reason: "Misdirected Request")
    }
    let origin = head.headers.first(name: "origin")
    guard
      isAllowedOrigin(origin, host: authority, extra: configuration.additionalAllowedOrigins)
    else {
      logger.warning("refused a WebSocket from origin \(loggable(origin ?? "(none)"))")
      return refuse(channel, status: 403, reason: "Forbidden")
    }
    return nil
  }

  /// Accepts a handshake: the connection's frame guard goes in place of its request guard, and
  /// the endpoint `serving` makes with it serves the connection once it is upgraded.
  func accept(
    _ channel: any Channel, serving: (ClientFrameGuard) -> any WebSocketEndpoint
  ) -> LiveServerChannel.HandshakeOutcome {
    guard
      let frameGuard = ClientFrameGuard.install(
        on: channel, maximumFrameSize: configuration.maximumMessageSize)
    else { return .refused }
    return .accepted(serving(frameGuard))
  }

  /// Answers a handshake with a plain response, straight on the socket, and closes it.
  func refuse(_ channel: any Channel, status: Int, reason: String)
    -> LiveServerChannel.HandshakeOutcome
  {
    try? channel.pipeline.syncOperations.addHandler(
      RawHTTPResponse(status: status, reason: reason), position: .first)
    return .refused
  }

  /// Attaches a tab's connection to its session: resumed if this process holds it, restored from
  /// its snapshot if another process kept one, or opened with the page's ticket. `false` when
  /// the connection was closed instead (with a code that tells the page what to do).
  fileprivate func attachSession(
    token: String,
    resumes: Bool,
    address: String,
    connection: SessionRegistry.Connection,
    socket: WebSocketConnection,
    log: SessionLog
  ) async -> Bool {
    guard resumes else {
      guard let ticket = tickets.claim(token) else {
        socket.close(code: .policyViolation, reason: "unknown session")
        return false
      }
      return await open(
        ticket, token: token, address: address, connection: connection, socket: socket)
    }
    if await registry.resume(token, connection: connection) {
      // The session was here: the tab carries on.
      return true
    }
    if let restored = await self.restorableSnapshot(of: token, log: log) {
      // The session was on a process that is gone: it starts again from its snapshot. The tab
      // hears so first, so it drops what it sent to the old page's elements; then it gets the
      // whole page (a ticket whose first paint matches nothing).
      _ = connection.frames.send(restoredNoticeFrame)
      let ticket = PageTickets.Ticket(
        route: restored.route, firstPaintHash: 0, deadline: .now, address: address,
        restoredState: restored.snapshot.state)
      return await open(
        ticket, token: token, address: address, connection: connection, socket: socket)
    }
    if registry.isGoingAway {
      // Shutting down: the tab tries again, and finds the next process.
      socket.close(code: .unknown(1013), reason: "server shutting down")
    } else {
      // The page reloads for a fresh session, and says why.
      socket.close(code: .unknown(sessionGoneCloseCode), reason: "session expired")
    }
    return false
  }

  /// Opens a session for `ticket` on `connection`; `false` when there is no room for it, and the
  /// connection is closed with 1013, "try again later" (the sessions filled up during the
  /// handshake).
  private func open(
    _ ticket: PageTickets.Ticket,
    token: String,
    address: String,
    connection: SessionRegistry.Connection,
    socket: WebSocketConnection
  ) async -> Bool {
    switch await registry.open(ticket, token: token, address: address, connection: connection) {
    case .success:
      return true
    case .failure(.full):
      socket.close(code: .unknown(1013), reason: "too many open sessions")
      return false
    case .failure(.addressAtItsCap):
      socket.close(code: .unknown(1013), reason: "too many sessions from this address")
      return false
    }
  }
}

/// The WebSocket close code that tells a page its session is gone (expired, or the server
/// restarted): it reloads for a fresh one. In the range RFC 6455 leaves to applications.
let sessionGoneCloseCode: UInt16 = 4404

/// What a page hears when its messages come faster than its rate: made once, and sent once per
/// stretch over the rate however many messages are refused.
private let rateLimitedFrame = RenderSession.errorFrame(.rateLimited, acknowledging: nil)

/// The message a page sends when the user leaves it (closes the tab, navigates away): its
/// session ends at once instead of waiting for the tab to reconnect.
let goodbyeMessage = #"{"t":"bye"}"#

/// Whether a connection's end should end its session too, rather than leave it waiting for the
/// tab to reconnect: set when the user left, the server closed the connection on purpose, or
/// the client misbehaved.
final class SessionEnding: Sendable {
  private let flag = Mutex(false)

  var isSet: Bool { flag.withLock { $0 } }

  func endsSession() {
    flag.withLock { $0 = true }
  }
}

/// One session's socket: it takes the connection's messages as they arrive, applies the rate
/// limit, and hands them to the session's ``SessionInbox`` (up to
/// ``LiveServerConfiguration/maximumQueuedMessages`` waiting), which gives them to the session
/// one at a time and slows down (then closes) a session over its work budget. The session's
/// frames go to the socket from wherever they are made (``OutgoingFrames``).
///
/// Reading never waits for the session, so a closed socket is noticed at once, however much work
/// its client queued: what waits is dropped then, not worked through. The session ends with the
/// connection if the user left, and otherwise waits for the tab to reconnect.
private final class SessionSocket: WebSocketEndpoint, @unchecked Sendable {
  private let server: LiveServer
  private let token: String
  private let resumes: Bool
  private let address: String
  private let channel: any Channel
  private let frameGuard: ClientFrameGuard
  private let log: SessionLog
  private let ending = SessionEnding()
  // Made when the connection starts (they need it), then fixed.
  private var outgoing: OutgoingFrames!
  private var inbox: SessionInbox!
  /// The connection, which owns this endpoint.
  private weak var socket: WebSocketConnection?
  // The rate limit, on the event loop only.
  private var bucket: TokenBucket
  /// Messages refused in the current stretch over the rate (which a second within the rate
  /// ends). Refusing costs no allocation: the page hears once per stretch (one error frame,
  /// one log line), and a client that keeps on is disconnected rather than refused forever.
  private var refusedInARow = 0
  private var lastRefusal = ContinuousClock.now

  init(
    server: LiveServer, token: String, resumes: Bool, address: String, channel: any Channel,
    frameGuard: ClientFrameGuard, log: SessionLog
  ) {
    self.server = server
    self.token = token
    self.resumes = resumes
    self.address = address
    self.channel = channel
    self.frameGuard = frameGuard
    self.log = log
    let configuration = server.configuration
    self.bucket = TokenBucket(
      ratePerSecond: configuration.messagesPerSecond, burst: configuration.messageBurst,
      now: .now)
  }

  private var registry: SessionRegistry { server.registry }

  func start(on socket: WebSocketConnection) {
    self.socket = socket
    let (channel, configuration, log, ending, registry, token) =
      (self.channel, server.configuration, self.log, self.ending, self.registry, self.token)
    try? frameGuard.startPinging(
      every: TimeAmount(configuration.pingInterval), in: channel.pipeline)
    let outgoing = OutgoingFrames(
      channel: channel, limit: configuration.maximumPendingOutput, closedBy: frameGuard
    ) {
      // The client stopped reading: close the connection rather than buffer for it.
      log.warning("closed a connection that stopped reading its frames")
      ending.endsSession()
      channel.close(promise: nil)
    }
    self.outgoing = outgoing
    // Sends a close frame and ends the session with the connection. A client that never
    // answers the close, or never reads it, is dropped after the close timeout.
    let closeConnection: @Sendable (WebSocketErrorCode, String) -> Void = {
      [weak socket] code, reason in
      ending.endsSession()
      socket?.close(code: code, reason: reason)
    }
    // Hands each message to the session; what follows it (the receipt's closure) runs on the
    // session's executor.
    inbox = SessionInbox(capacity: configuration.maximumQueuedMessages) { message, handled in
      registry.deliver(message, for: token) { receipt in
        guard let receipt else { return handled(.never) }
        if let error = receipt.error {
          log.warning("refused a message", detail: error.description)
        }
        if let scope = receipt.memoryExceeded {
          log.warning("closed a session that grew past \(scope)'s memory budget")
          // The page reads the error frame first, then the close: both go to the event loop in
          // the order they were made.
          closeConnection(.policyViolation, "session grew past \(scope)'s memory budget")
          registry.end(token, from: outgoing)
          return handled(.never)
        }
        switch receipt.budget {
        case .within:
          handled(.now)
        case let .throttled(wait):
          handled(.after(wait))
        case .exhausted:
          log.warning("closed a session that stayed over its share of the server")
          closeConnection(.policyViolation, "session used more than its share of the server")
          // Released now, not when the client gets round to answering the close.
          registry.end(token, from: outgoing)
          handled(.never)
        }
      }
    }
    let connection = SessionRegistry.Connection(
      frames: outgoing,
      goAway: { closeConnection(.goingAway, "server shutting down") },
      drop: { channel.close(promise: nil) },
      // The session's work runs on the connection's event loop, where its messages arrive.
      runsWork: { turn in channel.eventLoop.execute(turn) }
    )
    let (server, resumes, address) = (self.server, self.resumes, self.address)
    let loopBound = NIOLoopBound(socket, eventLoop: channel.eventLoop)
    // The one task of a connection: it ends once the session is attached.
    Task {
      let attached = await server.attachSession(
        token: token, resumes: resumes, address: address, connection: connection,
        socket: socket, log: log)
      guard attached else { return }
      channel.eventLoop.execute { loopBound.value.endpointStarted() }
    }
  }

  func receive(_ message: String) -> WebSocketConnection.Verdict {
    if message == goodbyeMessage {
      ending.endsSession()
      return .taken
    }
    let now = ContinuousClock.now
    guard bucket.take(now: now), inbox.offer(message) else {
      refusedInARow += 1
      lastRefusal = now
      if refusedInARow == 1 {
        log.warning("refused messages over the rate")
        outgoing.send(rateLimitedFrame)
      } else if refusedInARow > server.configuration.maximumRefusedMessages {
        log.warning("closed a connection that kept sending over its rate")
        ending.endsSession()
        socket?.fail(
          code: .policyViolation, reason: "sent messages faster than allowed for too long")
        registry.end(token, from: outgoing)
        return .stop
      }
      // After each refusal the next message is read only when the rate allows one: what a
      // flooding client sends meanwhile waits in its own socket's buffers (TCP's backpressure),
      // costing the server nothing, instead of being read, decoded and refused. At most a
      // quarter second, so a close from the client is still seen soon at very low rates.
      return .wait(min(max(bucket.timeUntilNextToken, .milliseconds(1)), .milliseconds(250)))
    }
    // A stretch ends with a second of messages within the rate, not with one that slipped
    // in as the bucket refilled.
    if refusedInARow > 0, now - lastRefusal > .seconds(1) { refusedInARow = 0 }
    return .taken
  }

  func refuseBinaryMessage() {
    let error = EventError.malformed("binary messages are not supported")
    log.warning("refused a message", detail: error.description)
    outgoing.send(RenderSession.errorFrame(error, acknowledging: nil))
  }

  /// A close frame from the client (the tab closed, the page navigated away) or a protocol
  /// failure ends the session; a connection that just stopped (a network failure) keeps it
  /// for the tab to come back to. Either way after the message the session is on, if any: both
  /// are work for its executor.
  func connectionClosing() {
    // Nothing more goes out, not even a ping: what follows is the close frame, or nothing.
    outgoing.finish()
    frameGuard.stopPinging()
  }

  func connectionEnded(failed: Bool) {
    inbox.close()
    if failed || ending.isSet || frameGuard.hasEnded {
      registry.end(token, from: outgoing)
    } else {
      registry.detach(token, from: outgoing)
    }
  }
}
