import ComposableWeb
import Foundation
import Testing

/// The frames' JSON: strings escaped as JSON needs, and as an HTML page around them needs.
@Suite struct JSONWriterTests {
  @Test func stringsAreEscapedAndKeepEveryCharacter() throws {
    let text = "a\"b\\c\nd\re\tf<g>h&i\u{2028}j\u{2029}k\u{1}l😀 é€\u{1F}"
    var writer = JSONWriter()
    writer.string(text)
    #expect(
      writer.output
        == #""a\"b\\c\nd\re\tf\u003cg\u003eh\u0026i\u2028j\u2029k\u0001l😀 é€\u001f""#)
    // What the page's JSON.parse reads back is the text itself.
    let decoded = try JSONSerialization.jsonObject(
      with: Data(writer.output.utf8), options: .fragmentsAllowed)
    #expect(decoded as? String == text)
  }

  @Test func aCharacterToEscapeIsFoundWhereverItIs() {
    let escapes: [(character: String, escaped: String)] = [
      ("\"", #"\""#), ("\\", #"\\"#), ("<", #"\u003c"#), (">", #"\u003e"#), ("&", #"\u0026"#),
      ("\n", #"\n"#), ("\u{7}", #"\u0007"#), ("\u{2028}", #"\u2028"#),
      ("\u{2029}", #"\u2029"#),
    ]
    for (character, escaped) in escapes {
      for (text, expected) in [
        (character, escaped), ("ab" + character, "ab" + escaped),
        (character + "cd", escaped + "cd"),
      ] {
        var writer = JSONWriter()
        writer.string(text)
        #expect(writer.output == "\"" + expected + "\"", "\(text.debugDescription)")
      }
    }
    // The first byte of U+2028 begins other characters too, which stay as they are.
    var writer = JSONWriter()
    writer.string("5 €")
    #expect(writer.output == #""5 €""#)
  }

  @Test func plainStringsAreCopiedWhole() {
    var writer = JSONWriter()
    writer.object(["op": "text", "id": "n5", "v": .string("Row 12"), "i": 3, "x": .null])
    #expect(writer.output == #"{"op":"text","id":"n5","v":"Row 12","i":3,"x":null}"#)
  }
}
