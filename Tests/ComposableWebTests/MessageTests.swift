import ComposableWeb
import Testing
import WebTestSupport

/// The wire protocol: every message gets one frame, bad ones an error frame, and the session
/// carries on.
@Suite struct MessageTests {
  func makeSession() -> (RenderSession, ActionLog<CounterAction>) {
    let log = ActionLog<CounterAction>()
    let store = recordingStore(CounterState(id: 1), log: log, reduce: reduceCounter)
    return (RenderSession(root: CounterView(store: store)), log)
  }

  @Test func clickMessageAnswersWithPatches() throws {
    let (session, log) = makeSession()
    let plus = try #require(session.nodeID("button", label: "+"))
    let frame = session.handle(message: #"{"t":"click","id":"\#(plus)","s":1}"#)
    #expect(frame == #"{"t":"patch","ack":1,"p":[{"op":"text","id":"n5","v":"1"}]}"#)
    #expect(log.actions == [.increment])
  }

  @Test func aMessageSentAgainAfterAReconnectIsOnlyAcknowledged() throws {
    // A page that reconnects sends again what it never saw answered; some of it was handled.
    let (session, log) = makeSession()
    let plus = try #require(session.nodeID("button", label: "+"))
    _ = session.handle(message: #"{"t":"click","id":"\#(plus)","s":1}"#)
    _ = session.handle(message: #"{"t":"click","id":"\#(plus)","s":2}"#)
    #expect(
      session.handle(message: #"{"t":"click","id":"\#(plus)","s":2}"#)
        == #"{"t":"patch","ack":2,"p":[]}"#)
    #expect(
      session.handle(message: #"{"t":"click","id":"\#(plus)","s":3}"#)
        == #"{"t":"patch","ack":3,"p":[{"op":"text","id":"n5","v":"3"}]}"#)
    #expect(log.actions == [.increment, .increment, .increment])
  }

  @Test func messagesWithoutChangesAreStillAcknowledged() {
    let session = RenderSession(root: Button("Nothing") {})
    #expect(
      session.handle(message: #"{"t":"click","id":"n2","s":4}"#)
        == #"{"t":"patch","ack":4,"p":[]}"#
    )
  }

  @Test func badMessagesGetErrorFramesAndTheSessionSurvives() throws {
    let (session, log) = makeSession()
    let cases: [(String, String)] = [
      ("{not json", #"{"t":"error","ack":null,"msg":"malformed message: not JSON"}"#),
      ("[1,2,3]", #"{"t":"error","ack":null,"msg":"malformed message: not a JSON object"}"#),
      (
        #"{"id":"n3"}"#,
        #"{"t":"error","ack":null,"msg":"malformed message: no message type \"t\""}"#
      ),
      (
        #"{"t":"explode","id":"n3","s":2}"#,
        #"{"t":"error","ack":2,"msg":"unknown message type \"explode\""}"#
      ),
      (
        #"{"t":"click","s":3}"#,
        #"{"t":"error","ack":3,"msg":"malformed message: no element id \"id\""}"#
      ),
      (
        #"{"t":"click","id":"n999","s":4}"#,
        #"{"t":"error","ack":4,"msg":"unknown element \"n999\""}"#
      ),
      (
        #"{"t":"click","id":"n2","s":5}"#,
        #"{"t":"error","ack":5,"msg":"element \"n2\" does not take \"click\" events"}"#
      ),
      (
        #"{"t":"input","id":"n3","v":42,"s":6}"#,
        #"{"t":"error","ack":6,"msg":"malformed message: \"input\" needs a string value \"v\""}"#
      ),
      (
        #"{"t":"toggle","id":"n3","v":1,"s":7}"#,
        #"{"t":"error","ack":7,"msg":"malformed message: \"toggle\" needs a Boolean value \"v\""}"#
      ),
      (
        #"{"t":"slider","id":"n3","v":true,"s":8}"#,
        #"{"t":"error","ack":8,"msg":"malformed message: \"slider\" needs a number value \"v\""}"#
      ),
      (
        #"{"t":"step","id":"n3","v":"sideways","s":9}"#,
        #"{"t":"error","ack":9,"msg":"malformed message: \"step\" needs \"inc\" or \"dec\""}"#
      ),
    ]
    for (message, expected) in cases {
      #expect(session.handle(message: message) == expected, "\(message)")
    }
    let oversized =
      #"{"t":"input","id":"n3","v":""# + String(repeating: "x", count: 70_000) + #""}"#
    #expect(
      session.handle(message: oversized)
        == #"{"t":"error","ack":null,"msg":"message of 70030 bytes exceeds the limit of 65536"}"#
    )
    let deeplyNested = String(repeating: "[", count: 20_000) + String(repeating: "]", count: 20_000)
    #expect(
      session.handle(message: deeplyNested)
        == #"{"t":"error","ack":null,"msg":"malformed message: not JSON"}"#
    )
    #expect(log.actions.isEmpty)
    // Still alive: a good message works.
    let plus = try #require(session.nodeID("button", label: "+"))
    #expect(
      session.handle(message: #"{"t":"click","id":"\#(plus)","s":10}"#).hasPrefix(
        #"{"t":"patch","ack":10"#))
    #expect(log.actions == [.increment])
  }

  @Test func everyEventTypeParses() throws {
    let text = Box("")
    let isOn = Box(false)
    let value = Box(0.0)
    let session = RenderSession {
      VStack {
        TextField("T", text: text.binding)
        Toggle("O", isOn: isOn.binding)
        Slider(value: value.binding, in: 0...1)
      }
    }
    let field = try #require(session.nodeID("input", label: "T"))
    let toggle = try #require(session.nodeIDs("input")[1] as String?)
    let slider = try #require(session.nodeIDs("input").last)
    #expect(
      session.handle(message: #"{"t":"input","id":"\#(field)","v":"Blob","s":1}"#)
        == #"{"t":"patch","ack":1,"p":[]}"#)
    #expect(
      session.handle(message: #"{"t":"toggle","id":"\#(toggle)","v":true,"s":2}"#)
        == #"{"t":"patch","ack":2,"p":[]}"#)
    #expect(
      session.handle(message: #"{"t":"slider","id":"\#(slider)","v":0.25,"s":3}"#)
        == #"{"t":"patch","ack":3,"p":[]}"#)
    #expect(
      session.handle(message: #"{"t":"submit","id":"\#(field)"}"#)
        == #"{"t":"patch","ack":null,"p":[]}"#)
    #expect(session.handle(message: #"{"t":"focus","id":"\#(field)"}"#).hasPrefix(#"{"t":"patch""#))
    #expect(session.handle(message: #"{"t":"blur","id":"\#(field)"}"#).hasPrefix(#"{"t":"patch""#))
    #expect(text.value == "Blob")
    #expect(isOn.value)
    #expect(value.value == 0.25)
  }

  @Test func sessionsAreIsolated() throws {
    // Ids are per session: the same id names different elements in two sessions, and an
    // event for one never reaches the other.
    let (first, firstLog) = makeSession()
    let (second, secondLog) = makeSession()
    let plus = try #require(first.nodeID("button", label: "+"))
    try first.dispatch(.click(id: plus))
    #expect(firstLog.actions == [.increment])
    #expect(secondLog.actions.isEmpty)
    #expect(second.html.contains(">0</span>"))
  }

  @Test func messagesAreReadAsJSONWhateverTheirSpelling() throws {
    let (session, log) = makeSession()
    let plus = try #require(session.nodeID("button", label: "+"))
    // Whitespace, any key order, an escaped id, a field the protocol doesn't know (nested).
    let escapedID = #"\u006e"# + plus.dropFirst()
    let spellings = [
      #" { "s" : 1 , "id" : "\#(plus)" , "t" : "click" } "#,
      #"{"t":"click","id":"\#(escapedID)","s":2}"#,
      #"{"t":"click","id":"\#(plus)","later":{"a":[1,2.5e3,{"b":null}],"c":true},"s":3}"#,
    ]
    for (offset, message) in spellings.enumerated() {
      #expect(
        session.handle(message: message).hasPrefix(#"{"t":"patch","ack":\#(offset + 1),"p":[{"#),
        "\(message)")
    }
    #expect(log.actions == [.increment, .increment, .increment])
    // Not JSON: each is refused, and nothing is sent.
    let notJSON = [
      #"{"t":"click","id":"\#(plus)","s":01}"#,
      #"{"t":"click","id":"\#(plus)",}"#,
      #"{"t":"click","id":"\#(plus)"} trailing"#,
      "{\"t\":\"click\",\"id\":\"\(plus)\u{1}\"}",
      #"{"t":"click","id":"\ud800"}"#,
      #"{"t":"click","id":"\#(plus)","s":-}"#,
      #"{"t":"click","id":"\#(plus)","s":1.}"#,
      #"{"t":"click","id":"\#(plus)","s":tru}"#,
      #"{"t":"click","id":"\#(plus)""#,
    ]
    for message in notJSON {
      #expect(
        session.handle(message: message)
          == #"{"t":"error","ack":null,"msg":"malformed message: not JSON"}"#, "\(message)")
    }
    #expect(log.actions.count == 3)
    // A sequence number must be a number: a Boolean is no sequence.
    #expect(
      session.handle(message: #"{"t":"click","id":"\#(plus)","s":true}"#)
        .hasPrefix(#"{"t":"patch","ack":null"#))
  }

  @Test func stringValuesKeepEveryEscapedCharacter() throws {
    let text = Box("")
    let session = RenderSession { TextField("T", text: text.binding) }
    let field = try #require(session.nodeID("input", label: "T"))
    let message =
      #"{"t":"input","id":"\#(field)","v":"a\"b\\c\/d\n\te\u00e9 😀 \ud83d\ude00","s":1}"#
    #expect(session.handle(message: message) == #"{"t":"patch","ack":1,"p":[]}"#)
    #expect(text.value == "a\"b\\c/d\n\teé 😀 😀")
  }
}
