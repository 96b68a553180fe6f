import ComposableArchitecture
import Foundation
import Testing

@Suite struct ActionRecorderTests {
  @Test func recordsEveryActionInTheOrderTheStoreRanThem() {
    let recorder = ActionRecorder<RecordedCounterState, RecordedCounterAction>()
    let store = Store(
      initialState: RecordedCounterState(),
      reducer: recordedCounterReducer.recording(into: recorder),
      environment: ()
    )
    let viewStore = ViewStore(store)
    viewStore.send(.incrementTwice)
    viewStore.send(.factResponse("2 is even"))
    viewStore.send(.decrement)
    // The two actions the effects fed back are recorded where they ran: right after the action
    // that started them.
    #expect(
      recorder.actions.map(\.action) == [
        .incrementTwice, .increment, .increment, .factResponse("2 is even"), .decrement,
      ]
    )
    #expect(recorder.actions.map(\.step) == [1, 2, 3, 4, 5])
    #expect(recorder.stepCount == 5)
    let times = recorder.actions.map(\.time)
    #expect(times == times.sorted())
  }

  @Test func diffsShowWhatEachActionChanged() throws {
    let recorder = ActionRecorder<RecordedCounterState, RecordedCounterAction>()
    let viewStore = ViewStore(
      Store(
        initialState: RecordedCounterState(),
        reducer: recordedCounterReducer.recording(into: recorder),
        environment: ()
      )
    )
    viewStore.send(.increment)
    viewStore.send(.factResponse("1 is odd"))
    viewStore.send(.incrementTwice)

    // As `TestStore` prints it: `−` before, `+` after, unchanged fields as context (which
    // CustomDump indents with figure spaces, so the columns line up).
    let factDiff = try #require(recorder.diff(at: 2))
    #expect(
      factDiff.replacingOccurrences(of: "\u{2007}", with: " ") == """
          RecordedCounterState(
            count: 1,
        −   fact: nil,
        +   fact: "1 is odd",
            history: […]
          )
        """
    )
    let countDiff = try #require(recorder.diff(at: 1))
    #expect(countDiff.contains("−   count: 0,"))
    #expect(countDiff.contains("+   count: 1,"))
    #expect(countDiff.contains("+     [0]: 1"))
    // An action that changes nothing itself has no diff; its effects' actions do.
    #expect(recorder.diff(at: 3) == nil)
    #expect(recorder.diff(at: 4) != nil)
    #expect(recorder.diff(at: 99) == nil)
  }

  @Test func theStateAtEachStepIsWhatTheReducerProducedThen() {
    let recorder = ActionRecorder<RecordedCounterState, RecordedCounterAction>(
      capacity: 1_000, snapshotInterval: 7)
    let store = Store(
      initialState: RecordedCounterState(),
      reducer: recordedCounterReducer.recording(into: recorder),
      environment: ()
    )
    let viewStore = ViewStore(store)
    var produced = [viewStore.state]
    for index in 0..<60 {
      viewStore.send(
        index % 5 == 4 ? .decrement : index % 7 == 0 ? .factResponse("\(index)") : .increment)
      produced.append(viewStore.state)
    }
    for step in 0...60 {
      #expect(recorder.state(at: step) == produced[step], "step \(step)")
    }
    #expect(recorder.state(at: 61) == nil)
    #expect(recorder.state(at: -1) == nil)
  }

  @Test func keepingEveryStateMakesPastStatesExactForReducersThatMakeIDs() {
    // Each action draws a fresh id from the environment: running it again would draw another.
    var nextID = 0
    let reducer = Reducer<[Int], Void, () -> Int> { state, _, makeID in
      state.append(makeID())
      return .none
    }
    let recorder = ActionRecorder<[Int], Void>(capacity: 100, snapshotInterval: 1)
    let viewStore = ViewStore(
      Store(
        initialState: [],
        reducer: reducer.recording(into: recorder),
        environment: {
          nextID += 1
          return nextID
        }
      ),
      removeDuplicates: ==
    )
    for _ in 0..<5 { viewStore.send(()) }
    #expect(recorder.state(at: 3) == [1, 2, 3])
    #expect(
      recorder.stateChange(at: 4).map { [$0.before, $0.after] } == [[1, 2, 3], [1, 2, 3, 4]])
    // Nothing ran the reducer again: the generator is where the five actions left it.
    #expect(nextID == 5)
  }

  @Test func anOutOfRangeCapacityIsReportedAndClamped() {
    // Each out-of-range value is reported, naming what was asked for and what is kept instead;
    // the expectations on the clamped values are outside the known issue, so they can fail.
    var recorder: ActionRecorder<Int, Int>?
    withKnownIssue {
      recorder = ActionRecorder<Int, Int>(capacity: 0, snapshotInterval: 5)
    } matching: { issue in
      issue.message.contains("capacity must be at least 1, not 0")
        || issue.message.contains("snapshot interval must be from 1 to its capacity (1), not 5")
    }
    #expect(recorder?.capacity == 1)
    #expect(recorder?.snapshotInterval == 1)
  }
}
