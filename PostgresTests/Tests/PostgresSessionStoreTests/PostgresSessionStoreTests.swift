import ComposableWebPostgres
import ComposableWebServer
import Dispatch
import Foundation
import Logging
import PostgresNIO
import Testing

/// The database these tests use: `Scripts/postgres start` prints one. Without it they are
/// skipped, and `Scripts/test` fails in CI (where it starts one).
let databaseURL = ProcessInfo.processInfo.environment["COMPOSABLE_POSTGRES_URL"]

/// Session snapshots kept in PostgreSQL: what instances behind a proxy share.
@Suite(.enabled(if: databaseURL != nil, "COMPOSABLE_POSTGRES_URL names no database"))
struct PostgresSessionStoreTests {
  /// A table of this test's own, so tests running at once don't see each other's rows.
  let table = "sessions_\(UInt32.random(in: 0...UInt32.max))"

  func makeStore(timeout: Duration = .seconds(5)) throws -> PostgresSessionStore {
    try PostgresSessionStore(url: databaseURL ?? "", table: table, timeout: timeout)
  }

  @Test func keepsReplacesAndForgetsASnapshot() async throws {
    let store = try makeStore()
    let token = String(repeating: "ab", count: 16)
    try await blocking {
      #expect(try store.load(token) == nil)
      try store.save(Data("first".utf8), for: token)
      try store.save(Data("second".utf8), for: token)
      #expect(try store.load(token) == Data("second".utf8))
      #expect(try store.count() == 1)
      try store.remove(token)
      #expect(try store.load(token) == nil)
      // Removing what isn't there is not an error: a tab may leave twice.
      try store.remove(token)
    }
  }

  @Test func anotherInstanceReadsWhatOneSaved() async throws {
    // Two stores are two processes behind the proxy, each with its own connections.
    let first = try makeStore()
    let second = try makeStore()
    let snapshot = Data((0..<4096).map { UInt8(truncatingIfNeeded: $0 &* 31) })
    try await blocking {
      try first.save(snapshot, for: "0123456789abcdef")
      #expect(try second.load("0123456789abcdef") == snapshot)
      #expect(try second.load("fedcba9876543210") == nil)
    }
  }

  @Test func sweepsOnlyWhatIsOlderThanTheDate() async throws {
    let store = try makeStore()
    try await blocking {
      try store.save(Data("old".utf8), for: "aa")
      Thread.sleep(forTimeInterval: 0.05)
      let between = Date()
      Thread.sleep(forTimeInterval: 0.05)
      try store.save(Data("new".utf8), for: "bb")
      try store.removeSnapshots(savedBefore: between)
      #expect(try store.load("aa") == nil)
      #expect(try store.load("bb") == Data("new".utf8))
    }
  }

  @Test func keepsNoTokenInTheTable() async throws {
    let store = try makeStore()
    let token = "5f1c0ffee5f1c0ffee5f1c0ffee5f1c0"
    try await blocking { try store.save(Data("{}".utf8), for: token) }
    // Somebody who reads the table finds a digest, from which no tab can be resumed.
    let keys = try await withDatabase { client in
      let rows = try await client.query("SELECT token_digest FROM \(unescaped: table)")
      var keys: [Data] = []
      for try await key in rows.decode(Data.self) { keys.append(key) }
      return keys
    }
    #expect(keys.count == 1)
    #expect(keys.first?.count == 32)
    #expect(keys.first.map { String(decoding: $0, as: UTF8.self).contains(token) } == false)
  }

  @Test func aLostConnectionOrTableIsMadeAgain() async throws {
    let store = try makeStore()
    try await blocking { try store.save(Data("before".utf8), for: "ab12") }
    // The database ends the store's connection (a restart, a failover, an idle timeout)...
    let ended = try await withDatabase { client in
      let rows = try await client.query(
        """
        SELECT pg_terminate_backend(pid) FROM pg_stat_activity
        WHERE pid <> pg_backend_pid() AND datname = current_database()
          AND query LIKE '%\(unescaped: table)%'
        """)
      var ended = 0
      for try await terminated in rows.decode(Bool.self) where terminated { ended += 1 }
      return ended
    }
    #expect(ended == 1)
    // ...and the next call may fail, but the one after it connects again.
    try await blocking {
      _ = try? store.load("ab12")
      let snapshot = try store.load("ab12")
      #expect(snapshot == Data("before".utf8))
    }
    // A table dropped under the store is made again the same way.
    try await withDatabase { client in
      try await client.query("DROP TABLE \(unescaped: table)")
    }
    try await blocking {
      _ = try? store.save(Data("after".utf8), for: "ab12")
      try store.save(Data("after".utf8), for: "ab12")
      let snapshot = try store.load("ab12")
      #expect(snapshot == Data("after".utf8))
    }
  }

  @Test func refusesAnOversizedRowWithoutReadingIt() async throws {
    let store = try makeStore()
    try await blocking { try store.save(Data("{}".utf8), for: "cc") }
    let size = PostgresSessionStore.maximumReadSize + 1
    try await withDatabase { client in
      try await client.query(
        "UPDATE \(unescaped: table) SET snapshot = decode(repeat('00', \(size)::integer), 'hex')")
    }
    let error = await #expect(throws: PostgresSessionStoreError.self) {
      try await blocking { _ = try store.load("cc") }
    }
    #expect(error == .oversized(bytes: size))
  }

  @Test func aDatabaseThatDoesntAnswerIsAnErrorInTime() async throws {
    // A listening socket that never speaks: the store gives up after its timeout.
    let silent = try SilentListener()
    let store = try PostgresSessionStore(
      url: "postgres://app:hunter2@127.0.0.1:\(silent.port)/app?sslmode=disable",
      table: table, timeout: .milliseconds(300))
    let started = ContinuousClock.now
    let error = await #expect(throws: PostgresSessionStoreError.self) {
      try await blocking { _ = try store.load("dd") }
    }
    #expect(ContinuousClock.now - started < .seconds(3))
    #expect(error.map { "\($0)" }?.contains("didn't answer") == true)
    #expect(error.map { "\($0)" }?.contains("hunter2") == false)
  }

  @Test func aRefusedSignInSaysWhatTheServerSaid() async throws {
    let url = try #require(databaseURL).replacingOccurrences(
      of: "/postgres?", with: "/no_such_database?")
    let store = try PostgresSessionStore(url: url, table: table)
    let error = await #expect(throws: PostgresSessionStoreError.self) {
      try await blocking { try store.save(Data(), for: "ee") }
    }
    #expect(error.map { "\($0)" }?.contains("no_such_database") == true)
  }

  @Test func refusesBadURLsAndTableNames() {
    let cases: [(String, String)] = [
      ("mysql://app@db/app", "must start with postgres://"),
      ("postgres://db/app", "names no user"),
      ("postgres://app@db", "names no database"),
      ("postgres://app@db/app?sslmode=sometimes", "has sslmode \"sometimes\""),
      ("postgres://app@db/app?application_name=x", "doesn't know: \"application_name\""),
      ("postgres://app@:5432/app", "names no host"),
    ]
    for (url, message) in cases {
      let error = #expect(throws: PostgresSessionStoreError.self, "\(url)") {
        try PostgresSessionStore(url: url)
      }
      #expect(
        error.map { "\($0)" }?.contains(message) == true, "\(url): \(String(describing: error))")
    }
    for table in ["Sessions", "sessions; DROP TABLE users", "", "1st"] {
      #expect(throws: PostgresSessionStoreError.badTableName(table)) {
        try PostgresSessionStore(url: "postgres://app@db/app", table: table)
      }
    }
  }

  /// Runs `body` with a client of the test's own.
  @discardableResult
  func withDatabase<Value: Sendable>(
    _ body: @Sendable (PostgresClient) async throws -> Value
  ) async throws -> Value {
    var configuration = try #require(URLComponents(string: databaseURL ?? ""))
    configuration.query = nil
    let client = PostgresClient(
      configuration: .init(
        host: configuration.host ?? "127.0.0.1", port: configuration.port ?? 5432,
        username: configuration.user ?? "postgres", password: configuration.password,
        database: String(configuration.path.dropFirst()), tls: .disable),
      backgroundLogger: Logger(label: "tests"))
    return try await withThrowingTaskGroup { group in
      group.addTask { await client.run() }
      defer { group.cancelAll() }
      return try await body(client)
    }
  }
}

/// Runs `body` on a thread of its own, as the server calls its store from a queue of its own: a
/// store blocks its caller, which must not be one of the few threads Swift concurrency runs
/// tasks on.
func blocking<Value: Sendable>(_ body: @escaping @Sendable () throws -> Value) async throws
  -> Value
{
  try await withCheckedThrowingContinuation { continuation in
    Thread { continuation.resume(with: Result { try body() }) }.start()
  }
}

/// A TCP socket on loopback that accepts connections and never answers.
final class SilentListener: Sendable {
  let descriptor: Int32
  let port: Int

  init() throws {
    let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    address.sin_port = 0
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    let bound = withUnsafeMutablePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        bind(descriptor, $0, length) == 0 && listen(descriptor, 8) == 0
          && getsockname(descriptor, $0, &length) == 0
      }
    }
    guard bound else {
      close(descriptor)
      throw POSIXError(.EADDRNOTAVAIL)
    }
    self.descriptor = descriptor
    port = Int(UInt16(bigEndian: address.sin_port))
  }

  deinit { close(descriptor) }
}
