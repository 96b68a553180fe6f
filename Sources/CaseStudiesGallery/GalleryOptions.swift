import ComposableWebServer
import Foundation
import Logging

/// What the `case-studies` command was asked to do: serve on a port, or print its help.
///
/// ```swift
/// try GalleryOptions(arguments: ["--port", "9000"], environment: [:])  // .serve(port: 9000)
/// try GalleryOptions(arguments: ["--host", "0.0.0.0", "--log-level", "debug"], environment: [:])
/// try GalleryOptions(arguments: [], environment: ["CASE_STUDIES_PORT": "0"])  // .serve(port: 0)
/// try GalleryOptions(arguments: ["--inspect"], environment: [:])  // .serve(port: 8080, inspects: true)
/// ```
///
/// The flag wins over the environment variable, which wins over the default. Anything else on
/// the command line is a ``GalleryOptions/Failure`` with a message for the user.
enum GalleryOptions: Equatable {
  case serve(
    port: Int, host: String = "127.0.0.1", logLevel: Logger.Level = .info,
    sessionLimits: SessionLimits = SessionLimits(), inspects: Bool = false
  )
  case help

  /// The port when neither the flag nor the environment names one.
  static let defaultPort = 8080
  /// The environment variable that names the port.
  static let portVariable = "CASE_STUDIES_PORT"

  static let usage = """
    usage: case-studies [--port N] [--host ADDRESS] [--log-level LEVEL] [--inspect]
                        [--max-sessions N] [--max-sessions-per-address N] [--help]

    Serves the case studies gallery — Settings, Login, Counters and Tic-tac-toe — live in the
    browser at http://127.0.0.1:N/.

    options:
      --port N             the port to listen on, 0 for any free one (the URL printed at
                           start names it); default \(defaultPort)
      --host ADDRESS       the address to listen on; default 127.0.0.1 (this machine only).
                           0.0.0.0 listens on every interface: put it behind a reverse proxy
      --log-level LEVEL    trace, debug, info, notice, warning, error or critical; default info
      --inspect            record every tab's actions and serve the time-travel inspector; its
                           URL, with its token, is printed at start (loopback hosts only)
      --max-sessions N     how many tabs may be connected at once; default 256
      --max-sessions-per-address N
                           how many of them one client address may hold; default 64. Raise
                           both for a load test from one machine (Scripts/load)
      -h, --help           show this help

    Ctrl-C (or SIGTERM) stops the server gracefully.

    environment:
      \(portVariable)   the port, when --port is not given
    """

  /// Session limits the command line raised from the server's defaults, for load tests.
  struct SessionLimits: Equatable {
    /// How many sessions may be open at once.
    var total: Int?
    /// How many sessions one client address may hold (its connections: twice as many).
    var perAddress: Int?

    /// Applies the limits that were given to `configuration`.
    func apply(to configuration: inout LiveServerConfiguration) {
      if let total { configuration.maximumSessions = total }
      if let perAddress {
        configuration.maximumSessionsPerAddress = perAddress
        configuration.maximumConnectionsPerAddress = max(
          configuration.maximumConnectionsPerAddress, 2 * perAddress)
      }
    }
  }

  /// Why the command line can't be followed; `message` says what to fix.
  struct Failure: Error, Equatable {
    let message: String
  }

  init(arguments: [String], environment: [String: String]) throws(Failure) {
    var port: Int?
    var host = "127.0.0.1"
    var logLevel = Logger.Level.info
    var limits = SessionLimits()
    var inspects = false
    var remaining = arguments[...]
    while let argument = remaining.popFirst() {
      switch argument {
      case "-h", "--help":
        self = .help
        return
      case "--port":
        guard let value = remaining.popFirst() else {
          throw Failure(message: "--port needs a value, such as --port 8080")
        }
        port = try Self.port(value, source: "--port")
      case _ where argument.hasPrefix("--port="):
        port = try Self.port(String(argument.dropFirst("--port=".count)), source: "--port")
      case "--host":
        guard let value = remaining.popFirst(), !value.isEmpty, !value.hasPrefix("-") else {
          throw Failure(message: "--host needs an address, such as --host 127.0.0.1")
        }
        host = value
      case "--inspect":
        inspects = true
      case "--log-level":
        guard let value = remaining.popFirst() else {
          throw Failure(message: "--log-level needs a level, such as --log-level debug")
        }
        guard let level = Logger.Level(rawValue: value.lowercased()) else {
          throw Failure(
            message: "--log-level must be trace, debug, info, notice, warning, error or "
              + "critical, not \"\(value.prefix(32))\""
          )
        }
        logLevel = level
      case "--max-sessions":
        limits.total = try Self.count(remaining.popFirst(), flag: argument)
      case "--max-sessions-per-address":
        limits.perAddress = try Self.count(remaining.popFirst(), flag: argument)
      default:
        throw Failure(message: "unknown argument \"\(argument.prefix(64))\"")
      }
    }
    if port == nil, let value = environment[Self.portVariable] {
      port = try Self.port(value, source: Self.portVariable)
    }
    self = .serve(
      port: port ?? Self.defaultPort, host: host, logLevel: logLevel, sessionLimits: limits,
      inspects: inspects)
  }

  private static func count(_ text: String?, flag: String) throws(Failure) -> Int {
    guard let text, let count = Int(text), (1...1_000_000).contains(count) else {
      throw Failure(
        message: "\(flag) needs a count from 1 to 1000000, such as \(flag) 1000, not "
          + "\"\((text ?? "").prefix(32))\""
      )
    }
    return count
  }

  private static func port(_ text: String, source: String) throws(Failure) -> Int {
    guard let port = Int(text.trimmingCharacters(in: .whitespaces)), (0...65_535).contains(port)
    else {
      throw Failure(
        message: "\(source) must be a port number from 0 to 65535, not \"\(text.prefix(32))\""
      )
    }
    return port
  }
}
