import Hummingbird
import HummingbirdWebSocket
import Logging
import NIOCore

extension LiveServer {
  /// The WebSocket route: a handshake is checked (host, origin, ticket, room for a session),
  /// and an upgraded socket gets a session of its own for as long as it stays open.
  func makeSocketRouter() -> Router<LiveSocketRequestContext> {
    let router = Router(context: LiveSocketRequestContext.self)
    let registry = self.registry
    let tickets = self.tickets
    let limits = self.limits
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
            "ComposableWeb: refused a WebSocket for host \(loggable(request.head.authority ?? "(none)"))"
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
            "ComposableWeb: refused a WebSocket from origin \(loggable(origin ?? "(none)"))")
          await RawHTTPResponse.send(status: 403, reason: "Forbidden", on: context.channel)
          throw HTTPError(.forbidden)
        }
        guard let token = request.uri.queryParameters.get("token"), tickets.reserve(token) else {
          context.logger.warning("ComposableWeb: refused a WebSocket with an unknown session")
          await RawHTTPResponse.send(status: 403, reason: "Forbidden", on: context.channel)
          throw HTTPError(.forbidden)
        }
        guard await registry.hasRoom else {
          context.logger.warning("ComposableWeb: refused a WebSocket: too many open sessions")
          await RawHTTPResponse.send(
            status: 503, reason: "Too many open sessions; try again later.", on: context.channel)
          throw HTTPError(.serviceUnavailable)
        }
        let channel = context.channel
        let address = channel.remoteAddress?.ipAddress ?? "unknown"
        guard limits.openSession(from: address) else {
          context.logger.warning(
            "ComposableWeb: refused a WebSocket: \(loggable(address)) is at its session cap")
          await RawHTTPResponse.send(status: 429, reason: "Too Many Requests", on: channel)
          throw HTTPError(.tooManyRequests)
        }
        channel.closeFuture.whenComplete { _ in limits.closeSession(from: address) }
        // From the 101 on, the connection's bytes are frames, each of which must be masked,
        // and the header timeout is over.
        try await channel.eventLoop.submit {
          let operations = channel.pipeline.syncOperations
          if let timeout = try? operations.handler(type: HeaderTimeout.self) {
            operations.removeHandler(timeout, promise: nil)
          }
          try operations.addHandler(ClientFrameMaskCheck(), position: .first)
        }.get()
        return .upgrade([:])
      },
      onUpgrade: { inbound, outbound, context in
        guard let token = context.request.uri.queryParameters.get("token"),
          let ticket = tickets.claim(token)
        else {
          try await outbound.close(.policyViolation, reason: "unknown session")
          return
        }
        let channel = context.requestContext.channel
        let log = SessionLog(
          logger: context.logger, linesPerMinute: configuration.maximumLogLinesPerMinute)
        let outgoing = OutgoingFrames(limit: configuration.maximumPendingOutput) {
          // The client stopped reading: close the connection rather than buffer for it.
          log.warning("closed a connection that stopped reading its frames")
          channel.close(promise: nil)
        }
        let goAway: @Sendable () -> Void = {
          Task { try? await outbound.close(.goingAway, reason: "server shutting down") }
        }
        guard await registry.open(ticket, token: token, frames: outgoing, goAway: goAway) else {
          // 1013, "try again later": the sessions filled up during the handshake.
          try await outbound.close(.unknown(1013), reason: "too many open sessions")
          return
        }
        try await serveSession(
          token: token, inbound: inbound, outbound: outbound, outgoing: outgoing,
          registry: registry, configuration: configuration, log: log
        )
      }
    )
    addInspectorSocket(to: router)
    return router
  }
}

/// Runs one session's connection: a reader takes messages off the socket as they arrive,
/// applies the rate limit and queues them (up to
/// ``LiveServerConfiguration/maximumQueuedMessages``); a processor hands queued messages to the
/// session on the main actor one at a time; a writer sends the session's frames.
///
/// Reading never waits for processing, so a closed socket is noticed at once, however much work
/// its client queued: the queue is dropped and the session released then, not after working
/// through it.
private func serveSession(
  token: String,
  inbound: WebSocketInboundStream,
  outbound: WebSocketOutboundWriter,
  outgoing: OutgoingFrames,
  registry: SessionRegistry,
  configuration: LiveServerConfiguration,
  log: SessionLog
) async throws {
  let (events, queue) = AsyncStream<String>.makeStream(
    bufferingPolicy: .bufferingOldest(max(1, configuration.maximumQueuedMessages))
  )
  func refuse(_ error: EventError) {
    log.warning("refused a message", detail: error.description)
    outgoing.send(RenderSession.errorFrame(error, acknowledging: nil))
  }
  try await withThrowingTaskGroup(of: Void.self) { group in
    group.addTask {
      for await frame in outgoing.frames {
        try await outbound.write(.text(frame))
        outgoing.didWrite(frame)
      }
    }
    group.addTask {
      for await message in events {
        // A closed connection's queue is dropped, not worked through.
        guard !Task.isCancelled else { break }
        if let error = await registry.receive(message, for: token) {
          log.warning("refused a message", detail: error.description)
        }
      }
    }
    var ending: (any Error)?
    do {
      var bucket = TokenBucket(
        ratePerSecond: configuration.messagesPerSecond,
        burst: configuration.messageBurst,
        now: .now
      )
      for try await message in inbound.messages(maxSize: configuration.maximumMessageSize) {
        guard case let .text(text) = message else {
          refuse(.malformed("binary messages are not supported"))
          continue
        }
        guard bucket.take(now: .now) else {
          refuse(.rateLimited)
          continue
        }
        if case .dropped = queue.yield(text) {
          refuse(.rateLimited)
        }
      }
    } catch {
      ending = error
    }
    group.cancelAll()
    queue.finish()
    await registry.close(token)
    do {
      try await group.waitForAll()
    } catch {
      log.logger.debug("ComposableWeb: connection ended while writing: \(error)")
    }
    // Protocol errors (a message too large, text that is not UTF-8) go back to the WebSocket
    // handler, which closes the connection with their code.
    if let ending { throw ending }
  }
}
