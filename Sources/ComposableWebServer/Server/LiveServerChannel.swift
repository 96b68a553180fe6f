import HTTPTypes
import Hummingbird
import HummingbirdCore
import Logging
import NIOCore
import NIOHTTP1
import NIOHTTPTypes
import NIOHTTPTypesHTTP1
import NIOWebSocket

/// The server's connections: HTTP for pages and assets, answered by the router; the WebSocket
/// upgrade for sessions and inspector pages, served by channel handlers on the connection's
/// event loop; behind the per-address connection cap and the header timeout, with a 400 for
/// requests that aren't HTTP.
///
/// ```swift
/// let builder = HTTPServerBuilder { responder in
///   LiveServerChannel(responder: responder, handshake: liveServer.makeSocketHandshake(), …)
/// }
/// ```
///
/// An HTTP connection is a task, as the router's responders are async; a WebSocket connection's
/// task ends with its upgrade, and from then on it is its handlers alone (``WebSocketConnection``).
struct LiveServerChannel: ServerChildChannel, HTTPChannelHandler {
  /// What a connection turned out to be.
  enum Connection: Sendable {
    /// Requests for the router.
    case http(NIOAsyncChannel<HTTPRequestPart, HTTPResponsePart>)
    /// A WebSocket served by its handlers: nothing left to do here.
    case webSocket
    /// A handshake answered and closed already (a refusal written straight to the socket).
    case answered
    /// A handshake for no WebSocket the server has: a 400.
    case unknownSocket(NIOAsyncChannel<HTTPRequestPart, HTTPResponsePart>)
  }

  struct Value: ServerChildChannelValue {
    let connection: EventLoopFuture<Connection>
    let channel: any Channel
  }

  /// Decides a WebSocket handshake, on the connection's event loop: the endpoint to serve an
  /// accepted one with, `.refused` when it was answered (and the connection closed), `.unknown`
  /// for a path no socket is served at.
  typealias Handshake = @Sendable (HTTPRequestHead, any Channel, Logger) -> HandshakeOutcome

  enum HandshakeOutcome {
    case accepted(any WebSocketEndpoint)
    case refused
    case unknown
  }

  let responder: HTTPChannelHandler.Responder
  let handshake: Handshake
  let limits: ConnectionLimits
  let requestTimeout: TimeAmount
  let idleTimeout: Duration
  let maximumBodySize: Int
  let maximumMessageSize: Int
  let closeTimeout: Duration

  init(
    responder: @escaping HTTPChannelHandler.Responder,
    handshake: @escaping Handshake,
    limits: ConnectionLimits,
    requestTimeout: TimeAmount,
    idleTimeout: Duration,
    maximumBodySize: Int,
    maximumMessageSize: Int,
    closeTimeout: Duration
  ) {
    self.responder = Self.redirectingLateUpgrades(responder)
    self.handshake = handshake
    self.limits = limits
    self.requestTimeout = requestTimeout
    self.idleTimeout = idleTimeout
    self.maximumBodySize = maximumBodySize
    self.maximumMessageSize = maximumMessageSize
    self.closeTimeout = closeTimeout
  }

  func setup(channel: any Channel, logger: Logger) -> EventLoopFuture<Value> {
    let address = channel.remoteAddress?.ipAddress ?? "unknown"
    guard limits.openConnection(from: address) else {
      logger.warning(
        "refused a connection: \(loggable(address)) is at its connection cap")
      // Answered and closed at once; the upgrade machinery never sees it.
      return channel.eventLoop.makeCompletedFuture {
        try channel.pipeline.syncOperations.addHandler(
          RawHTTPResponse(status: 429, reason: "Too Many Requests"), position: .first)
        return Value(connection: channel.eventLoop.makeSucceededFuture(.answered), channel: channel)
      }
    }
    let limits = self.limits
    channel.closeFuture.whenComplete { _ in limits.closeConnection(from: address) }
    return channel.eventLoop.makeCompletedFuture {
      let operations = channel.pipeline.syncOperations
      try operations.addHandler(
        RequestGuard(timeout: requestTimeout, maximumBodySize: maximumBodySize), position: .first)
      let connection = try configureUpgradablePipeline(channel: channel, logger: logger)
      // After the HTTP decoder, which the upgradable pipeline has just put in place.
      try operations.addHandler(MalformedRequestGuard())
      return Value(connection: connection, channel: channel)
    }
  }

  /// HTTP/1.1 with one upgrade, to a WebSocket: the handshake decides, and an accepted one gets
  /// its endpoint's handlers in place of HTTP's.
  private func configureUpgradablePipeline(channel: any Channel, logger: Logger) throws
    -> EventLoopFuture<Connection>
  {
    // The handshake's outcome, between deciding it and upgrading: on the event loop only.
    let outcome = NIOLoopBoundBox<HandshakeOutcome?>(nil, eventLoop: channel.eventLoop)
    let (handshake, maximumMessageSize, closeTimeout) =
      (self.handshake, self.maximumMessageSize, self.closeTimeout)
    let upgrader = NIOTypedWebSocketServerUpgrader<Connection>(
      maxFrameSize: maximumMessageSize,
      shouldUpgrade: { channel, head in
        let decided = handshake(head, channel, logger)
        outcome.value = decided
        guard case .accepted = decided else {
          return channel.eventLoop.makeSucceededFuture(nil)
        }
        return channel.eventLoop.makeSucceededFuture(HTTPHeaders())
      },
      upgradePipelineHandler: { channel, _ in
        channel.eventLoop.makeCompletedFuture {
          guard case let .accepted(endpoint) = outcome.value else { return .answered }
          outcome.value = nil
          let operations = channel.pipeline.syncOperations
          try operations.addHandler(
            NIOWebSocketFrameAggregator(
              minNonFinalFragmentSize: 1,
              maxAccumulatedFrameCount: maximumFragments,
              maxAccumulatedFrameSize: maximumMessageSize))
          try operations.addHandler(
            WebSocketConnection(
              endpoint: endpoint, closeTimeout: closeTimeout, eventLoop: channel.eventLoop))
          return .webSocket
        }
      }
    )
    let idleTimeout = self.idleTimeout
    var configuration = NIOUpgradableHTTPServerPipelineConfiguration<Connection>(
      upgradeConfiguration: NIOTypedHTTPServerUpgradeConfiguration(
        upgraders: [upgrader],
        notUpgradingCompletionHandler: { channel in
          channel.eventLoop.makeCompletedFuture {
            // A refused handshake was answered straight on the socket, which is closing.
            if case .refused = outcome.value { return .answered }
            let operations = channel.pipeline.syncOperations
            try operations.addHandler(HTTP1ToHTTPServerCodec(secure: false))
            try operations.addHandler(
              HTTPConnectionStateHandler(idleTimeout: idleTimeout, logger: logger))
            let http = try NIOAsyncChannel<HTTPRequestPart, HTTPResponsePart>(
              wrappingChannelSynchronously: channel,
              configuration: .init(isOutboundHalfClosureEnabled: true))
            if case .unknown = outcome.value { return .unknownSocket(http) }
            return .http(http)
          }
        }
      )
    )
    // Requests are taken one at a time by the router's task; its errors are answered there.
    configuration.enablePipelining = false
    configuration.enableErrorHandling = false
    // The router's responses are built from HTTP types, which validate their fields.
    configuration.enableResponseHeaderValidation = false
    // A request's head is bounded as Hummingbird bounds it: 80 KiB, 1 000 fields.
    configuration.decoderConfiguration.maxHeaderFieldSize = 80 << 10
    configuration.decoderConfiguration.maxHeaderListSize = 80 << 10
    configuration.decoderConfiguration.maxHeaderFieldCount = 1_000
    return try channel.pipeline.syncOperations.configureUpgradableHTTPServerPipeline(
      configuration: configuration)
  }

  func handle(value: Value, logger: Logger) async {
    let connection: Connection
    do {
      connection = try await value.connection.get()
    } catch {
      // The connection closed (or failed its handshake) before it was anything.
      logger.trace("connection ended during its handshake: \(error)")
      return
    }
    var logger = logger
    logger.handler = ClosedConnectionLogHandler(base: logger.handler, channel: value.channel)
    switch connection {
    case let .http(http):
      await handleHTTP(asyncChannel: http, logger: logger)
    case let .unknownSocket(http):
      logger.debug("refused a WebSocket handshake for a path with no socket")
      try? await http.executeThenClose { _, outbound in
        try await outbound.write(
          contentsOf: [
            .head(
              HTTPResponse(
                status: .badRequest, headerFields: [.connection: "close", .contentLength: "0"])),
            .end(nil),
          ])
      }
    case .webSocket, .answered:
      break
    }
  }

  /// The router's responder, except for a WebSocket handshake on a connection that served a
  /// request before: the upgrade is only read as a connection's first request, so the client
  /// is sent to the same address again, and the connection closed, to make it on a new one.
  private static func redirectingLateUpgrades(_ responder: @escaping Responder) -> Responder {
    { request, writer, channel in
      guard request.headers[.upgrade]?.lowercased() == "websocket" else {
        return try await responder(request, writer, channel)
      }
      var location = request.uri.path
      if let query = request.uri.query { location += "?\(query)" }
      try await writer.writeResponse(
        HTTPResponse(
          status: .temporaryRedirect, headerFields: [.connection: "close", .location: location]))
      // Ends the connection: the client comes back on a new one.
      throw LateUpgrade()
    }
  }

  private struct LateUpgrade: Error {}
}

/// The most frames a fragmented message may come in: a browser sends each message whole, and a
/// client can't make the server keep thousands of tiny fragments.
private let maximumFragments = 256
