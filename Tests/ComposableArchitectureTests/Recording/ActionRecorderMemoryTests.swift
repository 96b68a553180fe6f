import ComposableArchitecture
import Testing

/// Counts the payloads alive, so the test sees what the recorder still holds.
private final class LiveCount {
  var value = 0
}

private final class Payload {
  let count: LiveCount
  init(_ count: LiveCount) {
    self.count = count
    count.value += 1
  }
  deinit { count.value -= 1 }
}

private enum PayloadAction {
  case add(Payload)
}

@Suite struct ActionRecorderMemoryTests {
  /// With a snapshot after every action (the inspector's way), and every 100 actions.
  @Test(arguments: [1, 100])
  func aMillionActionsKeepTheHistoryWithinItsCapacity(snapshotInterval: Int) {
    let live = LiveCount()
    let recorder = ActionRecorder<Int, PayloadAction>(
      capacity: 1_000, snapshotInterval: snapshotInterval)
    let reducer = Reducer<Int, PayloadAction, Void> { state, _, _ in
      state += 1
      return .none
    }.recording(into: recorder)
    var state = 0
    var highWater = 0
    for _ in 0..<1_000_000 {
      _ = reducer.run(&state, .add(Payload(live)), ())
      highWater = max(highWater, live.value)
    }
    #expect(state == 1_000_000)
    #expect(recorder.stepCount == 1_000_000)
    // What is kept never exceeds the capacity: the oldest chunk goes before a new one starts.
    #expect(highWater <= 1_000)
    #expect(live.value > 1_000 - snapshotInterval && live.value <= 1_000)
    #expect(recorder.actions.count == live.value)
    #expect(recorder.firstStep == 1_000_000 - live.value)
    #expect(recorder.droppedActionCount == recorder.firstStep)
    // The kept steps still rebuild exactly; the dropped ones are gone.
    #expect(recorder.state(at: 999_950) == 999_950)
    #expect(recorder.state(at: recorder.firstStep) == recorder.firstStep)
    #expect(recorder.state(at: recorder.firstStep - 1) == nil)
    #expect(recorder.action(at: 10) == nil)
  }
}
