import Hummingbird
import HummingbirdCore
import HummingbirdWebSocket
import Logging
import NIOCore

/// The server's connections: HTTP with the WebSocket upgrade, behind the per-address
/// connection cap and the header timeout, with a 400 for requests that aren't HTTP.
///
/// ```swift
/// let server = HTTPServerBuilder { responder in
///   LiveServerChannel(inner: HTTP1WebSocketUpgradeChannel(…), limits: limits, requestTimeout: .seconds(10), maximumBodySize: 16_384)
/// }
/// ```
struct LiveServerChannel: ServerChildChannel {
  typealias Value = HTTP1WebSocketUpgradeChannel.Value

  let inner: HTTP1WebSocketUpgradeChannel
  let limits: ConnectionLimits
  let requestTimeout: TimeAmount
  let maximumBodySize: Int

  func setup(channel: any Channel, logger: Logger) -> EventLoopFuture<Value> {
    let address = channel.remoteAddress?.ipAddress ?? "unknown"
    guard limits.openConnection(from: address) else {
      logger.warning(
        "refused a connection: \(loggable(address)) is at its connection cap")
      // Answered and closed at once; the upgrade machinery never sees it.
      return channel.eventLoop.makeCompletedFuture {
        try channel.pipeline.syncOperations.addHandler(
          RawHTTPResponse(status: 429, reason: "Too Many Requests"), position: .first)
      }.flatMap { inner.setup(channel: channel, logger: logger) }
    }
    let limits = self.limits
    channel.closeFuture.whenComplete { _ in limits.closeConnection(from: address) }
    let (requestTimeout, maximumBodySize) = (self.requestTimeout, self.maximumBodySize)
    return channel.eventLoop.makeCompletedFuture {
      try channel.pipeline.syncOperations.addHandler(
        RequestGuard(timeout: requestTimeout, maximumBodySize: maximumBodySize), position: .first)
    }.flatMap {
      inner.setup(channel: channel, logger: logger)
    }.flatMapThrowing { value in
      // After the HTTP decoder, which the inner setup has just put in place.
      try channel.pipeline.syncOperations.addHandler(MalformedRequestGuard())
      return value
    }
  }

  func handle(value: Value, logger: Logger) async {
    var logger = logger
    logger.handler = ClosedConnectionLogHandler(base: logger.handler, channel: value.channel)
    await inner.handle(value: value, logger: logger)
  }
}
