#if PostgreSQL
  import PostgresNIO

  /// What went wrong with a ``PostgresSessionStore``. Descriptions never hold a token, a
  /// snapshot, or the password of a URL.
  public enum PostgresSessionStoreError: Error, Equatable, CustomStringConvertible {
    /// A URL that isn't `postgres://USER[:PASSWORD]@HOST[:PORT]/DATABASE[?sslmode=…]`.
    case badURL(String)
    /// A table name other than lowercase letters, digits and underscores.
    case badTableName(String)
    /// The database didn't answer in time.
    case timedOut(String, after: Duration)
    /// The database refused, or couldn't be reached; with what it said.
    case database(String, String)
    /// A stored snapshot larger than ``PostgresSessionStore/maximumReadSize``.
    case oversized(bytes: Int)

    public var description: String {
      switch self {
      case let .badURL(reason):
        "the database URL \(reason); expected postgres://USER[:PASSWORD]@HOST[:PORT]/DATABASE"
      case let .badTableName(name):
        "\"\(name.prefix(64))\" is not a table name of lowercase letters, digits and underscores"
      case let .timedOut(what, timeout):
        "PostgreSQL didn't answer within \(timeout) when asked to \(what)"
      case let .database(what, message):
        "PostgreSQL could not \(what): \(message)"
      case let .oversized(bytes):
        "a stored snapshot of \(bytes) bytes is over the store's "
          + "\(PostgresSessionStore.maximumReadSize) bytes: not read"
      }
    }

    /// The error, naming what the store was asked to do.
    func asked(_ what: String) -> Self {
      guard case let .timedOut(_, timeout) = self else { return self }
      return .timedOut(what, after: timeout)
    }

    /// What the server said, or the kind of failure: `PSQLError`'s own description hides both.
    static func describe(_ error: any Error) -> String {
      guard let error = error as? PSQLError else { return "\(error)" }
      if let message = error.serverInfo?[.message] {
        let state = error.serverInfo?[.sqlState].map { " (SQLSTATE \($0))" } ?? ""
        return message + state
      }
      if let underlying = error.underlying {
        return "\(error.code): \(underlying)"
      }
      return "\(error.code)"
    }
  }
#endif
