import Foundation

/// Snapshots as files in a directory, one per session: the default store, for a server that
/// runs as a single process, or several on one machine sharing the directory.
///
/// ```swift
/// configuration.sessionStore = .files(in: "/var/lib/my-app/sessions")
/// ```
///
/// A snapshot is written to a temporary file, then renamed over the old one, so a reader finds
/// the old snapshot or the new one, never half of one — also after the process is killed
/// (`kill -9`) in the middle of a write: the kernel has the file whatever becomes of the
/// process. Files are not flushed to the disk one by one (a write would cost several times
/// more), so a power cut can lose the last few seconds' snapshots; those tabs start over.
///
/// A session's token names its file, and whoever holds a token holds the session, so the
/// directory must be the server's own: it is made readable by its owner only, and a directory
/// another user owns or can read, or a link in place of one, is refused. Only a token the
/// server makes (hex digits) names a file, files are opened without following links, and only
/// regular files no larger than ``maximumFileSize`` are read.
public struct FileSessionStore: SessionStore {
  /// The directory the snapshots are in.
  public let directory: String

  /// The largest file read back; the server's own limit on snapshots is far lower.
  public static let maximumFileSize = 16 << 20

  public init(directory: String) {
    self.directory = directory.hasSuffix("/") ? String(directory.dropLast()) : directory
  }

  public func save(_ snapshot: Data, for token: String) throws {
    let path = try self.path(of: token)
    try makeDirectory()
    // A random name of its own: two processes sharing the directory (containers are often
    // both process 1) never write the same temporary file.
    let temporary = path + "." + String(UInt64.random(in: .min ... .max), radix: 16) + ".tmp"
    let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
    guard descriptor >= 0 else { throw StoreError.unwritable(directory: directory, errno: errno) }
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
      throw StoreError.unwritable(directory: directory, errno: failure)
    }
    guard rename(temporary, path) == 0 else {
      let failure = errno
      unlink(temporary)
      throw StoreError.unwritable(directory: directory, errno: failure)
    }
  }

  public func load(_ token: String) throws -> Data? {
    let path = try self.path(of: token)
    guard (try? checkDirectory()) != nil else { return nil }
    let descriptor = open(path, O_RDONLY | O_NOFOLLOW | O_CLOEXEC | O_NONBLOCK)
    guard descriptor >= 0 else {
      if errno == ENOENT { return nil }
      throw StoreError.unreadable(directory: directory, errno: errno)
    }
    defer { close(descriptor) }
    var status = stat()
    guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG,
      status.st_size <= Self.maximumFileSize
    else {
      throw StoreError.notASnapshotFile
    }
    var data = Data(count: Int(status.st_size))
    let count = data.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
    guard count >= 0 else { throw StoreError.unreadable(directory: directory, errno: errno) }
    return data.prefix(count)
  }

  public func remove(_ token: String) throws {
    let path = try self.path(of: token)
    if unlink(path) != 0, errno != ENOENT {
      throw StoreError.unwritable(directory: directory, errno: errno)
    }
  }

  public func removeSnapshots(savedBefore date: Date) throws {
    guard (try? checkDirectory()) != nil else { return }
    let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
    // Only files this store writes: a token's snapshot, or a temporary one a killed process
    // left behind. Anything else in the directory is not the store's to remove.
    for name in names where isSnapshotFileName(name) {
      let path = directory + "/" + name
      let attributes = try? FileManager.default.attributesOfItem(atPath: path)
      if let modified = attributes?[.modificationDate] as? Date, modified < date {
        unlink(path)
      }
    }
  }

  /// Makes the directory if it is missing (readable by its owner only), and checks it.
  private func makeDirectory() throws {
    if mkdir(directory, 0o700) != 0, errno != EEXIST {
      try FileManager.default.createDirectory(
        atPath: directory, withIntermediateDirectories: true,
        attributes: [.posixPermissions: 0o700])
    }
    try checkDirectory()
  }

  /// Refuses a directory that isn't this user's own: a link, another user's, or one others can
  /// read or write (they could list the tokens its files are named by, or plant files).
  private func checkDirectory() throws {
    var status = stat()
    guard lstat(directory, &status) == 0 else {
      throw StoreError.unreadable(directory: directory, errno: errno)
    }
    guard status.st_mode & S_IFMT == S_IFDIR, status.st_uid == geteuid(),
      status.st_mode & 0o077 == 0
    else {
      throw StoreError.unsafeDirectory(directory)
    }
  }

  /// The file of a session: its token, which must be what the server makes (hex digits), so no
  /// token can name a file elsewhere.
  private func path(of token: String) throws -> String {
    guard isToken(Substring(token)) else { throw StoreError.malformedToken }
    return directory + "/" + token + ".json"
  }

  /// What went wrong with a file store. Descriptions never name a file: its name is a token.
  public enum StoreError: Error, CustomStringConvertible {
    /// A token that isn't a session token (only hex digits name files).
    case malformedToken
    /// A directory that isn't the server user's own, or that others can read or write.
    case unsafeDirectory(String)
    /// A file in the directory that is not a regular file, or is too large.
    case notASnapshotFile
    /// A file in the directory that could not be written, renamed or removed.
    case unwritable(directory: String, errno: Int32)
    /// A file in the directory, or the directory, that could not be read.
    case unreadable(directory: String, errno: Int32)

    public var description: String {
      switch self {
      case .malformedToken: "not a session token"
      case let .unsafeDirectory(directory):
        "\(directory) is not this user's own directory (mode 0700, not a link): refused"
      case .notASnapshotFile: "a session's file is not a regular file of a snapshot's size"
      case let .unwritable(directory, code):
        "a session's file in \(directory): \(String(cString: strerror(code)))"
      case let .unreadable(directory, code):
        "a session's file in \(directory): \(String(cString: strerror(code)))"
      }
    }
  }
}

/// Whether `name` is a token the server makes: 1 to 64 lowercase hex digits.
private func isToken(_ name: Substring) -> Bool {
  !name.isEmpty && name.utf8.count <= 64
    && name.utf8.allSatisfy { byte in
      (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
        || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(byte)
    }
}

/// Whether `name` is a file this store writes: `<token>.json`, or `<token>.json.<hex>.tmp`.
private func isSnapshotFileName(_ name: String) -> Bool {
  let parts = name.split(separator: ".", omittingEmptySubsequences: false)
  switch parts.count {
  case 2: return isToken(parts[0]) && parts[1] == "json"
  case 4: return isToken(parts[0]) && parts[1] == "json" && isToken(parts[2]) && parts[3] == "tmp"
  default: return false
  }
}
