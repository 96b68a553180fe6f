/// Writes nodes as HTML, escaping every text and attribute value.
///
/// ```swift
/// var writer = HTMLWriter()
/// writer.write(node)
/// writer.output  // <span id="n3">Tom &amp; Jerry</span>
/// ```
struct HTMLWriter {
  private(set) var output = ""

  mutating func write(_ node: Node) {
    output += "<"
    output += node.tag
    // An element with an id of its own (an SVG definition that others refer to) keeps it.
    if node.id != 0, node.attributes["id"] == nil {
      output += " id=\"n"
      output += String(node.id)
      output += "\""
    }
    for attribute in node.attributes {
      output += " "
      output += attribute.name
      if !attribute.value.isEmpty || !isFlag(attribute.name) {
        output += "=\""
        output += escapeHTML(attribute.value)
        output += "\""
      }
    }
    if node.wantsFocus {
      output += " autofocus"
    }
    output += ">"
    guard !node.isVoid else { return }
    if let text = node.text {
      output += escapeHTML(text)
    } else {
      for child in node.children { write(child) }
    }
    output += "</"
    output += node.tag
    output += ">"
  }
}

/// Whether an attribute is a flag, written bare (`disabled`) when its value is empty; other
/// attributes keep an explicit empty value (`value=""`).
private func isFlag(_ name: String) -> Bool {
  switch name {
  case "disabled", "checked", "selected", "autofocus", "readonly", "required", "hidden":
    true
  default:
    name.hasPrefix("data-")
  }
}

/// Escapes text for HTML content and quoted attribute values: `&`, `<`, `>`, `"` and `'`.
///
/// ```swift
/// escapeHTML(#"<script>alert("hi")</script>"#)
/// // &lt;script&gt;alert(&quot;hi&quot;)&lt;/script&gt;
/// ```
package func escapeHTML(_ text: String) -> String {
  // Most text has nothing to escape: skip the copy then.
  guard
    text.utf8.contains(where: { $0 == 0x26 || $0 == 0x3C || $0 == 0x3E || $0 == 0x22 || $0 == 0x27 }
    )
  else { return text }
  var result = ""
  result.reserveCapacity(text.utf8.count + 16)
  for character in text.unicodeScalars {
    switch character {
    case "&": result += "&amp;"
    case "<": result += "&lt;"
    case ">": result += "&gt;"
    case "\"": result += "&quot;"
    case "'": result += "&#39;"
    default: result.unicodeScalars.append(character)
    }
  }
  return result
}
