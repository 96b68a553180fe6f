/// Writes the small JSON frames the server sends, without a general-purpose encoder.
///
/// ```swift
/// var writer = JSONWriter()
/// writer.object(["t": "error", "msg": "unknown node n99"])
/// writer.output  // {"t":"error","msg":"unknown node n99"}
/// ```
///
/// Keys keep the order given (a `KeyValuePairs` literal), so frames are the same every time.
///
/// ## Motivation
///
/// The frame is written as bytes and made a string once, at the end. Appending to a `String`
/// piece by piece cost about 300 instructions a piece (a patch frame has some 35 pieces: a tenth
/// of a click's work); appending bytes is a copy.
package struct JSONWriter {
  private var bytes: [UInt8] = []

  package init() {}

  /// A writer with room for `capacity` bytes before it grows.
  package init(capacity: Int) {
    bytes.reserveCapacity(capacity)
  }

  /// What was written, made into a string at each read (callers read it once, at the end).
  package var output: String {
    String(decoding: bytes, as: UTF8.self)
  }

  /// A value in a frame: a string, an integer, raw JSON written elsewhere, or `null`.
  package enum Value: ExpressibleByStringLiteral, ExpressibleByIntegerLiteral {
    case string(String)
    case int(Int)
    case raw(String)
    case null

    package init(stringLiteral value: String) { self = .string(value) }
    package init(integerLiteral value: Int) { self = .int(value) }
  }

  /// Writes JSON made elsewhere, or text known to need no escaping, as it is.
  package mutating func raw(_ json: String) {
    bytes.append(contentsOf: json.utf8)
  }

  /// Writes an integer.
  package mutating func int(_ value: Int) {
    raw(String(value))
  }

  package mutating func object(_ fields: KeyValuePairs<String, Value>) {
    bytes.append(UInt8(ascii: "{"))
    var isFirst = true
    for (key, value) in fields {
      if !isFirst { bytes.append(UInt8(ascii: ",")) }
      isFirst = false
      string(key)
      bytes.append(UInt8(ascii: ":"))
      switch value {
      case let .string(string): self.string(string)
      case let .int(int): self.int(int)
      case let .raw(raw): self.raw(raw)
      case .null: raw("null")
      }
    }
    bytes.append(UInt8(ascii: "}"))
  }

  /// Writes a JSON string literal, escaping what JSON requires plus `<`, `>` and `&`, so a
  /// frame never contains markup even if it ends up inside an HTML page.
  ///
  /// The text between escapes is copied a run at a time: most strings (ids, counts, labels,
  /// keys) have nothing to escape and are copied whole.
  package mutating func string(_ string: String) {
    bytes.append(UInt8(ascii: "\""))
    var contiguous = string
    contiguous.withUTF8 { utf8 in
      var runStart = 0
      var index = 0
      while index < utf8.count {
        let byte = utf8[index]
        var end = index + 1
        let escape: String?
        switch byte {
        case UInt8(ascii: "\""): escape = "\\\""
        case UInt8(ascii: "\\"): escape = "\\\\"
        case UInt8(ascii: "\n"): escape = "\\n"
        case UInt8(ascii: "\r"): escape = "\\r"
        case UInt8(ascii: "\t"): escape = "\\t"
        case UInt8(ascii: "<"): escape = "\\u003c"
        case UInt8(ascii: ">"): escape = "\\u003e"
        case UInt8(ascii: "&"): escape = "\\u0026"
        case 0xE2:
          // U+2028 and U+2029 (E2 80 A8, E2 80 A9): line breaks to JavaScript, not to JSON.
          if index + 2 < utf8.count, utf8[index + 1] == 0x80,
            utf8[index + 2] == 0xA8 || utf8[index + 2] == 0xA9
          {
            escape = utf8[index + 2] == 0xA8 ? "\\u2028" : "\\u2029"
            end = index + 3
          } else {
            escape = nil
          }
        case let byte where byte < 0x20:
          let hex = String(byte, radix: 16)
          escape = "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        default:
          escape = nil
        }
        if let escape {
          bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart..<index]))
          raw(escape)
          runStart = end
        }
        index = end
      }
      bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart...]))
    }
    bytes.append(UInt8(ascii: "\""))
  }

  /// Writes an object of string values, its keys sorted so the output is the same every time.
  package mutating func dictionary(_ fields: [String: String]) {
    bytes.append(UInt8(ascii: "{"))
    for (index, key) in fields.keys.sorted().enumerated() {
      if index > 0 { bytes.append(UInt8(ascii: ",")) }
      string(key)
      bytes.append(UInt8(ascii: ":"))
      string(fields[key] ?? "")
    }
    bytes.append(UInt8(ascii: "}"))
  }
}
