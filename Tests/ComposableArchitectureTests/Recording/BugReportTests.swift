import ComposableArchitecture
import Foundation
import Testing

@Suite struct BugReportTests {
  @Test func anExportedSessionReplaysToItsFinalState() throws {
    let recorder = ActionRecorder<RecordedCounterState, RecordedCounterAction>()
    let viewStore = ViewStore(
      Store(
        initialState: RecordedCounterState(count: 10),
        reducer: recordedCounterReducer.recording(into: recorder),
        environment: ()
      )
    )
    viewStore.send(.incrementTwice)
    viewStore.send(.factResponse("12 is a dozen"))
    viewStore.send(.decrement)
    let data = try recorder.bugReport().json()

    let report = try BugReport<RecordedCounterState, RecordedCounterAction>(json: data)
    #expect(report.actionType == "RecordedCounterAction")
    #expect(report.initialState == RecordedCounterState(count: 10))
    #expect(report.finalState == viewStore.state)
    #expect(
      report.actions.map(\.action) == [
        .incrementTwice, .increment, .increment, .factResponse("12 is a dozen"), .decrement,
      ]
    )
    #expect(report.actions.map(\.time) == recorder.actions.map(\.time))
    let replayed = try report.replay(reducer: recordedCounterReducer, environment: ())
    #expect(replayed == viewStore.state)
  }

  @Test func aReportOfATruncatedHistoryStartsFromItsFirstKeptState() throws {
    let recorder = ActionRecorder<RecordedCounterState, RecordedCounterAction>(
      capacity: 20, snapshotInterval: 10)
    let viewStore = ViewStore(
      Store(
        initialState: RecordedCounterState(),
        reducer: recordedCounterReducer.recording(into: recorder),
        environment: ()
      )
    )
    for _ in 0..<45 { viewStore.send(.increment) }
    let report = try BugReport<RecordedCounterState, RecordedCounterAction>(
      json: recorder.bugReport().json())
    #expect(report.firstStep == 30)
    #expect(report.initialState?.count == 30)
    #expect(try report.replay(reducer: recordedCounterReducer, environment: ()) == viewStore.state)
  }

  @Test func actionsThatAreNotCodableAreAnErrorNamingTheirType() {
    enum LocalAction { case tapped }
    let recorder = ActionRecorder<Int, LocalAction>()
    let reducer = Reducer<Int, LocalAction, Void> { state, _, _ in
      state += 1
      return .none
    }.recording(into: recorder)
    var state = 0
    _ = reducer.run(&state, .tapped, ())
    // Named as written, with the type it is nested in.
    #expect(throws: BugReportError.actionNotEncodable(type: "BugReportTests.LocalAction")) {
      try recorder.bugReport().json()
    }
    #expect(
      BugReportError.actionNotEncodable(type: "LocalAction").description
        == "LocalAction is not Encodable: add `Codable` to export its actions."
    )
  }

  @Test func aStateThatIsNotCodableIsLeftOutAndTheReplayNeedsOne() throws {
    struct LocalState: Equatable { var count = 0 }
    let recorder = ActionRecorder<LocalState, RecordedCounterAction>()
    let reducer = Reducer<LocalState, RecordedCounterAction, Void> { state, action, _ in
      if action == .increment { state.count += 1 }
      return .none
    }
    var state = LocalState()
    let recording = reducer.recording(into: recorder)
    for _ in 0..<3 { _ = recording.run(&state, .increment, ()) }
    let data = try recorder.bugReport().json()
    let text = String(decoding: data, as: UTF8.self)
    #expect(text.contains("BugReportTests.LocalState is not Codable"))

    let report = try BugReport<LocalState, RecordedCounterAction>(json: data)
    #expect(report.initialState == nil)
    #expect(throws: BugReportError.missingInitialState(stateType: "BugReportTests.LocalState")) {
      try report.replay(reducer: reducer, environment: ())
    }
    #expect(try report.replay(reducer: reducer, environment: (), from: LocalState()).count == 3)
  }

  @Test func aFileOfOtherTypesOrNoReportAtAllIsRefused() throws {
    let recorder = ActionRecorder<RecordedCounterState, RecordedCounterAction>()
    var state = RecordedCounterState()
    _ = recordedCounterReducer.recording(into: recorder).run(&state, .increment, ())
    let data = try recorder.bugReport().json()
    #expect(throws: BugReportError.typeMismatch(expected: "Int", found: "RecordedCounterAction")) {
      try BugReport<RecordedCounterState, Int>(json: data)
    }
    #expect(throws: BugReportError.self) {
      try BugReport<RecordedCounterState, RecordedCounterAction>(json: Data("{}".utf8))
    }
  }
}
