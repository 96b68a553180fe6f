import ComposableArchitecture
import CustomDump
import Testing

private struct Banner {
  var title: TextState
  var message: TextState
}

@Suite struct TextStateTests {
  @Test func initializersAgree() {
    let name = "Blob"
    #expect(TextState("Hello") == TextState(verbatim: "Hello"))
    #expect(TextState("Hello") == "Hello")
    #expect(TextState("Hello, \(name)") == "Hello, \(name)")
    #expect(TextState("Hello"[...]) == TextState("Hello"))
    #expect(TextState("Hello") != TextState("Hello!"))
  }

  @Test func plainString() {
    #expect(String(state: "Notifications denied") == "Notifications denied")
    #expect(
      String(state: TextState("Hello, ") + TextState("Blob").bold().italic()) == "Hello, Blob")
    #expect(String(state: TextState("")) == "")
  }

  @Test func concatenation() {
    let text = TextState("Turn them on in ") + TextState("Settings")
    #expect(text == TextState("Turn them on in Settings"))
    #expect(TextState("") + TextState("a") == TextState("a"))
    #expect(TextState("a") + TextState("") == TextState("a"))
    let (a, b, c) = (TextState("a"), TextState("b").bold(), TextState("c"))
    #expect((a + b) + c == a + (b + c))
  }

  @Test func modifiersChangeEquality() {
    #expect(TextState("Hi").bold() != TextState("Hi"))
    #expect(TextState("Hi").italic() != TextState("Hi"))
    #expect(TextState("Hi").bold() != TextState("Hi").italic())
    #expect(TextState("Hi").bold().italic() == TextState("Hi").italic().bold())
    #expect(TextState("Hi").bold().bold() == TextState("Hi").bold())
    #expect(TextState("Hi").underline() != TextState("Hi"))
    #expect(TextState("Hi").underline().underline(false) == TextState("Hi"))
    #expect(TextState("Hi").strikethrough().strikethrough(false) == TextState("Hi"))
    // Styling nothing leaves nothing.
    #expect(TextState("").bold() == TextState(""))
  }

  @Test func modifiersApplyToEveryPart() {
    let a = TextState("a")
    let b = TextState("b").italic()
    #expect((a + b).bold() == a.bold() + b.bold())
    #expect((TextState("a") + TextState("b").bold()).bold() == TextState("ab").bold())
    #expect(TextState("a").bold() + TextState("b") != TextState("ab").bold())
  }

  @Test func hashingFollowsEquality() {
    let texts: Set<TextState> = [
      TextState("ab"),
      TextState("a") + TextState("b"),
      TextState("ab").bold(),
      TextState("a").bold() + TextState("b").bold(),
    ]
    #expect(texts == [TextState("ab"), TextState("ab").bold()])
  }

  @Test func dumpReadsLikeTheText() {
    #expect(String(customDumping: TextState("Notifications denied")) == #""Notifications denied""#)
    #expect(
      String(customDumping: TextState("Turn them on in ") + TextState("Settings").bold())
        == #""Turn them on in **Settings**""#
    )
    #expect(String(customDumping: TextState("note").italic()) == #""_note_""#)
    #expect(String(customDumping: TextState("both").bold().italic()) == #""_**both**_""#)
    #expect(
      String(customDumping: TextState("old").strikethrough() + " " + TextState("key").underline())
        == #""~~old~~ <u>key</u>""#
    )
  }

  @Test func dumpShowsEveryStyleEqualityCompares() {
    // Each pair differs in one modifier only: their dumps must differ too, naming it.
    let pairs: [(TextState, TextState, String)] = [
      (
        TextState("Delete").foregroundColor(.red), TextState("Delete").foregroundColor(.blue),
        #""Delete".foregroundColor(.red)"#
      ),
      (
        TextState("Title").font(.title), TextState("Title").font(.headline),
        #""Title".font(.title)"#
      ),
      (
        TextState("Fine").font(.system(size: 11, weight: .bold)),
        TextState("Fine").font(.system(size: 12)),
        #""Fine".font(.system(size: 11.0, weight: .bold))"#
      ),
      (
        TextState("Warn").fontWeight(.heavy), TextState("Warn").fontWeight(.light),
        #""Warn".fontWeight(.heavy)"#
      ),
      (TextState("Wide").kerning(1.5), TextState("Wide").kerning(2), #""Wide".kerning(1.5)"#),
      (TextState("Wide").tracking(3), TextState("Wide").tracking(4), #""Wide".tracking(3.0)"#),
      (
        TextState("Up").baselineOffset(2), TextState("Up").baselineOffset(4),
        #""Up".baselineOffset(2.0)"#
      ),
      (
        TextState("Link").underline(color: .blue), TextState("Link").underline(color: .red),
        #""<u>Link</u>".underline(color: .blue)"#
      ),
      (
        TextState("Old").strikethrough(color: .gray), TextState("Old").strikethrough(color: .red),
        #""~~Old~~".strikethrough(color: .gray)"#
      ),
      (
        TextState("Brand").foregroundColor(TextState.Color(red: 0.2, green: 0.4, blue: 1)),
        TextState("Brand").foregroundColor(TextState.Color(red: 0.2, green: 0.4, blue: 0.9)),
        #""Brand".foregroundColor(Color(red: 0.2, green: 0.4, blue: 1.0, opacity: 1.0))"#
      ),
    ]
    for (text, other, expectedDump) in pairs {
      #expect(text != other)
      #expect(String(customDumping: text) == expectedDump)
      #expect(String(customDumping: text) != String(customDumping: other))
    }
  }

  @Test func dumpOfMixedRunsNamesEachRunsModifiers() {
    let text =
      TextState("Delete").bold().foregroundColor(.red).kerning(1.5) + TextState(" this item?")
    #expect(
      String(customDumping: text)
        == #""**Delete**".foregroundColor(.red).kerning(1.5) + " this item?""#
    )
  }

  @Test func diffOfAStyleOnlyChangeShowsTheStyle() {
    let difference = diff(
      TextState("Delete").foregroundColor(.red), TextState("Delete").foregroundColor(.blue))
    #expect(difference?.contains(".foregroundColor(.red)") == true)
    #expect(difference?.contains(".foregroundColor(.blue)") == true)
  }

  @Test func dumpOfMultilineText() {
    #expect(
      String(customDumping: TextState("Line one\nLine two")) == #"""
        """
        Line one
        Line two
        """
        """#
    )
  }

  @Test func diffShowsTheTextThatChanged() {
    let difference = diff(
      Banner(title: "Notifications denied", message: "Turn them on in Settings."),
      Banner(
        title: TextState("Notifications ") + TextState("denied").bold(),
        message: "Turn them on in Settings."
      )
    )
    #expect(
      difference == """
          Banner(
        -   title: "Notifications denied",
        +   title: "Notifications **denied**",
            message: "Turn them on in Settings."
          )
        """
    )
  }
}
