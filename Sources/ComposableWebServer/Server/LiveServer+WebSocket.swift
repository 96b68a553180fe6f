import Hummingbird
import HummingbirdWebSocket
import Logging
import NIOCore
import NIOWebSocket
import Synchronization

extension LiveServer {
  /// The WebSocket route: a handshake is checked (host, origin, ticket, room for a session),
  /// and an upgraded socket gets a session of its own for as long as it stays open.
  func makeSocketRouter() -> Router<LiveSocketRequestContext> {
    let router = Router(context: LiveSocketRequestContext.self)
    let registry = self.registry
    let tickets = self.tickets
    let configuration = self.configuration
    router.ws(
      RouterPath(Self.socketPath),
      shouldUpgrade: { request, context in
        guard
          isAllowedHost(
            request.head.authority, bindHost: configuration.host,
            allowed: configuration.allowedHostNames)
        else {
          context.logger.warning(
            "refused a WebSocket for host \(loggable(request.head.authority ?? "(none)"))"
          )
          await RawHTTPResponse.send(
            status: 421, reason: "Misdirected Request", on: context.channel)
          throw HTTPError(.misdirectedRequest)
        }
        let origin = request.headers[.origin]
        guard
          isAllowedOrigin(
            origin, host: request.head.authority, extra: configuration.additionalAllowedOrigins)
        else {
          context.logger.warning(
            "refused a WebSocket from origin \(loggable(origin ?? "(none)"))")
          await RawHTTPResponse.send(status: 403, reason: "Forbidden", on: context.channel)
          throw HTTPError(.forbidden)
        }
        // A page's first connection carries an unused ticket; a page that lost its connection
        // asks to resume its session, and learns on the socket whether the session is still
        // there (so it can tell a dead session from a dead network).
        let resumes = request.uri.queryParameters.get("resume") == "1"
        guard let token = request.uri.queryParameters.get("token"),
          resumes || tickets.reserve(token)
        else {
          context.logger.warning("refused a WebSocket with an unknown session")
          await RawHTTPResponse.send(status: 403, reason: "Forbidden", on: context.channel)
          throw HTTPError(.forbidden)
        }
        let channel = context.channel
        let address = channel.remoteAddress?.ipAddress ?? "unknown"
        // A resumed session is counted already; a new one must fit, against the server's cap and
        // its address's (where the address's sessions waiting for their tab count too).
        switch resumes ? nil : registry.refusal(for: address) {
        case .full:
          context.logger.warning("refused a WebSocket: too many open sessions")
          await RawHTTPResponse.send(
            status: 503, reason: "Too many open sessions; try again later.", on: channel)
          throw HTTPError(.serviceUnavailable)
        case .addressAtItsCap:
          context.logger.warning(
            "refused a WebSocket: \(loggable(address)) is at its session cap")
          await RawHTTPResponse.send(status: 429, reason: "Too Many Requests", on: channel)
          throw HTTPError(.tooManyRequests)
        case nil:
          break
        }
        context.frameGuard.value = try await ClientFrameGuard.install(
          on: channel, maximumFrameSize: configuration.maximumMessageSize)
        return .upgrade([:])
      },
      onUpgrade: { inbound, outbound, context in
        guard let token = context.request.uri.queryParameters.get("token") else {
          try await outbound.close(.policyViolation, reason: "unknown session")
          return
        }
        let channel = context.requestContext.channel
        let address = channel.remoteAddress?.ipAddress ?? "unknown"
        // How the connection ended (a close frame, a protocol failure), once it has.
        let frameGuard = context.requestContext.frameGuard.value
        await frameGuard?.startPinging(on: channel, every: configuration.pingInterval)
        let log = SessionLog(
          logger: context.logger, linesPerMinute: configuration.maximumLogLinesPerMinute)
        let ending = SessionEnding()
        let outgoing = OutgoingFrames(
          channel: channel, limit: configuration.maximumPendingOutput, closedBy: frameGuard
        ) {
          // The client stopped reading: close the connection rather than buffer for it.
          log.warning("closed a connection that stopped reading its frames")
          ending.endsSession()
          channel.close(promise: nil)
        }
        // Nothing more goes out, not even a ping: what follows is a close frame, or the end of
        // the connection (no frame may follow a close frame, RFC 6455 §5.5.1).
        let stopSending: @Sendable () -> Void = {
          outgoing.finish()
          frameGuard?.stopPinging()
        }
        // Sends a close frame and ends the session with the connection. A client that never
        // answers the close, or never reads it (sending it waits while the connection's output
        // is full), would hold the connection (and a shutdown) open: it is dropped after
        // `closeTimeout`, counted from now.
        let closeConnection: @Sendable (WebSocketErrorCode, String) -> Void = { code, reason in
          ending.endsSession()
          stopSending()
          channel.eventLoop.scheduleTask(in: TimeAmount(configuration.closeTimeout)) {
            channel.close(promise: nil)
          }
          Task { try? await outbound.close(code, reason: reason) }
        }
        // Sends a close frame and drops the connection at once, unread: for a client flooding
        // it, whose messages would otherwise be read and decoded while the server waited for
        // its close frame (RFC 6455 §7.1.7, failing the connection). Awaited, not left to a task:
        // the WebSocket handler closes the connection's output as soon as the session's loop
        // returns, and the close frame must be out before that.
        let failConnection: @Sendable (WebSocketErrorCode, String) async -> Void = {
          code, reason in
          ending.endsSession()
          stopSending()
          channel.eventLoop.scheduleTask(in: TimeAmount(configuration.closeTimeout)) {
            channel.close(promise: nil)
          }
          // This runs on the event loop (the reader's executor), where the close frame would be
          // written at once, ahead of frames handed to the loop before: those go first.
          try? await channel.eventLoop.submit {}.get()
          try? await outbound.close(code, reason: reason)
          channel.close(promise: nil)
        }
        let connection = SessionRegistry.Connection(
          frames: outgoing,
          goAway: { closeConnection(.goingAway, "server shutting down") },
          drop: { channel.close(promise: nil) },
          runsWork: { turn in channel.eventLoop.execute(turn) }
        )
        // Attaching is a function of its own: the frame of this closure, which stays allocated
        // for the connection's life, then holds only what serving needs.
        guard
          try await self.attachSession(
            token: token, resumes: context.request.uri.queryParameters.get("resume") == "1",
            address: address, connection: connection, outbound: outbound, log: log)
        else { return }
        // Read on the connection's event loop, where its frames arrive (no thread switch per
        // message); the session's executor runs its turns there too.
        try await withTaskExecutorPreference(EventLoopTaskExecutor(channel.eventLoop)) {
          try await serveSession(
            token: token, inbound: inbound, outgoing: outgoing,
            ending: ending, closeConnection: closeConnection, failConnection: failConnection,
            stopSending: stopSending, frameGuard: frameGuard,
            registry: registry, configuration: configuration, log: log
          )
        }
      }
    )
    addInspectorSocket(to: router)
    return router
  }

  /// Attaches a tab's connection to its session: resumed if this process holds it, restored from
  /// its snapshot if another process kept one, or opened with the page's ticket. `false` when
  /// the connection was closed instead (with a code that tells the page what to do).
  private func attachSession(
    token: String,
    resumes: Bool,
    address: String,
    connection: SessionRegistry.Connection,
    outbound: WebSocketOutboundWriter,
    log: SessionLog
  ) async throws -> Bool {
    guard resumes else {
      guard let ticket = tickets.claim(token) else {
        try await outbound.close(.policyViolation, reason: "unknown session")
        return false
      }
      return try await open(
        ticket, token: token, address: address, connection: connection, outbound: outbound)
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
      return try await open(
        ticket, token: token, address: address, connection: connection, outbound: outbound)
    }
    if registry.isGoingAway {
      // Shutting down: the tab tries again, and finds the next process.
      try await outbound.close(.unknown(1013), reason: "server shutting down")
    } else {
      // The page reloads for a fresh session, and says why.
      try await outbound.close(.unknown(sessionGoneCloseCode), reason: "session expired")
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
    outbound: WebSocketOutboundWriter
  ) async throws -> Bool {
    switch await registry.open(ticket, token: token, address: address, connection: connection) {
    case .success:
      return true
    case .failure(.full):
      try await outbound.close(.unknown(1013), reason: "too many open sessions")
      return false
    case .failure(.addressAtItsCap):
      try await outbound.close(.unknown(1013), reason: "too many sessions from this address")
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

/// Runs one session's connection: it reads messages off the socket as they arrive, applies the
/// rate limit, and hands them to the session's ``SessionInbox`` (up to
/// ``LiveServerConfiguration/maximumQueuedMessages`` waiting), which gives them to the session
/// one at a time and slows down (then closes) a session over its work budget. The session's
/// frames go to the socket from wherever they are made (``OutgoingFrames``).
///
/// Reading never waits for the session, so a closed socket is noticed at once, however much work
/// its client queued: what waits is dropped then, not worked through. The session ends with the
/// connection if the user left, and otherwise waits for the tab to reconnect.
private func serveSession(
  token: String,
  inbound: WebSocketInboundStream,
  outgoing: OutgoingFrames,
  ending: SessionEnding,
  closeConnection: @escaping @Sendable (WebSocketErrorCode, String) -> Void,
  failConnection: @escaping @Sendable (WebSocketErrorCode, String) async -> Void,
  stopSending: @Sendable () -> Void,
  frameGuard: ClientFrameGuard?,
  registry: SessionRegistry,
  configuration: LiveServerConfiguration,
  log: SessionLog
) async throws {
  func refuse(_ error: EventError) {
    log.warning("refused a message", detail: error.description)
    outgoing.send(RenderSession.errorFrame(error, acknowledging: nil))
  }
  // Hands each message to the session; what follows it (the receipt's closure) runs on the
  // session's executor.
  let inbox = SessionInbox(capacity: configuration.maximumQueuedMessages) { message, handled in
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
  var failure: (any Error)?
  do {
    var bucket = TokenBucket(
      ratePerSecond: configuration.messagesPerSecond,
      burst: configuration.messageBurst,
      now: .now
    )
    // Messages refused in the current stretch over the rate (which a second within the rate
    // ends). Refusing costs no allocation: the page hears once per stretch (one error frame,
    // one log line), and a client that keeps on is disconnected rather than refused forever.
    // After each refusal the next message is read only when the rate allows one: what a
    // flooding client sends meanwhile waits in its own socket's buffers (TCP's backpressure),
    // costing the server nothing, instead of being read, decoded and refused.
    var refusedInARow = 0
    var lastRefusal = ContinuousClock.now
    for try await message in inbound.messages(maxSize: configuration.maximumMessageSize) {
      guard case let .text(text) = message else {
        refuse(.malformed("binary messages are not supported"))
        continue
      }
      if text == goodbyeMessage {
        ending.endsSession()
        continue
      }
      let now = ContinuousClock.now
      guard bucket.take(now: now), inbox.offer(text) else {
        refusedInARow += 1
        lastRefusal = now
        if refusedInARow == 1 {
          log.warning("refused messages over the rate")
          outgoing.send(rateLimitedFrame)
        } else if refusedInARow > configuration.maximumRefusedMessages {
          log.warning("closed a connection that kept sending over its rate")
          await failConnection(.policyViolation, "sent messages faster than allowed for too long")
          registry.end(token, from: outgoing)
          break
        }
        // At most a quarter second, so a close from the client is still seen soon at very
        // low rates.
        try? await Task.sleep(
          for: min(max(bucket.timeUntilNextToken, .milliseconds(1)), .milliseconds(250)))
        continue
      }
      // A stretch ends with a second of messages within the rate, not with one that slipped
      // in as the bucket refilled.
      if refusedInARow > 0, now - lastRefusal > .seconds(1) { refusedInARow = 0 }
    }
  } catch {
    failure = error
  }
  // A close frame from the client (the tab closed, the page navigated away) or a protocol
  // failure ends the session; a connection that just stopped (a network failure) keeps it
  // for the tab to come back to. Either way after the message the session is on, if any: both
  // are work for its executor.
  let leftOnPurpose = frameGuard?.hasEnded == true
  // The WebSocket handler may be sending its own close frame now: nothing may follow it.
  stopSending()
  inbox.close()
  if failure != nil || ending.isSet || leftOnPurpose {
    registry.end(token, from: outgoing)
  } else {
    registry.detach(token, from: outgoing)
  }
  // Protocol errors (a message too large, text that is not UTF-8) go back to the WebSocket
  // handler, which closes the connection with their code.
  if let failure { throw failure }
}
