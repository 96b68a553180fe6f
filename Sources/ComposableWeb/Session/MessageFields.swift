/// The fields of a client message: one JSON object, read straight from its UTF-8 bytes.
///
/// ```swift
/// var text = #"{"t":"click","id":"n9","s":1}"#
/// let fields = try text.withUTF8 { try MessageFields(parsing: $0) }
/// fields[.type]      // .string("click")
/// fields[.sequence]  // .number(1)
/// ```
///
/// ## Motivation
///
/// Every click, keystroke and drag update is one of these, so reading one is on the path of
/// every event. The protocol's objects are flat and their keys few: the reader keeps the fields
/// it knows in place, skips (but still checks) any other, and makes a `String` only for string
/// values, which the short ids of the protocol keep inline. Anything that isn't one JSON object
/// is refused as `JSONSerialization` would: "not JSON", or "not a JSON object" for another
/// valid JSON value.
struct MessageFields {
  /// The keys of the protocol's messages.
  enum Key: Int, CaseIterable {
    case type, id, value, sequence
    case startX, startY, x, y, end
    case width, height
    case error, errorMessage

    init?(_ name: String) {
      switch name {
      case "t": self = .type
      case "id": self = .id
      case "v": self = .value
      case "s": self = .sequence
      case "sx": self = .startX
      case "sy": self = .startY
      case "x": self = .x
      case "y": self = .y
      case "end": self = .end
      case "w": self = .width
      case "h": self = .height
      case "err": self = .error
      case "msg": self = .errorMessage
      default: return nil
      }
    }

    /// The key as the message spells it.
    var name: String {
      switch self {
      case .type: "t"
      case .id: "id"
      case .value: "v"
      case .sequence: "s"
      case .startX: "sx"
      case .startY: "sy"
      case .x: "x"
      case .y: "y"
      case .end: "end"
      case .width: "w"
      case .height: "h"
      case .error: "err"
      case .errorMessage: "msg"
      }
    }
  }

  /// A field's value.
  enum Value: Equatable {
    case string(String)
    case number(Double)
    case bool(Bool)
    case null
    /// An object or an array: no field of the protocol takes one.
    case nested
  }

  private var values = InlineArray<13, Value?>(repeating: nil)

  /// The value of `key`, if the message has it (the last one, if it has it twice).
  subscript(key: Key) -> Value? {
    values[key.rawValue]
  }

  /// Reads one JSON object.
  init(parsing bytes: UnsafeBufferPointer<UInt8>) throws(EventError) {
    var reader = JSONReader(bytes: bytes)
    reader.skipWhitespace()
    guard reader.peek() == UInt8(ascii: "{") else {
      // Valid JSON that isn't an object gets its own message.
      var validator = JSONReader(bytes: bytes)
      let isJSON = (try? validator.document()) != nil
      throw .malformed(isJSON ? "not a JSON object" : "not JSON")
    }
    var values = self.values
    do {
      try reader.object { key, reader throws(JSONReader.Invalid) in
        let value = try reader.value(depth: 1)
        if let key = Key(key) { values[key.rawValue] = value }
      }
      reader.skipWhitespace()
      guard reader.isAtEnd else { throw JSONReader.Invalid() }
    } catch {
      throw .malformed("not JSON")
    }
    self.values = values
  }
}

/// A reader of JSON text (RFC 8259) over UTF-8 bytes, for ``MessageFields``.
private struct JSONReader {
  struct Invalid: Error {}

  /// Deeper than this is refused: a message is flat, and recursion must stay bounded.
  static let maximumDepth = 64

  let bytes: UnsafeBufferPointer<UInt8>
  var index = 0

  var isAtEnd: Bool { index == bytes.count }

  func peek() -> UInt8? {
    index < bytes.count ? bytes[index] : nil
  }

  mutating func skipWhitespace() {
    while let byte = peek(),
      byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r")
        || byte == UInt8(ascii: "\t")
    {
      index += 1
    }
  }

  mutating func consume(_ byte: UInt8) throws(Invalid) {
    guard peek() == byte else { throw Invalid() }
    index += 1
  }

  /// A whole document: one value and nothing after it.
  mutating func document() throws(Invalid) {
    skipWhitespace()
    _ = try value(depth: 0)
    skipWhitespace()
    guard isAtEnd else { throw Invalid() }
  }

  /// An object, each member handed to `member` with the reader at its value.
  mutating func object(
    _ member: (String, inout JSONReader) throws(Invalid) -> Void
  ) throws(Invalid) {
    try consume(UInt8(ascii: "{"))
    skipWhitespace()
    if peek() == UInt8(ascii: "}") {
      index += 1
      return
    }
    while true {
      skipWhitespace()
      let key = try string()
      skipWhitespace()
      try consume(UInt8(ascii: ":"))
      skipWhitespace()
      try member(key, &self)
      skipWhitespace()
      switch peek() {
      case UInt8(ascii: ","): index += 1
      case UInt8(ascii: "}"):
        index += 1
        return
      default: throw Invalid()
      }
    }
  }

  mutating func value(depth: Int) throws(Invalid) -> MessageFields.Value {
    switch peek() {
    case UInt8(ascii: "\""): return .string(try string())
    case UInt8(ascii: "t"):
      try literal("true")
      return .bool(true)
    case UInt8(ascii: "f"):
      try literal("false")
      return .bool(false)
    case UInt8(ascii: "n"):
      try literal("null")
      return .null
    case UInt8(ascii: "{"):
      guard depth < Self.maximumDepth else { throw Invalid() }
      try object { _, reader throws(Invalid) in _ = try reader.value(depth: depth + 1) }
      return .nested
    case UInt8(ascii: "["):
      guard depth < Self.maximumDepth else { throw Invalid() }
      try array(depth: depth + 1)
      return .nested
    default:
      return .number(try number())
    }
  }

  mutating func array(depth: Int) throws(Invalid) {
    try consume(UInt8(ascii: "["))
    skipWhitespace()
    if peek() == UInt8(ascii: "]") {
      index += 1
      return
    }
    while true {
      skipWhitespace()
      _ = try value(depth: depth)
      skipWhitespace()
      switch peek() {
      case UInt8(ascii: ","): index += 1
      case UInt8(ascii: "]"):
        index += 1
        return
      default: throw Invalid()
      }
    }
  }

  mutating func literal(_ word: StaticString) throws(Invalid) {
    let count = word.utf8CodeUnitCount
    guard bytes.count - index >= count else { throw Invalid() }
    for offset in 0..<count where bytes[index + offset] != word.utf8Start[offset] {
      throw Invalid()
    }
    index += count
  }

  /// A number, checked against JSON's grammar (no leading zeros, no `+`, no bare `.`).
  mutating func number() throws(Invalid) -> Double {
    let start = index
    if peek() == UInt8(ascii: "-") { index += 1 }
    if peek() == UInt8(ascii: "0") {
      index += 1
    } else {
      guard try digits() > 0 else { throw Invalid() }
    }
    if peek() == UInt8(ascii: ".") {
      index += 1
      guard try digits() > 0 else { throw Invalid() }
    }
    if peek() == UInt8(ascii: "e") || peek() == UInt8(ascii: "E") {
      index += 1
      if peek() == UInt8(ascii: "+") || peek() == UInt8(ascii: "-") { index += 1 }
      guard try digits() > 0 else { throw Invalid() }
    }
    // Short: a small string, made without allocating.
    let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
    guard let number = Double(text) else { throw Invalid() }
    return number
  }

  private mutating func digits() throws(Invalid) -> Int {
    let start = index
    while let byte = peek(), (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) {
      index += 1
    }
    return index - start
  }

  /// A string; without escapes (the common case) decoded straight from its bytes.
  mutating func string() throws(Invalid) -> String {
    try consume(UInt8(ascii: "\""))
    let start = index
    while let byte = peek() {
      switch byte {
      case UInt8(ascii: "\""):
        index += 1
        // Quotes are ASCII, so the bytes between them are whole characters of the valid text.
        return String(
          decoding: UnsafeBufferPointer(rebasing: bytes[start..<index - 1]), as: UTF8.self)
      case UInt8(ascii: "\\"):
        return try escapedString(from: start)
      case ..<0x20:
        throw Invalid()
      default:
        index += 1
      }
    }
    throw Invalid()
  }

  /// The rest of a string that has escapes, its first `index - start` bytes plain.
  private mutating func escapedString(from start: Int) throws(Invalid) -> String {
    var result = String(
      decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
    var plainStart = index
    func flushPlain(upTo end: Int) {
      result += String(
        decoding: UnsafeBufferPointer(rebasing: bytes[plainStart..<end]), as: UTF8.self)
    }
    while let byte = peek() {
      switch byte {
      case UInt8(ascii: "\""):
        flushPlain(upTo: index)
        index += 1
        return result
      case UInt8(ascii: "\\"):
        flushPlain(upTo: index)
        index += 1
        guard let escape = peek() else { throw Invalid() }
        index += 1
        switch escape {
        case UInt8(ascii: "\""): result += "\""
        case UInt8(ascii: "\\"): result += "\\"
        case UInt8(ascii: "/"): result += "/"
        case UInt8(ascii: "b"): result += "\u{8}"
        case UInt8(ascii: "f"): result += "\u{C}"
        case UInt8(ascii: "n"): result += "\n"
        case UInt8(ascii: "r"): result += "\r"
        case UInt8(ascii: "t"): result += "\t"
        case UInt8(ascii: "u"): result.unicodeScalars.append(try escapedScalar())
        default: throw Invalid()
        }
        plainStart = index
      case ..<0x20:
        throw Invalid()
      default:
        index += 1
      }
    }
    throw Invalid()
  }

  /// The scalar of a `\u` escape (the `\u` read), joining a surrogate pair; a lone surrogate
  /// is refused.
  private mutating func escapedScalar() throws(Invalid) -> Unicode.Scalar {
    let first = try hexQuad()
    switch first {
    case 0xD800...0xDBFF:
      try consume(UInt8(ascii: "\\"))
      try consume(UInt8(ascii: "u"))
      let second = try hexQuad()
      guard (0xDC00...0xDFFF).contains(second) else { throw Invalid() }
      let value = 0x10000 + ((first - 0xD800) << 10) + (second - 0xDC00)
      guard let scalar = Unicode.Scalar(value) else { throw Invalid() }
      return scalar
    case 0xDC00...0xDFFF:
      throw Invalid()
    default:
      guard let scalar = Unicode.Scalar(first) else { throw Invalid() }
      return scalar
    }
  }

  private mutating func hexQuad() throws(Invalid) -> UInt32 {
    guard bytes.count - index >= 4 else { throw Invalid() }
    var value: UInt32 = 0
    for _ in 0..<4 {
      let byte = bytes[index]
      let digit: UInt8
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
      case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
      case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
      default: throw Invalid()
      }
      value = value << 4 | UInt32(digit)
      index += 1
    }
    return value
  }
}
