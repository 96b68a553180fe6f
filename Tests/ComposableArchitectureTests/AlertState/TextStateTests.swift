import ComposableArchitecture
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
    #expect(String(state: TextState("Hello, ") + TextState("Blob").bold().italic()) == "Hello, Blob")
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
