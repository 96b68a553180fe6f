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
    let object: Any
    do {
      object = try JSONSerialization.jsonObject(with: Data(text.utf8))
    } catch {
      throw .malformed("not JSON")
    }
    guard let fields = object as? [String: Any] else { throw .malformed("not a JSON object") }
    guard let type = fields["t"] as? String else { throw .malformed("no message type \"t\"") }
    sequence = (fields["s"] as? NSNumber).flatMap { Int(exactly: $0.doubleValue) }
    let knownTypes = [
      "click", "input", "toggle", "select", "slider", "step", "submit", "focus", "blur", "resize",
      "reply", "tap", "press", "drag",
    ]
    guard knownTypes.contains(type) else { throw .unknownType(String(type.prefix(64))) }
    if type == "reply" {
      self.init(content: .reply(try Self.reply(fields)), sequence: sequence)
      return
    }
    guard let id = fields["id"] as? String else { throw .malformed("no element id \"id\"") }
    let value = fields["v"]

    func string() throws(EventError) -> String {
      guard let string = value as? String else {
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
      guard let number = value as? NSNumber, !CFGetTypeIDIsBoolean(number),
        let count = Int(exactly: number.doubleValue), (1...2).contains(count)
      else {
        throw .malformed("\"tap\" needs a tap count \"v\" of 1 or 2")
      }
      event = .tap(id: id, count: count)
    case "drag":
      func coordinate(_ name: String) throws(EventError) -> Double {
        guard let number = fields[name] as? NSNumber, !CFGetTypeIDIsBoolean(number),
          number.doubleValue.isFinite, abs(number.doubleValue) < 1e7
        else {
          throw .malformed("\"drag\" needs a number \"\(name)\"")
        }
        return number.doubleValue
      }
      guard let end = fields["end"] as? NSNumber, CFGetTypeIDIsBoolean(end) else {
        throw .malformed("\"drag\" needs a Boolean \"end\"")
      }
      event = .drag(
        id: id,
        ClientEvent.Drag(
          startLocation: CGPoint(x: try coordinate("sx"), y: try coordinate("sy")),
          location: CGPoint(x: try coordinate("x"), y: try coordinate("y")),
          isEnded: end.boolValue
        )
      )
    case "focus": event = .focus(id: id)
    case "blur": event = .blur(id: id)
    case "toggle":
      // JSONSerialization reads `true` as an NSNumber; only a real Boolean will do.
      guard let number = value as? NSNumber, CFGetTypeIDIsBoolean(number) else {
        throw .malformed("\"toggle\" needs a Boolean value \"v\"")
      }
      event = .toggle(id: id, isOn: number.boolValue)
    case "slider":
      guard let number = value as? NSNumber, !CFGetTypeIDIsBoolean(number),
        number.doubleValue.isFinite
      else {
        throw .malformed("\"slider\" needs a number value \"v\"")
      }
      event = .slider(id: id, value: number.doubleValue)
    case "resize":
      func number(_ name: String) throws(EventError) -> Double {
        guard let number = fields[name] as? NSNumber, !CFGetTypeIDIsBoolean(number),
          number.doubleValue.isFinite
        else { throw .malformed("\"resize\" needs a number \"\(name)\"") }
        return number.doubleValue
      }
      let width = try number("w")
      let height = try number("h")
      guard width >= 0, height >= 0 else {
        throw .malformed("\"resize\" needs a size of at least zero")
      }
      event = .resize(id: id, width: width, height: height, x: try number("x"), y: try number("y"))
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
  private static func reply(_ fields: [String: Any]) throws(EventError) -> BrowserReply {
    guard let number = fields["id"] as? NSNumber, !CFGetTypeIDIsBoolean(number),
      let id = Int(exactly: number.doubleValue)
    else { throw .malformed("\"reply\" needs a call id \"id\"") }
    func clipped(_ text: String) -> String { String(text.prefix(BrowserReply.maximumTextLength)) }
    if let value = fields["v"] {
      guard let string = value as? String else {
        throw .malformed("\"reply\" needs a string value \"v\"")
      }
      return BrowserReply(id: id, result: .success(clipped(string)))
    }
    guard let kind = fields["err"] as? String else {
      throw .malformed("\"reply\" needs a value \"v\" or an error \"err\"")
    }
    let message = clipped(fields["msg"] as? String ?? "no reason given")
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

/// Whether a number JSONSerialization produced came from `true` or `false`.
private func CFGetTypeIDIsBoolean(_ number: NSNumber) -> Bool {
  // Foundation on Linux boxes JSON Booleans as NSNumber with the `c` (char) Objective-C type.
  String(cString: number.objCType) == "c" && (number == true || number == false)
}
