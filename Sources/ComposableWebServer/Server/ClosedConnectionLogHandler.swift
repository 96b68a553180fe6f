import Logging
import NIOCore

/// A log handler for one connection that writes the HTTP machinery's errors about a connection
/// that is already closed — a client that left mid-request, one the server refused or timed
/// out — at debug level: they are not the server's errors, and at error level a client could
/// make the server log one per connection.
///
/// ```swift
/// var logger = logger
/// logger.handler = ClosedConnectionLogHandler(base: logger.handler, channel: channel)
/// ```
struct ClosedConnectionLogHandler: LogHandler {
  var base: any LogHandler
  let channel: any Channel

  var metadata: Logger.Metadata {
    get { base.metadata }
    set { base.metadata = newValue }
  }

  var logLevel: Logger.Level {
    get { base.logLevel }
    set { base.logLevel = newValue }
  }

  subscript(metadataKey key: String) -> Logger.Metadata.Value? {
    get { base[metadataKey: key] }
    set { base[metadataKey: key] = newValue }
  }

  func log(event: LogEvent) {
    guard event.level >= .warning, !channel.isActive else {
      base.log(event: event)
      return
    }
    guard base.logLevel <= .debug else { return }
    var event = event
    event.level = .debug
    base.log(event: event)
  }
}
