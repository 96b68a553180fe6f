import Testing

@testable import ComposableWebServer

@Suite struct InspectorRequestTests {
  @Test func parsesEveryRequest() throws {
    #expect(try InspectorRequest(#"{"t":"select","session":3}"#) == .select(session: 3))
    #expect(try InspectorRequest(#"{"t":"detail","step":0}"#) == .detail(step: 0))
    #expect(try InspectorRequest(#"{"t":"travel","step":12}"#) == .travel(step: 12))
    #expect(try InspectorRequest(#"{"t":"resume"}"#) == .resume)
    #expect(try InspectorRequest(#"{"t":"export"}"#) == .export)
    #expect(
      try InspectorRequest(#"{"t":"load","name":"bug.json","json":"{}"}"#)
        == .load(name: "bug.json", json: "{}"))
  }

  @Test func refusesWhatIsNoRequest() {
    // No request drives a session: an action-shaped message is just an unknown type.
    #expect(throws: EventError.unknownType("click")) {
      try InspectorRequest(#"{"t":"click","id":"n8"}"#)
    }
    #expect(throws: EventError.malformed("travel needs a step")) {
      try InspectorRequest(#"{"t":"travel"}"#)
    }
    #expect(throws: EventError.malformed("not an inspector request")) {
      try InspectorRequest("not json")
    }
  }
}
