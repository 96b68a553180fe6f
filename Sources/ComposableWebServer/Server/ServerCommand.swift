import Foundation
import Logging

/// The command line of an executable that serves pages: `case-studies`, and every `@main` ``App``.
///
/// ```swift
/// let command = ServerCommand(name: "todos", summary: "Serves Todos.", portVariable: "PORT")
/// try command.options(arguments: ["--port", "9000"], environment: [:])  // .serve(port: 9000)
/// try command.options(arguments: [], environment: ["PORT": "0"])          // .serve(port: 0)
/// ```
///
/// The flag wins over the environment variable, which wins over the default. Anything else on
/// the command line is a ``Failure`` with a message for the user.
package struct ServerCommand: Sendable {
  /// The executable's name, as the usage and its messages show it.
  package let name: String
  /// What the server serves, a paragraph of the usage.
  package let summary: String
  /// The environment variable that names the port.
  package let portVariable: String

  /// Opens the session store a `--sessions` URL names (`postgres://…`), in a program built with
  /// one; without it, a URL is refused with a message saying so.
  package var openDatabase: (@Sendable (_ url: String) throws -> any SessionStore)?

  package init(
    name: String, summary: String, portVariable: String,
    openDatabase: (@Sendable (_ url: String) throws -> any SessionStore)? = nil
  ) {
    self.name = name
    self.summary = summary
    self.portVariable = portVariable
    self.openDatabase = openDatabase
  }

  /// The port when neither the flag nor the environment names one.
  package static let defaultPort = 8080

  /// What the command was asked to do: serve on a port, or print its help.
  package enum Options: Equatable, Sendable {
    case serve(
      port: Int, host: String = "127.0.0.1", logLevel: Logger.Level = .info,
      sessionLimits: SessionLimits = SessionLimits(), inspects: Bool = false,
      sessionStore: SessionStoreChoice = .default
    )
    case help
  }

  /// Where the command line said to keep session snapshots.
  package enum SessionStoreChoice: Equatable, Sendable {
    /// The configuration's default: files in the temporary directory.
    case `default`
    /// Files in a directory of the user's choosing (shared by instances behind a proxy).
    case files(String)
    /// A database by its URL, such as `postgres://app@db.internal/app`: instances on several
    /// machines share it.
    case database(String)
    /// No snapshots at all.
    case off

    /// Sets the configuration's store, opening a database with `openDatabase`.
    package func apply(
      to configuration: inout LiveServerConfiguration,
      openDatabase: (@Sendable (String) throws -> any SessionStore)?
    ) throws(Failure) {
      switch self {
      case .default: break
      case let .files(directory): configuration.sessionStore = .files(in: directory)
      case let .database(url):
        guard let openDatabase else {
          throw Failure(
            message: "--sessions names a database, and this program was built without a "
              + "database store: build it with the PostgreSQL trait (swift build --traits "
              + "PostgreSQL), or give a directory")
        }
        do {
          configuration.sessionStore = try openDatabase(url)
        } catch {
          // The URL may hold a password: the message names what is wrong, never the URL.
          throw Failure(message: "--sessions: \(error)")
        }
      case .off: configuration.sessionStore = nil
      }
    }
  }

  /// Session limits the command line raised from the server's defaults, for load tests.
  package struct SessionLimits: Equatable, Sendable {
    /// How many sessions may be open at once.
    package var total: Int?
    /// How many sessions one client address may hold (its connections: twice as many).
    package var perAddress: Int?

    package init(total: Int? = nil, perAddress: Int? = nil) {
      self.total = total
      self.perAddress = perAddress
    }

    /// Applies the limits that were given to `configuration`.
    package func apply(to configuration: inout LiveServerConfiguration) {
      if let total { configuration.maximumSessions = total }
      if let perAddress {
        configuration.maximumSessionsPerAddress = perAddress
        configuration.maximumConnectionsPerAddress = max(
          configuration.maximumConnectionsPerAddress, 2 * perAddress)
      }
    }
  }

  /// Why the command line can't be followed; `message` says what to fix.
  package struct Failure: Error, Equatable {
    package let message: String

    package init(message: String) {
      self.message = message
    }
  }

  package var usage: String {
    """
    usage: \(name) [--port N] [--host ADDRESS] [--log-level LEVEL] [--inspect]
           \(String(repeating: " ", count: name.count + 1))[--max-sessions N] [--max-sessions-per-address N]
           \(String(repeating: " ", count: name.count + 1))[--sessions DIRECTORY|URL|off] [--help]

    \(Self.wrapped(summary))

    options:
      --port N             the port to listen on, 0 for any free one (the URL printed at
                           start names it); default \(Self.defaultPort)
      --host ADDRESS       the address to listen on; default 127.0.0.1 (this machine only).
                           0.0.0.0 listens on every interface: put it behind a reverse proxy
      --log-level LEVEL    trace, debug, info, notice, warning, error or critical; default info
      --inspect            record every tab's actions and serve the time-travel inspector; its
                           URL, with its token, is printed at start (loopback hosts only)
      --max-sessions N     how many tabs may be connected at once; default 256
      --max-sessions-per-address N
                           how many of them one client address may hold; default 64. Raise
                           both for a load test from one machine (Scripts/load)
      --sessions DIRECTORY|URL|off
                           where pages with a Codable state keep session snapshots, so tabs
                           carry on after a restart: files in DIRECTORY (share it between
                           instances on one machine), a PostgreSQL database by its URL,
                           postgres://USER[:PASSWORD]@HOST[:PORT]/DATABASE (share it between
                           machines; a build with the PostgreSQL trait), or off; default a
                           directory of this program's in the temporary directory
      -h, --help           show this help

    Ctrl-C (or SIGTERM) stops the server gracefully.

    environment:
      \(portVariable)   the port, when --port is not given
    """
  }

  package func options(arguments: [String], environment: [String: String]) throws(Failure)
    -> Options
  {
    var port: Int?
    var host = "127.0.0.1"
    var logLevel = Logger.Level.info
    var limits = SessionLimits()
    var inspects = false
    var sessionStore = SessionStoreChoice.default
    var remaining = arguments[...]
    while let argument = remaining.popFirst() {
      switch argument {
      case "-h", "--help":
        return .help
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
      case "--sessions":
        guard let value = remaining.popFirst(), !value.isEmpty, !value.hasPrefix("-") else {
          throw Failure(
            message: "--sessions needs a directory, a database URL or off, such as --sessions "
              + "/var/lib/app")
        }
        sessionStore =
          value == "off" ? .off : value.contains("://") ? .database(value) : .files(value)
      default:
        throw Failure(message: "unknown argument \"\(argument.prefix(64))\"")
      }
    }
    if port == nil, let value = environment[portVariable] {
      port = try Self.port(value, source: portVariable)
    }
    return .serve(
      port: port ?? Self.defaultPort, host: host, logLevel: logLevel, sessionLimits: limits,
      inspects: inspects, sessionStore: sessionStore)
  }

  /// Parses the process's command line and serves what `makeServer` builds until interrupted.
  ///
  /// A bad command line prints what is wrong and the usage, and exits with status 2; a server
  /// that can't start (the port is taken) exits with status 1. `started` runs once the server
  /// listens, with the URL to open.
  package func run(
    makeServer: @Sendable (LiveServerConfiguration, InspectorConfiguration?, Logger) -> LiveServer,
    started: @escaping @Sendable (_ url: String) async -> Void
  ) async {
    let options: Options
    do {
      options = try self.options(
        arguments: Array(CommandLine.arguments.dropFirst()),
        environment: ProcessInfo.processInfo.environment)
    } catch {
      printError("\(error.message)\n\n\(usage)")
      exit(2)
    }
    switch options {
    case .help:
      FileHandle.standardOutput.write(Data((usage + "\n").utf8))
    case let .serve(port, host, logLevel, sessionLimits, inspects, sessionStore):
      var configuration = LiveServerConfiguration()
      configuration.port = port
      configuration.host = host
      sessionLimits.apply(to: &configuration)
      do {
        try sessionStore.apply(to: &configuration, openDatabase: openDatabase)
      } catch {
        printError(error.message)
        exit(2)
      }
      var logger = Logger(label: name)
      logger.logLevel = logLevel
      let server = makeServer(configuration, inspects ? InspectorConfiguration() : nil, logger)
      do {
        // With --inspect, the server logs the inspector's URL and token as it starts.
        try await server.run { port in
          await started("http://\(Self.displayHost(host)):\(port)/")
        }
      } catch let error as LiveServerError {
        printError("\(error)")
        exit(1)
      } catch {
        printError("could not serve on \(host):\(port): \(error)")
        exit(1)
      }
    }
  }

  /// The host to print in a URL a user can open: a wildcard address names every interface, of
  /// which this machine's loopback is one anybody here can open.
  package static func displayHost(_ host: String) -> String {
    switch host {
    case "0.0.0.0", "": "127.0.0.1"
    case "::", "[::]": "[::1]"
    case _ where host.contains(":") && !host.hasPrefix("["): "[\(host)]"
    default: host
    }
  }

  /// `text` broken into lines of at most 78 characters, at spaces.
  private static func wrapped(_ text: String) -> String {
    var lines: [String] = []
    var line = ""
    for word in text.split(separator: " ") {
      if !line.isEmpty, line.count + 1 + word.count > 78 {
        lines.append(line)
        line = ""
      }
      line += line.isEmpty ? String(word) : " " + word
    }
    lines.append(line)
    return lines.joined(separator: "\n")
  }

  /// Writes `message` to standard error, unbuffered, after the command's name.
  package func printError(_ message: String) {
    FileHandle.standardError.write(Data("\(name): \(message)\n".utf8))
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
