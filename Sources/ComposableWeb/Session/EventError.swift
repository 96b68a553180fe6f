/// Why the session refused a message from the browser; the session carries on either way.
///
/// ```swift
/// #expect(throws: EventError.unknownNode("n999")) {
///   try session.dispatch(.click(id: "n999"))
/// }
/// ```
public enum EventError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The message is not valid JSON of the expected shape.
  case malformed(String)
  /// The message is longer than the limit.
  case tooLarge(bytes: Int, limit: Int)
  /// The message's type is not one the session knows.
  case unknownType(String)
  /// No element with this id is on this session's page.
  case unknownNode(String)
  /// The element exists but does not take this kind of event.
  case unsupportedEvent(type: String, id: String)
  /// The element is disabled.
  case disabled(String)
  /// The connection sent messages faster than its rate limit.
  case rateLimited
  /// A reply names no call this session's ``BrowserBridge`` is waiting for.
  case unknownCall(Int)

  public var description: String {
    switch self {
    case let .malformed(reason): "malformed message: \(reason)"
    case let .tooLarge(bytes, limit): "message of \(bytes) bytes exceeds the limit of \(limit)"
    case let .unknownType(type): "unknown message type \"\(type)\""
    case let .unknownNode(id): "unknown element \"\(id)\""
    case let .unsupportedEvent(type, id): "element \"\(id)\" does not take \"\(type)\" events"
    case let .disabled(id): "element \"\(id)\" is disabled"
    case .rateLimited: "too many messages; this one was dropped"
    case let .unknownCall(id): "reply to unknown call \(id)"
    }
  }
}
