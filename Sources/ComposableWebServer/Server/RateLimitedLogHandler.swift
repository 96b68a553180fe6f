import Logging

/// A log handler that lets warnings and errors through at a bounded rate, so no client can fill
/// the server's log with the lines its refused connections cause. Lines below warning pass
/// untouched (their level is off in production).
///
/// ```swift
/// var logger = Logger(label: "ComposableWeb")
/// logger.handler = RateLimitedLogHandler(base: logger.handler, linesPerMinute: 120)
/// ```
///
/// Over the rate, lines are counted instead of written; the next line written says how many
/// were left out.
struct RateLimitedLogHandler: LogHandler {
  var base: any LogHandler
  let rate: SessionLog

  init(base: any LogHandler, linesPerMinute: Int) {
    self.base = base
    var silent = Logger(label: "ComposableWeb")
    silent.handler = SwiftLogNoOpLogHandler()
    self.rate = SessionLog(logger: silent, linesPerMinute: linesPerMinute)
  }

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
    guard event.level >= .warning else {
      base.log(event: event)
      return
    }
    guard let suppressed = rate.admit() else { return }
    var event = event
    if suppressed > 0 {
      event.message = "\(event.message) (\(suppressed) lines left out before this one)"
    }
    base.log(event: event)
  }
}
