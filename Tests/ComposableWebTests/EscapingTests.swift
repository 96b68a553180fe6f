import ComposableWeb
import Testing
import WebTestSupport

/// Every text and attribute value is escaped, in the first paint and in patches.
@Suite struct EscapingTests {
  static let hostile = #"<script>alert("pwned")</script> & 'quotes' "double""#
  static let escaped =
    "&lt;script&gt;alert(&quot;pwned&quot;)&lt;/script&gt; &amp; &#39;quotes&#39; &quot;double&quot;"

  @Test func textIsEscaped() {
    let session = RenderSession(root: Text(Self.hostile))
    #expect(session.html.contains(">\(Self.escaped)</span>"))
    #expect(!session.html.contains("<script>"))
  }

  @Test func attributesAreEscaped() {
    let session = RenderSession {
      TextField(Self.hostile, text: .constant(Self.hostile))
    }
    #expect(session.html.contains(#"placeholder="\#(Self.escaped)""#))
    #expect(session.html.contains(#"value="\#(Self.escaped)""#))
    #expect(!session.html.contains("<script>"))
  }

  @Test func labelsButtonsOptionsAndTitlesAreEscaped() {
    let session = RenderSession {
      VStack {
        Button(Self.hostile) {}
        Toggle(Self.hostile, isOn: .constant(false))
        Picker("Pick", selection: .constant(Self.hostile)) {
          ForEach([Self.hostile], id: \.self) { Text($0) }
        }
      }
      .navigationTitle(Self.hostile)
    }
    #expect(!session.html.contains("<script>"))
    #expect(session.html.components(separatedBy: Self.escaped).count == 5)
  }

  @Test func insertedHTMLIsEscaped() {
    let text = Box<String?>(nil)
    let session = RenderSession {
      VStack {
        if let text = text.value { Text(text) }
      }
    }
    text.value = Self.hostile
    let patches = session.refresh()
    #expect(
      patches == [
        .insert(
          parent: "n2", index: 0, html: #"<span id="n3" class="cw-text">\#(Self.escaped)</span>"#)
      ]
    )
  }

  @Test func patchFramesEscapeMarkupInJSON() {
    let store = recordingStore(
      CounterState(id: 1), log: ActionLog<CounterAction>(), reduce: reduceCounter)
    let session = RenderSession {
      WithViewStore(store) { viewStore in
        TextField("Label", text: viewStore.binding(get: \.label, send: CounterAction.labelChanged))
        Text(viewStore.label)
      }
    }
    // Text patches carry raw text (the client sets textContent, never HTML); the JSON writer
    // escapes <, > and & besides, so no frame ever contains markup.
    let frame = session.handle(
      message: #"{"t":"input","id":"n3","v":"</script>&\u2028\"","s":7}"#
    )
    #expect(
      frame
        == #"{"t":"patch","ack":7,"p":[{"op":"text","id":"n4","v":"\u003c/script\u003e\u0026\u2028\""}]}"#
    )
  }
}
