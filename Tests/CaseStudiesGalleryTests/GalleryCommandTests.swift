import ComposableWebServer
import GalleryStudies
import Testing

@testable import CaseStudiesGallery

/// The command line: a port from the flag, the environment or the default, and a clear
/// message for anything else.
@Suite struct GalleryCommandTests {
  func options(_ arguments: [String], _ environment: [String: String] = [:]) throws
    -> ServerCommand.Options
  {
    try Gallery.command.options(arguments: arguments, environment: environment)
  }

  @Test func servesOnTheDefaultPort() throws {
    #expect(try options([]) == .serve(port: 8080))
  }

  @Test func takesThePortFromTheFlagThenTheEnvironment() throws {
    #expect(try options(["--port", "9000"]) == .serve(port: 9000))
    #expect(try options(["--port=9001"]) == .serve(port: 9001))
    #expect(try options(["--port", "0"]) == .serve(port: 0))
    #expect(try options([], ["CASE_STUDIES_PORT": "9002"]) == .serve(port: 9002))
    #expect(try options(["--port", "9003"], ["CASE_STUDIES_PORT": "9002"]) == .serve(port: 9003))
    // Another program's variable is none of ours.
    #expect(try options([], ["PORT": "9004"]) == .serve(port: 8080))
  }

  @Test func turnsTheInspectorOn() throws {
    #expect(try options(["--inspect"]) == .serve(port: 8080, inspects: true))
    #expect(try options(["--sessions", "off"]) == .serve(port: 8080, sessionStore: .off))
    #expect(
      try options(["--sessions", "/var/lib/app"])
        == .serve(port: 8080, sessionStore: .files("/var/lib/app")))
    #expect(try options(["--port", "0", "--inspect"]) == .serve(port: 0, inspects: true))
    #expect(Gallery.command.usage.contains("--inspect"))
  }

  @Test func takesADatabaseURLForSessions() throws {
    let url = "postgres://app:secret@127.0.0.1:5432/app"
    #expect(try options(["--sessions", url]) == .serve(port: 8080, sessionStore: .database(url)))
    // A program built without a database store says so, and never prints the URL's password.
    var configuration = LiveServerConfiguration()
    let refusal = #expect(throws: ServerCommand.Failure.self) {
      try ServerCommand.SessionStoreChoice.database(url)
        .apply(to: &configuration, openDatabase: nil)
    }
    #expect(refusal?.message.contains("PostgreSQL trait") == true)
    #expect(refusal?.message.contains("secret") == false)
    // One that has one opens it, and a store that can't be opened is a message, not a crash.
    try ServerCommand.SessionStoreChoice.database(url)
      .apply(to: &configuration, openDatabase: { _ in MemorySessionStore() })
    #expect(configuration.sessionStore is MemorySessionStore)
    struct Unreachable: Error, CustomStringConvertible {
      var description: String { "the database's port is not a number" }
    }
    let failure = #expect(throws: ServerCommand.Failure.self) {
      try ServerCommand.SessionStoreChoice.database(url)
        .apply(to: &configuration, openDatabase: { _ in throw Unreachable() })
    }
    #expect(failure?.message == "--sessions: the database's port is not a number")
  }

  @Test func takesTheHostAndLogLevel() throws {
    #expect(
      try options(["--host", "0.0.0.0", "--log-level", "DEBUG"])
        == .serve(port: 8080, host: "0.0.0.0", logLevel: .debug)
    )
    #expect(try options(["--log-level", "warning"]) == .serve(port: 8080, logLevel: .warning))
    #expect(
      throws: ServerCommand.Failure(message: "--host needs an address, such as --host 127.0.0.1")
    ) {
      try options(["--host"])
    }
    #expect(
      throws: ServerCommand.Failure(
        message:
          #"--log-level must be trace, debug, info, notice, warning, error or critical, not "loud""#
      )
    ) {
      try options(["--log-level", "loud"])
    }
  }

  @Test func raisesSessionLimitsForLoadTests() throws {
    let options = try options(["--max-sessions", "5000", "--max-sessions-per-address", "5000"])
    guard case let .serve(_, _, _, limits, _, _) = options else {
      Issue.record("expected to serve, got \(options)")
      return
    }
    var configuration = LiveServerConfiguration()
    limits.apply(to: &configuration)
    #expect(configuration.maximumSessions == 5000)
    #expect(configuration.maximumSessionsPerAddress == 5000)
    #expect(configuration.maximumConnectionsPerAddress == 10_000)
    // Not given: the server's defaults stand.
    var untouched = LiveServerConfiguration()
    ServerCommand.SessionLimits().apply(to: &untouched)
    #expect(untouched.maximumSessions == LiveServerConfiguration().maximumSessions)
  }

  @Test func printsHelp() throws {
    #expect(try options(["--help"]) == .help)
    #expect(try options(["-h", "--bogus"]) == .help)
    #expect(Gallery.command.usage.contains("--port N"))
    #expect(Gallery.command.usage.contains("--host ADDRESS"))
    #expect(Gallery.command.usage.contains("--log-level LEVEL"))
    #expect(Gallery.command.usage.contains("CASE_STUDIES_PORT"))
    // The help names every study the gallery serves.
    let usage = Gallery.command.usage.replacingOccurrences(of: "\n", with: " ")
    for study in CaseStudy.all {
      #expect(usage.contains(study.title), "\(study.title)")
    }
  }

  @Test func printsAnAddressAWildcardHostCanBeOpenedAt() {
    #expect(ServerCommand.displayHost("0.0.0.0") == "127.0.0.1")
    #expect(ServerCommand.displayHost("::") == "[::1]")
    #expect(ServerCommand.displayHost("::1") == "[::1]")
    #expect(ServerCommand.displayHost("192.168.1.2") == "192.168.1.2")
  }

  @Test func refusesBadCommandLinesWithAMessage() {
    let cases: [([String], [String: String], String)] = [
      (["--bogus"], [:], #"unknown argument "--bogus""#),
      (["8080"], [:], #"unknown argument "8080""#),
      (["--port"], [:], "--port needs a value, such as --port 8080"),
      (["--port", "http"], [:], #"--port must be a port number from 0 to 65535, not "http""#),
      (["--port", "-1"], [:], #"--port must be a port number from 0 to 65535, not "-1""#),
      (["--port=65536"], [:], #"--port must be a port number from 0 to 65535, not "65536""#),
      (
        ["--max-sessions", "lots"], [:],
        #"--max-sessions needs a count from 1 to 1000000, such as --max-sessions 1000, not "lots""#
      ),
      (
        ["--max-sessions-per-address"], [:],
        #"--max-sessions-per-address needs a count from 1 to 1000000, such as --max-sessions-per-address 1000, not """#
      ),
      (
        [], ["CASE_STUDIES_PORT": "eighty"],
        #"CASE_STUDIES_PORT must be a port number from 0 to 65535, not "eighty""#
      ),
    ]
    for (arguments, environment, message) in cases {
      #expect(throws: ServerCommand.Failure(message: message), "\(arguments)") {
        try options(arguments, environment)
      }
    }
  }
}
