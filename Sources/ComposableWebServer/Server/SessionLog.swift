import Logging
import Synchronization

/// One connection's log: lines are rate limited (a client can't fill the disk with refused
/// messages) and the values a client sent are escaped and truncated (it can't forge lines).
///
/// ```swift
/// let log = SessionLog(logger: logger, linesPerMinute: 30)
/// log.warning("refused a message", detail: error.description)
/// // refused a message: unknown element "n1\n[fake] root login"
/// ```
///
/// Over the rate, lines are counted instead of written, and the next line written says how
/// many were left out.
final class SessionLog: Sendable {
  private struct State {
    var windowStart: ContinuousClock.Instant
    var lines = 0
    var suppressed = 0
  }

  let logger: Logger
  let linesPerMinute: Int
  private let state: Mutex<State>

  init(logger: Logger, linesPerMinute: Int, now: ContinuousClock.Instant = .now) {
    self.logger = logger
    self.linesPerMinute = linesPerMinute
    self.state = Mutex(State(windowStart: now))
  }

  /// Logs `message` with a client-supplied `detail`, escaped, if the rate allows.
  func warning(_ message: String, detail: String? = nil, now: ContinuousClock.Instant = .now) {
    guard let suppressed = admit(now: now) else { return }
    var line = "\(message)"
    if let detail { line += ": \(loggable(detail))" }
    if suppressed > 0 { line += " (\(suppressed) similar lines left out)" }
    logger.warning("\(line)")
  }

  /// Whether one more line fits the rate: `nil` if not (it is counted as left out), otherwise
  /// how many lines were left out since the last one written.
  func admit(now: ContinuousClock.Instant = .now) -> Int? {
    state.withLock { state -> Int? in
      if state.windowStart.duration(to: now) >= .seconds(60) {
        state.windowStart = now
        state.lines = 0
      }
      guard state.lines < linesPerMinute else {
        state.suppressed += 1
        return nil
      }
      state.lines += 1
      defer { state.suppressed = 0 }
      return state.suppressed
    }
  }
}

/// A value from a client made safe for a log line: control characters escaped (no forged
/// lines, no terminal escapes) and at most `limit` characters kept.
///
/// ```swift
/// loggable("n1\n\u{1B}[2J")  // n1\n\u{1B}[2J — one line, printed as shown
/// ```
func loggable(_ value: String, limit: Int = 200) -> String {
  var result = ""
  var kept = 0
  for scalar in value.unicodeScalars {
    guard kept < limit else {
      let remaining = value.unicodeScalars.count - kept
      return result + "… (\(remaining) more characters)"
    }
    kept += 1
    switch scalar {
    case "\n": result += "\\n"
    case "\r": result += "\\r"
    case "\t": result += "\\t"
    case "\\": result += "\\\\"
    default:
      if isControl(scalar) {
        result += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
      } else {
        result.unicodeScalars.append(scalar)
      }
    }
  }
  return result
}

/// C0 and C1 control characters, DEL, and the Unicode line and paragraph separators: what a
/// terminal or log viewer could take as a new line or an escape sequence.
private func isControl(_ scalar: Unicode.Scalar) -> Bool {
  scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
    || scalar.value == 0x2028 || scalar.value == 0x2029
}
