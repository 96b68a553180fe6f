#if PostgreSQL
  import Foundation
  import Logging
  import NIOSSL
  import PostgresNIO

  extension PostgresSessionStore {
    /// A store in the database a URL names, as `libpq` spells it.
    ///
    /// ```swift
    /// try PostgresSessionStore(url: "postgres://app:secret@db.internal/app?sslmode=require")
    /// try PostgresSessionStore(url: "postgres://app@/app?host=/run/postgresql")  // a socket
    /// ```
    ///
    /// `sslmode` is `disable`, `prefer` (the default: TLS when the server offers it) or
    /// `require`; `require`, `verify-ca` and `verify-full` all verify the server's certificate
    /// and name, as `verify-full` does.
    public convenience init(
      url: String,
      table: String = "composable_web_sessions",
      timeout: Duration = .seconds(5),
      logger: Logger = Logger(label: "ComposableWebPostgres")
    ) throws(PostgresSessionStoreError) {
      try self.init(
        configuration: Self.configuration(url: url), table: table, timeout: timeout,
        logger: logger)
    }

    /// The client configuration `url` names.
    static func configuration(url: String) throws(PostgresSessionStoreError)
      -> PostgresConnection.Configuration
    {
      guard let components = URLComponents(string: url) else {
        throw .badURL("is not a URL")
      }
      guard let scheme = components.scheme, ["postgres", "postgresql"].contains(scheme) else {
        throw .badURL("must start with postgres://")
      }
      guard let user = components.user, !user.isEmpty else {
        throw .badURL("names no user")
      }
      let database = components.path.hasPrefix("/") ? String(components.path.dropFirst()) : ""
      guard !database.isEmpty, !database.contains("/") else {
        throw .badURL("names no database (its path)")
      }
      var socket: String?
      var mode = "prefer"
      for item in components.queryItems ?? [] {
        switch (item.name, item.value ?? "") {
        case ("sslmode", "disable"), ("sslmode", "allow"), ("sslmode", "prefer"):
          mode = item.value ?? ""
        case ("sslmode", "require"), ("sslmode", "verify-ca"), ("sslmode", "verify-full"):
          mode = "require"
        case let ("sslmode", other):
          throw .badURL("has sslmode \"\(other.prefix(16))\", not disable, prefer or require")
        case let ("host", path) where path.hasPrefix("/"):
          socket = path
        case let (name, _):
          throw .badURL("has a parameter this store doesn't know: \"\(name.prefix(32))\"")
        }
      }
      let password = components.password
      if let socket {
        return .init(
          unixSocketPath: socket + "/.s.PGSQL.\(components.port ?? 5432)", username: user,
          password: password, database: database)
      }
      guard let host = components.host, !host.isEmpty else {
        throw .badURL("names no host")
      }
      guard (components.port ?? 5432) > 0 else { throw .badURL("has port 0") }
      let tls: PostgresConnection.Configuration.TLS
      if mode == "disable" {
        tls = .disable
      } else {
        let context: NIOSSLContext
        do {
          context = try NIOSSLContext(configuration: .makeClientConfiguration())
        } catch {
          throw .badURL("asks for TLS, which could not be set up here: \(error)")
        }
        tls = mode == "require" ? .require(context) : .prefer(context)
      }
      return .init(
        host: host, port: components.port ?? 5432, username: user, password: password,
        database: database, tls: tls)
    }
  }
#endif
