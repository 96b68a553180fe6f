import Foundation

/// Snapshots as files in a directory, one per session: the default store, for a server that
/// runs as a single process.
///
/// ```swift
/// configuration.sessionStore = .files(in: "/var/lib/my-app/sessions")
/// ```
///
/// A snapshot is written to a temporary file, then renamed over the old one, so a reader finds
/// the old snapshot or the new one, never half of one — also after the process is killed
/// (`kill -9`) in the middle of a write: the kernel has the file whatever becomes of the
/// process. Files are not flushed to the disk one by one (a write would cost several times
/// more), so a power cut can lose the last few seconds' snapshots; those tabs start over. The
/// directory is made readable by its owner only, and so are the files: a session's token names
/// its file, and whoever holds a token holds the session.
public struct FileSessionStore: SessionStore {
  /// The directory the snapshots are in.
  public let directory: String

  public init(directory: String) {
    self.directory = directory.hasSuffix("/") ? String(directory.dropLast()) : directory
  }

  public func save(_ snapshot: Data, for token: String) throws {
    let path = try self.path(of: token)
    try FileManager.default.createDirectory(
      atPath: directory, withIntermediateDirectories: true,
      attributes: [.posixPermissions: 0o700])
    // One writer per session at a time in a process; the process id keeps two processes
    // sharing the directory apart.
    let temporary = path + ".\(getpid()).tmp"
    let descriptor = open(temporary, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    guard descriptor >= 0 else { throw StoreError.unwritable(path: temporary, errno: errno) }
    var written = 0
    let failure: Int32? = snapshot.withUnsafeBytes { bytes -> Int32? in
      while written < bytes.count {
        let result = write(descriptor, bytes.baseAddress! + written, bytes.count - written)
        if result < 0 {
          if errno == EINTR { continue }
          return errno
        }
        written += result
      }
      return nil
    }
    close(descriptor)
    if let failure {
      unlink(temporary)
      throw StoreError.unwritable(path: temporary, errno: failure)
    }
    guard rename(temporary, path) == 0 else {
      let failure = errno
      unlink(temporary)
      throw StoreError.unwritable(path: path, errno: failure)
    }
  }

  public func load(_ token: String) throws -> Data? {
    let path = try self.path(of: token)
    guard FileManager.default.fileExists(atPath: path) else { return nil }
    return try Data(contentsOf: URL(fileURLWithPath: path))
  }

  public func removeSnapshots(savedBefore date: Date) throws {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
    for name in names where name.hasSuffix(".json") || name.hasSuffix(".tmp") {
      var status = stat()
      let path = directory + "/" + name
      guard stat(path, &status) == 0 else { continue }
      let modified = Double(status.st_mtim.tv_sec) + Double(status.st_mtim.tv_nsec) / 1e9
      if modified < date.timeIntervalSince1970 { unlink(path) }
    }
  }

  public func remove(_ token: String) throws {
    let path = try self.path(of: token)
    if unlink(path) != 0, errno != ENOENT {
      throw StoreError.unwritable(path: path, errno: errno)
    }
  }

  /// The file of a session: its token, which must be what the server makes (hex digits), so no
  /// token can name a file elsewhere.
  private func path(of token: String) throws -> String {
    guard !token.isEmpty, token.count <= 64, token.utf8.allSatisfy(isHexDigit) else {
      throw StoreError.malformedToken
    }
    return directory + "/" + token + ".json"
  }

  /// What went wrong with a file store.
  public enum StoreError: Error, CustomStringConvertible {
    /// A token that isn't a session token (only hex digits name files).
    case malformedToken
    /// A file that could not be written, renamed or removed.
    case unwritable(path: String, errno: Int32)

    public var description: String {
      switch self {
      case .malformedToken: "not a session token"
      case let .unwritable(path, code): "\(path): \(String(cString: strerror(code)))"
      }
    }
  }
}

private func isHexDigit(_ byte: UInt8) -> Bool {
  (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(byte)
}
