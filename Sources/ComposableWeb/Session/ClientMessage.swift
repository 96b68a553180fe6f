import Foundation

/// A message from the client script: an event (or the answer to a ``BrowserBridge`` call) and
/// the sequence number the answer acknowledges.
///
/// ```swift
/// let message = try ClientMessage(parsing: #"{"t":"input","id":"n7","v":"Blob","s":3}"#)
/// message.content   // .event(.input(id: "n7", value: "Blob"))
/// message.sequence  // 3
/// ```
struct ClientMessage: Equatable {
  /// Messages longer than this are refused unread.
  static let maximumSize = 64 * 1024

  /// What a message carries.
  enum Content: Equatable {
    /// Something the user did.
    case event(ClientEvent)
    /// The page's answer to a bridge call.
    case reply(BrowserReply)
  }

  let content: Content
  let sequence: Int?

  /// A message that could not be parsed: why, and its sequence number if it had a readable
  /// one, so the error frame can still answer it.
  struct Failure: Error {
    let error: EventError
    let sequence: Int?
  }

  init(content: Content, sequence: Int?) {
    self.content = content
    self.sequence = sequence
  }

  /// Parses a message, refusing anything oversized, malformed or of an unknown type.
  init(parsing text: String) throws(Failure) {
    var sequence: Int?
    do {
      try self.init(parsing: text, sequence: &sequence)
    } catch {
      throw Failure(error: error, sequence: sequence)
    }
  }

  private init(parsing text: String, sequence: inout Int?) throws(EventError) {
    let size = text.utf8.count
    guard size <= Self.maximumSize else {
      throw .tooLarge(bytes: size, limit: Self.maximumSize)
    }
    var text = text
    let fields: MessageFields
    do {
      fields = try text.withUTF8 { bytes in try MessageFields(parsing: bytes) }
    } catch {
      throw error as? EventError ?? .malformed("not JSON")
    }
    guard case let .string(type) = fields[.type] else {
      throw .malformed("no message type \"t\"")
    }
    if case let .number(number) = fields[.sequence] { sequence = Int(exactly: number) }
    let knownTypes = [
      "click", "input", "toggle", "select", "slider", "step", "submit", "focus", "blur", "resize",
      "reply", "tap", "press", "drag",
    ]
    guard knownTypes.contains(type) else { throw .unknownType(String(type.prefix(64))) }
    if type == "reply" {
      self.init(content: .reply(try Self.reply(fields)), sequence: sequence)
      return
    }
    guard case let .string(id) = fields[.id] else { throw .malformed("no element id \"id\"") }
    let value = fields[.value]

    func string() throws(EventError) -> String {
      guard case let .string(string) = value else {
        throw .malformed("\"\(type)\" needs a string value \"v\"")
      }
      return string
    }

    let event: ClientEvent
    switch type {
    case "click": event = .click(id: id)
    case "input": event = .input(id: id, value: try string())
    case "select": event = .select(id: id, value: try string())
    case "submit": event = .submit(id: id)
    case "press": event = .longPress(id: id)
    case "tap":
      guard case let .number(number) = value, let count = Int(exactly: number),
        (1...2).contains(count)
      else {
        throw .malformed("\"tap\" needs a tap count \"v\" of 1 or 2")
      }
      event = .tap(id: id, count: count)
    case "drag":
      func coordinate(_ key: MessageFields.Key) throws(EventError) -> Double {
        guard case let .number(number) = fields[key], number.isFinite, abs(number) < 1e7 else {
          throw .malformed("\"drag\" needs a number \"\(key.name)\"")
        }
        return number
      }
      guard case let .bool(isEnded) = fields[.end] else {
        throw .malformed("\"drag\" needs a Boolean \"end\"")
      }
      event = .drag(
        id: id,
        ClientEvent.Drag(
          startLocation: CGPoint(x: try coordinate(.startX), y: try coordinate(.startY)),
          location: CGPoint(x: try coordinate(.x), y: try coordinate(.y)),
          isEnded: isEnded
        )
      )
    case "focus": event = .focus(id: id)
    case "blur": event = .blur(id: id)
    case "toggle":
      guard case let .bool(isOn) = value else {
        throw .malformed("\"toggle\" needs a Boolean value \"v\"")
      }
      event = .toggle(id: id, isOn: isOn)
    case "slider":
      guard case let .number(number) = value, number.isFinite else {
        throw .malformed("\"slider\" needs a number value \"v\"")
      }
      event = .slider(id: id, value: number)
    case "resize":
      func number(_ key: MessageFields.Key) throws(EventError) -> Double {
        guard case let .number(number) = fields[key], number.isFinite else {
          throw .malformed("\"resize\" needs a number \"\(key.name)\"")
        }
        return number
      }
      let width = try number(.width)
      let height = try number(.height)
      guard width >= 0, height >= 0 else {
        throw .malformed("\"resize\" needs a size of at least zero")
      }
      event = .resize(id: id, width: width, height: height, x: try number(.x), y: try number(.y))
    case "step":
      switch try string() {
      case "inc": event = .step(id: id, increment: true)
      case "dec": event = .step(id: id, increment: false)
      default: throw .malformed("\"step\" needs \"inc\" or \"dec\"")
      }
    default:
      throw .unknownType(type)
    }
    self.init(content: .event(event), sequence: sequence)
  }

  /// Reads a reply: a call id, and a string value `v` or an error kind `err` with a message.
  private static func reply(_ fields: MessageFields) throws(EventError) -> BrowserReply {
    guard case let .number(number) = fields[.id], let id = Int(exactly: number) else {
      throw .malformed("\"reply\" needs a call id \"id\"")
    }
    func clipped(_ text: String) -> String { String(text.prefix(BrowserReply.maximumTextLength)) }
    if let value = fields[.value] {
      guard case let .string(string) = value else {
        throw .malformed("\"reply\" needs a string value \"v\"")
      }
      return BrowserReply(id: id, result: .success(clipped(string)))
    }
    guard case let .string(kind) = fields[.error] else {
      throw .malformed("\"reply\" needs a value \"v\" or an error \"err\"")
    }
    let message: String
    if case let .string(text) = fields[.errorMessage] {
      message = clipped(text)
    } else {
      message = "no reason given"
    }
    switch kind {
    case "unsupported":
      return BrowserReply(id: id, result: .failure(.unsupported(message)))
    case "failed":
      return BrowserReply(id: id, result: .failure(.failed(message)))
    default:
      throw .malformed("unknown reply error \"\(kind.prefix(64))\"")
    }
  }
}
