#if PostgreSQL
  import ComposableWebServer
  import Foundation
  import Logging
  import NIOCore
  import PostgresNIO
  import Synchronization

  /// Session snapshots in a PostgreSQL table, which every instance of a server shares.
  ///
  /// ```swift
  /// var configuration = LiveServerConfiguration()
  /// configuration.sessionStore = try PostgresSessionStore(
  ///   url: "postgres://app@db.internal:5432/app")
  /// ```
  ///
  /// ## Motivation
  ///
  /// Files in a directory (`FileSessionStore`) let instances on one machine
  /// take over each other's tabs. Instances on several machines behind a proxy need a store they
  /// all reach: with this one, a tab whose instance went away reconnects through the proxy to
  /// another instance, which reads the tab's snapshot from the database and carries on.
  ///
  /// The store makes its table (``table``) when it first needs it. A row holds a snapshot, the
  /// time it was saved, and the SHA-256 digest of its session's token, never the token itself:
  /// somebody who reads the table can't take over a tab with what they find there.
  ///
  /// The server calls a store from one background queue, one call at a time, and lets it block:
  /// each call here runs its query on the store's one connection (made again when it is lost)
  /// and waits for it at most ``timeout``; a call that takes longer throws, and the server logs
  /// it and goes on (a tab starts over rather than waits).
  public final class PostgresSessionStore: SessionStore {
    /// The table's name.
    public let table: String
    /// How long a call waits for the database (to connect, and for its query) before it gives up.
    public let timeout: Duration
    /// The largest snapshot `load` returns; a larger row is refused without being read.
    public static let maximumReadSize = 16 << 20

    private let configuration: PostgresConnection.Configuration
    private let logger: Logger
    private let eventLoop: any EventLoop
    /// The store's one connection, made on first use and again after it is lost. One is enough:
    /// the server calls its store one call at a time.
    private let connection = Mutex<PostgresConnection?>(nil)
    private let tableIsReady = Mutex(false)

    /// A store that connects to the database `configuration` names, and keeps snapshots in
    /// `table` (made if missing).
    ///
    /// - Parameters:
    ///   - configuration: Where the database is, and how to sign in.
    ///   - table: A table name of lowercase letters, digits and underscores.
    ///   - timeout: How long a call waits for the database.
    ///   - logger: Where the connection logs its troubles.
    public init(
      configuration: PostgresConnection.Configuration,
      table: String = "composable_web_sessions",
      timeout: Duration = .seconds(5),
      logger: Logger = Logger(label: "ComposableWebPostgres")
    ) throws(PostgresSessionStoreError) {
      guard Self.isTableName(table) else { throw .badTableName(table) }
      self.table = table
      self.timeout = timeout
      self.logger = logger
      self.configuration = configuration
      self.eventLoop = PostgresClient.defaultEventLoopGroup.any()
    }

    deinit {
      connection.withLock { $0 }.map(Self.close)
    }

    public func save(_ snapshot: Data, for token: String) throws {
      _ = try run(
        "save a snapshot",
        """
        INSERT INTO \(unescaped: table) (token_digest, snapshot, saved_at)
        VALUES (sha256(convert_to(\(token), 'UTF8')), \(snapshot), \(Date()))
        ON CONFLICT (token_digest)
        DO UPDATE SET snapshot = EXCLUDED.snapshot, saved_at = EXCLUDED.saved_at
        """)
    }

    public func load(_ token: String) throws -> Data? {
      let rows = try run(
        "read a snapshot",
        """
        SELECT CASE WHEN octet_length(snapshot) <= \(Self.maximumReadSize) THEN snapshot END,
          octet_length(snapshot)
        FROM \(unescaped: table) WHERE token_digest = sha256(convert_to(\(token), 'UTF8'))
        """)
      guard let row = rows.first else { return nil }
      let (snapshot, size): (Data?, Int)
      do {
        (snapshot, size) = try row.decode((Data?, Int).self)
      } catch {
        throw PostgresSessionStoreError.database(
          "read a snapshot", PostgresSessionStoreError.describe(error))
      }
      guard let snapshot else { throw PostgresSessionStoreError.oversized(bytes: size) }
      return snapshot
    }

    public func remove(_ token: String) throws {
      _ = try run(
        "remove a snapshot",
        """
        DELETE FROM \(unescaped: table)
        WHERE token_digest = sha256(convert_to(\(token), 'UTF8'))
        """)
    }

    public func removeSnapshots(savedBefore date: Date) throws {
      _ = try run(
        "remove old snapshots", "DELETE FROM \(unescaped: table) WHERE saved_at < \(date)")
    }

    /// How many snapshots the table holds.
    public func count() throws -> Int {
      let rows = try run("count snapshots", "SELECT count(*) FROM \(unescaped: table)")
      do {
        return try rows.first?.decode(Int.self) ?? 0
      } catch {
        throw PostgresSessionStoreError.database(
          "count snapshots", PostgresSessionStoreError.describe(error))
      }
    }

    /// Runs `query` and waits for its rows, at most ``timeout``: connects first if needed, and
    /// makes the table the first time. Blocks its caller, which is the server's store queue;
    /// the work happens on a SwiftNIO event loop, so no Swift concurrency thread is held.
    private func run(_ what: String, _ query: PostgresQuery) throws(PostgresSessionStoreError)
      -> [PostgresRow]
    {
      let deadline = NIODeadline.now() + TimeAmount(timeout)
      do {
        let connection = try connected(by: deadline)
        if !tableIsReady.withLock({ $0 }) {
          try makeTable(on: connection, by: deadline)
          tableIsReady.withLock { $0 = true }
        }
        return try wait(for: connection.query(query, logger: logger), by: deadline).rows
      } catch let error as PostgresSessionStoreError {
        throw error.asked(what)
      } catch {
        dropConnectionIfClosed()
        if let error = error as? PSQLError, error.serverInfo?[.sqlState] == "42P01" {
          // undefined_table: somebody dropped it; the next call makes it again.
          tableIsReady.withLock { $0 = false }
        }
        throw .database(what, PostgresSessionStoreError.describe(error))
      }
    }

    /// The open connection, or a new one.
    private func connected(by deadline: NIODeadline) throws -> PostgresConnection {
      // A connection's state is read on its event loop.
      if let open = connection.withLock({ $0 }),
        try !eventLoop.submit({ open.isClosed }).wait()
      {
        return open
      }
      let made = try wait(
        for: PostgresConnection.connect(
          on: eventLoop, configuration: configuration, id: 1, logger: logger),
        by: deadline)
      connection.withLock { $0 = made }
      return made
    }

    /// Makes the table and its index. Two instances starting together may both try: the
    /// loser's "already exists" is success too.
    private func makeTable(on connection: PostgresConnection, by deadline: NIODeadline) throws {
      do {
        _ = try wait(
          for: connection.query(
            """
            CREATE TABLE IF NOT EXISTS \(unescaped: table) (
              token_digest bytea PRIMARY KEY,
              snapshot bytea NOT NULL,
              saved_at timestamptz NOT NULL
            )
            """,
            logger: logger),
          by: deadline)
        _ = try wait(
          for: connection.query(
            """
            CREATE INDEX IF NOT EXISTS \(unescaped: table)_saved_at
            ON \(unescaped: table) (saved_at)
            """,
            logger: logger),
          by: deadline)
      } catch let error as PSQLError
        where ["23505", "42P07"].contains(error.serverInfo?[.sqlState])
      {
        // unique_violation (pg_type) or duplicate_table: another instance made it first.
      }
    }

    /// Waits for `future`, failing when `deadline` passes first; a connection that is in the
    /// middle of something that late is closed, so the next call starts afresh.
    private func wait<Value: Sendable>(
      for future: EventLoopFuture<Value>, by deadline: NIODeadline
    ) throws -> Value {
      let promise = future.eventLoop.makePromise(of: Value.self)
      future.cascade(to: promise)
      let timer = future.eventLoop.scheduleTask(deadline: deadline) {
        promise.fail(PostgresSessionStoreError.timedOut("", after: self.timeout))
      }
      defer { timer.cancel() }
      do {
        return try promise.futureResult.wait()
      } catch let error as PostgresSessionStoreError {
        connection.withLock { connection in
          connection.map(Self.close)
          connection = nil
        }
        throw error
      }
    }

    /// Closes `connection` without waiting (its event-loop form: the other one is `async`), and
    /// keeps it until it is closed, as it requires.
    private static func close(_ connection: PostgresConnection) {
      let closing: EventLoopFuture<Void> = connection.close()
      closing.whenComplete { _ in withExtendedLifetime(connection) {} }
    }

    /// Forgets a connection the database or the network closed.
    private func dropConnectionIfClosed() {
      guard let open = connection.withLock({ $0 }),
        (try? eventLoop.submit({ open.isClosed }).wait()) != false
      else { return }
      connection.withLock { $0 = nil }
      Self.close(open)
    }

    /// Whether `name` is safe to write into a query unquoted: it is never a parameter.
    static func isTableName(_ name: String) -> Bool {
      guard let first = name.utf8.first, (1...48).contains(name.utf8.count),
        first == UInt8(ascii: "_") || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(first)
      else { return false }
      return name.utf8.allSatisfy {
        $0 == UInt8(ascii: "_") || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains($0)
          || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0)
      }
    }
  }
#else
  /// Session snapshots in PostgreSQL: turn on the `PostgreSQL` trait to build it.
  @available(
    *, unavailable,
    message: """
      PostgresSessionStore needs the PostgreSQL trait of swift-composable-architecture-linux: \
      traits: ["PostgreSQL"] on the package's line, or swift build --traits PostgreSQL
      """
  )
  public final class PostgresSessionStore {}
#endif
