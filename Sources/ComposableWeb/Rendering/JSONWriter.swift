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
  package mutating func string(_ string: String) {
    output += "\""
    for scalar in string.unicodeScalars {
      switch scalar {
      case "\"": output += "\\\""
      case "\\": output += "\\\\"
      case "\n": output += "\\n"
      case "\r": output += "\\r"
      case "\t": output += "\\t"
      case "<": output += "\\u003c"
      case ">": output += "\\u003e"
      case "&": output += "\\u0026"
      case "\u{2028}": output += "\\u2028"
      case "\u{2029}": output += "\\u2029"
      default:
        if scalar.value < 0x20 {
          let hex = String(scalar.value, radix: 16)
          output += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        } else {
          output.unicodeScalars.append(scalar)
        }
      }
    }
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
