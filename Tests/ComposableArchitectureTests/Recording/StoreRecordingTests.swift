import CombineSchedulers
import ComposableArchitecture
import Foundation
import Testing

@Suite struct StoreRecordingTests {
  @Test func rootStoresCreatedInARecordingScopeRecordAndOthersDoNot() throws {
    let recording = StoreRecording(capacity: 100, snapshotInterval: 10)
    let store = StoreRecording.$current.withValue(recording) {
      Store(initialState: RecordedCounterState(), reducer: recordedCounterReducer, environment: ())
    }
    let unrecorded = Store(
      initialState: RecordedCounterState(), reducer: recordedCounterReducer, environment: ())
    ViewStore(store).send(.increment)
    ViewStore(unrecorded).send(.increment)
    // Scoped stores are no roots: they record nothing of their own.
    _ = StoreRecording.$current.withValue(recording) { store.scope(state: \.count) }
    #expect(recording.recorders.count == 1)
    let recorder = try #require(recording.recorders.first)
    #expect(recorder.stepCount == 1)
    #expect(
      recorder.summaries(after: 0, limit: 10).map(\.label) == ["RecordedCounterAction.increment"])
  }

  @Test func timeTravelShowsAPastStateAndResumeTheLatestOne() throws {
    let recording = StoreRecording(capacity: 100, snapshotInterval: 4)
    let store = StoreRecording.$current.withValue(recording) {
      Store(initialState: RecordedCounterState(), reducer: recordedCounterReducer, environment: ())
    }
    let viewStore = ViewStore(store)
    for _ in 0..<10 { viewStore.send(.increment) }
    let recorder = try #require(recording.recorders.first)

    #expect(recorder.travel(to: 3))
    #expect(viewStore.count == 3)
    #expect(recorder.isShowingPast)
    #expect(recorder.shownStep == 3)
    #expect(recorder.travel(to: 0))
    #expect(viewStore.state == RecordedCounterState())
    // The present goes on meanwhile (effects still deliver): it reduces the present state, not
    // the past one on show, and is recorded.
    viewStore.send(.increment)
    #expect(viewStore.count == 0)
    #expect(recorder.stepCount == 11)
    #expect(!recorder.travel(to: 12))
    recorder.resume()
    #expect(!recorder.isShowingPast)
    #expect(viewStore.count == 11)
    viewStore.send(.increment)
    #expect(viewStore.count == 12)
  }

  @Test func effectsAreLoggedAsTheyStartFinishAndGetCancelled() throws {
    enum Action: Equatable { case start, startForever, stop, tick }
    struct TimerID: Hashable {}
    let scheduler = DispatchQueue.test
    let reducer = Reducer<Int, Action, AnySchedulerOf<DispatchQueue>> { state, action, queue in
      switch action {
      case .start:
        return Effect(value: .tick).delay(for: 1, scheduler: queue).eraseToEffect()
      case .startForever:
        return Effect.timer(id: TimerID(), every: 1, on: queue).map { _ in .tick }
      case .stop:
        return .cancel(id: TimerID())
      case .tick:
        state += 1
        return .none
      }
    }
    let recording = StoreRecording()
    let store = StoreRecording.$current.withValue(recording) {
      Store(initialState: 0, reducer: reducer, environment: scheduler.eraseToAnyScheduler())
    }
    let viewStore = ViewStore(store)
    let recorder = try #require(recording.recorders.first)
    viewStore.send(.start)
    viewStore.send(.startForever)
    #expect(recorder.effects.map(\.status) == [.running, .running])
    #expect(recorder.effects.map(\.step) == [1, 2])
    scheduler.advance(by: 1)
    #expect(viewStore.state == 2)
    viewStore.send(.stop)
    let effects = recorder.effects
    #expect(effects.first(where: { $0.step == 1 })?.status == .finished)
    #expect(effects.first(where: { $0.step == 2 })?.status == .cancelled)
    #expect(effects.allSatisfy { $0.endTime != nil })
  }

  @Test func aLoadedBugReportShowsItsStatesInTheStore() throws {
    let recording = StoreRecording()
    let store = StoreRecording.$current.withValue(recording) {
      Store(initialState: RecordedCounterState(), reducer: recordedCounterReducer, environment: ())
    }
    let viewStore = ViewStore(store)
    viewStore.send(.increment)
    let live = try #require(recording.recorders.first)

    let other = ActionRecorder<RecordedCounterState, RecordedCounterAction>()
    var state = RecordedCounterState(count: 100)
    let reducer = recordedCounterReducer.recording(into: other)
    for action in [RecordedCounterAction.decrement, .factResponse("99"), .decrement] {
      _ = reducer.run(&state, action, ())
    }
    let loaded = try live.loadBugReport(other.bugReport().json())
    #expect(loaded.stepCount == 3)
    #expect(loaded.travel(to: 2))
    #expect(viewStore.state == RecordedCounterState(count: 99, fact: "99", history: [99]))
    #expect(live.isShowingPast)
    loaded.resume()
    #expect(viewStore.state.count == 1)
    #expect(!live.isShowingPast)
  }
}
