import Logging
import Synchronization

/// A logger whose lines are kept in memory, for tests of what a server writes to its log.
///
/// ```swift
/// let log = CapturedLog()
/// let server = LiveServer(configuration: configuration, logger: log.logger)
/// #expect(log.lines.allSatisfy { !$0.contains("\n") })
/// ```
final class CapturedLog: Sendable {
  private let storage = Mutex<[String]>([])

  var lines: [String] { storage.withLock { $0 } }

  var logger: Logger {
    Logger(label: "ComposableWeb") { _ in Handler(log: self) }
  }

  fileprivate func append(_ line: String) {
    storage.withLock { $0.append(line) }
  }

  private struct Handler: LogHandler {
    let log: CapturedLog
    var metadata: Logger.Metadata = [:]
    var logLevel: Logger.Level = .info

    subscript(metadataKey key: String) -> Logger.Metadata.Value? {
      get { metadata[key] }
      set { metadata[key] = newValue }
    }

    func log(event: LogEvent) {
      log.append("\(event.level): \(event.message)")
    }
  }
}
