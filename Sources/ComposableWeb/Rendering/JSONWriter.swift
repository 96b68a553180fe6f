/// Writes the small JSON frames the server sends, without a general-purpose encoder.
///
/// ```swift
/// var writer = JSONWriter()
/// writer.object(["t": "error", "msg": "unknown node n99"])
/// writer.output  // {"t":"error","msg":"unknown node n99"}
/// ```
///
/// Keys keep the order given (a `KeyValuePairs` literal), so frames are the same every time.
package struct JSONWriter {
  package private(set) var output = ""

  package init() {}

  /// A value in a frame: a string, an integer, raw JSON written elsewhere, or `null`.
  package enum Value: ExpressibleByStringLiteral, ExpressibleByIntegerLiteral {
    case string(String)
    case int(Int)
    case raw(String)
    case null

    package init(stringLiteral value: String) { self = .string(value) }
    package init(integerLiteral value: Int) { self = .int(value) }
  }

  package mutating func object(_ fields: KeyValuePairs<String, Value>) {
    output += "{"
    var isFirst = true
    for (key, value) in fields {
      if !isFirst { output += "," }
      isFirst = false
      string(key)
      output += ":"
      switch value {
      case let .string(string): self.string(string)
      case let .int(int): output += String(int)
      case let .raw(raw): output += raw
      case .null: output += "null"
      }
    }
    output += "}"
  }

  /// Writes a JSON string literal, escaping what JSON requires plus `<`, `>` and `&`, so a
  /// frame never contains markup even if it ends up inside an HTML page.
  ///
  /// The text between escapes is copied a run at a time: most strings (ids, counts, labels)
  /// have nothing to escape and are appended whole.
  package mutating func string(_ string: String) {
    output += "\""
    let utf8 = string.utf8
    var runStart = utf8.startIndex
    var index = runStart
    while index != utf8.endIndex {
      let next = utf8.index(after: index)
      var end = next
      let escape: String?
      switch utf8[index] {
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
        var bytes = utf8[index...].prefix(3).makeIterator()
        _ = bytes.next()
        if bytes.next() == 0x80, let last = bytes.next(), last == 0xA8 || last == 0xA9 {
          escape = last == 0xA8 ? "\\u2028" : "\\u2029"
          end = utf8.index(index, offsetBy: 3)
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
        output += string[runStart..<index]
        output += escape
        runStart = end
      }
      index = end
    }
    output += string[runStart..<utf8.endIndex]
    output += "\""
  }

  /// Writes an object of string values, its keys sorted so the output is the same every time.
  package mutating func dictionary(_ fields: [String: String]) {
    output += "{"
    for (index, key) in fields.keys.sorted().enumerated() {
      if index > 0 { output += "," }
      string(key)
      output += ":"
      string(fields[key] ?? "")
    }
    output += "}"
  }
}
