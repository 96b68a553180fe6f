import ComposableWeb
import Foundation

/// A session's root state as a store keeps it: the state's bytes and what they belong to.
///
/// ```swift
/// let snapshot = SessionSnapshot(path: "/todos", stateType: "TodosState", state: json)
/// try store.save(snapshot.encoded(), for: token)
/// ```
///
/// Stored as one line of JSON saying what the state is, then the state's own JSON as it was
/// encoded, so writing one costs a single encoding of the state. Read back, a snapshot is
/// trusted only if it is whole (its checksum holds), of this format, of a page this server
/// serves with the same state type, recent enough (within the reconnect grace period of when it
/// was written) and no larger than the server allows.
struct SessionSnapshot: Equatable, Sendable {
  /// The envelope's version: a snapshot of another is refused rather than misread.
  static let format = 1

  var format = Self.format
  /// The page the session is of.
  var path: String
  /// The root state's type, as `String(reflecting:)` names it.
  var stateType: String
  /// When the snapshot was written.
  var savedAt: Date
  /// The root state, as JSON.
  var state: Data
  /// FNV-1a of `state`: a file cut short or changed by hand doesn't match.
  var checksum: UInt64
  /// The server process that wrote it: a process removes only its own snapshots, so one that
  /// outlived a tab's move to another instance can't remove the snapshot the other now writes.
  var writer: String

  init(path: String, stateType: String, state: Data, savedAt: Date = Date(), writer: String = "") {
    self.path = path
    self.stateType = stateType
    self.savedAt = savedAt
    self.state = state
    self.checksum = fnv1a(state)
    self.writer = writer
  }

  /// The header line, then the state.
  func encoded() -> Data {
    var header = JSONWriter()
    header.object([
      "format": .int(format),
      "path": .string(path),
      "stateType": .string(stateType),
      "savedAt": .raw(String(savedAt.timeIntervalSince1970)),
      "checksum": .string(String(checksum, radix: 16)),
      "writer": .string(writer),
    ])
    var data = Data(header.output.utf8)
    data.append(UInt8(ascii: "\n"))
    data.append(state)
    return data
  }

  /// The header line as it is read back.
  private struct Header: Decodable {
    var format: Int
    var path: String
    var stateType: String
    var savedAt: Double
    var checksum: String
    var writer: String
  }

  /// The process that wrote a stored snapshot, read from its header alone; `nil` if the bytes
  /// are no snapshot.
  static func writer(of data: Data) -> String? {
    guard let newline = data.firstIndex(of: UInt8(ascii: "\n")) else { return nil }
    return (try? JSONDecoder().decode(Header.self, from: data[..<newline]))?.writer
  }

  /// Why a stored snapshot is refused.
  enum Refusal: Error, Equatable, CustomStringConvertible {
    case oversized(bytes: Int, limit: Int)
    case corrupt
    case otherFormat(Int)
    case unknownPage(String)
    case otherStateType(found: String, expected: String)
    case expired(age: Duration)
    case fromTheFuture

    var description: String {
      switch self {
      case let .oversized(bytes, limit): "it is \(bytes) bytes, over the limit of \(limit)"
      case .corrupt: "it is corrupt (not a snapshot, or its checksum doesn't match)"
      case let .otherFormat(format): "it is of format \(format), not \(SessionSnapshot.format)"
      case let .unknownPage(path): "its page \(path) is not served here"
      case let .otherStateType(found, expected):
        "its state is a \(found), and the page's is a \(expected)"
      case let .expired(age): "it is \(age) old, past the reconnect grace period"
      case .fromTheFuture: "it says it was written later than now"
      }
    }
  }

  /// The snapshot in `data`, checked against what this server serves.
  ///
  /// - Parameter stateType: The state type of the page at a path, `nil` if the server has no
  ///   such page (or it keeps no snapshots).
  static func decode(
    _ data: Data, maximumSize: Int, gracePeriod: Duration, now: Date = Date(),
    stateType: (String) -> String?
  ) -> Result<SessionSnapshot, Refusal> {
    guard data.count <= maximumSize else {
      return .failure(.oversized(bytes: data.count, limit: maximumSize))
    }
    guard let newline = data.firstIndex(of: UInt8(ascii: "\n")),
      let header = try? JSONDecoder().decode(Header.self, from: data[..<newline]),
      let checksum = UInt64(header.checksum, radix: 16)
    else {
      return .failure(.corrupt)
    }
    guard header.format == format else { return .failure(.otherFormat(header.format)) }
    let snapshot = SessionSnapshot(
      path: header.path, stateType: header.stateType, state: Data(data[(newline + 1)...]),
      savedAt: Date(timeIntervalSince1970: header.savedAt), writer: header.writer)
    guard snapshot.checksum == checksum else { return .failure(.corrupt) }
    guard let expected = stateType(snapshot.path) else {
      return .failure(.unknownPage(snapshot.path))
    }
    guard snapshot.stateType == expected else {
      return .failure(.otherStateType(found: snapshot.stateType, expected: expected))
    }
    let age = now.timeIntervalSince(snapshot.savedAt)
    guard age <= gracePeriod.timeInterval else { return .failure(.expired(age: .seconds(age))) }
    // Clocks of instances sharing a store differ a little; a snapshot from further ahead is
    // no honest one.
    guard age >= -60 else { return .failure(.fromTheFuture) }
    return .success(snapshot)
  }
}

/// The 64-bit FNV-1a hash of `data`: cheap, and enough to tell a damaged file (not a forged
/// one — a store is trusted with the bytes it holds, as the process is).
private func fnv1a(_ data: Data) -> UInt64 {
  var hash: UInt64 = 0xcbf2_9ce4_8422_2325
  for byte in data {
    hash ^= UInt64(byte)
    hash &*= 0x100_0000_01b3
  }
  return hash
}
