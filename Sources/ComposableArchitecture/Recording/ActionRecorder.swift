import CustomDump
import Foundation

/// Records the actions a root store receives, so they can be inspected, replayed and exported as
/// a bug report.
///
/// ```swift
/// let recorder = ActionRecorder<AppState, AppAction>(capacity: 10_000)
/// let store = Store(
///   initialState: AppState(),
///   reducer: appReducer.recording(into: recorder),
///   environment: .live
/// )
/// // … the app runs …
/// recorder.diff(at: 3)               // what action 3 changed, as `TestStore` prints it
/// try recorder.bugReport().json()    // every recorded action, for a test to replay
/// ```
///
/// Recording costs a timestamp, an append and a state snapshot per `snapshotInterval` actions;
/// everything else — the state diffs, the label paths, the dumps — is computed when asked for.
/// The history is bounded: actions are kept in chunks of `snapshotInterval`, each with a
/// snapshot of the state before it, and the oldest chunk is dropped when a new one would exceed
/// `capacity`. So the recorder keeps the last `capacity - snapshotInterval` to `capacity`
/// actions, and the state of any kept step is a snapshot or rebuilt by replaying at most
/// `snapshotInterval - 1` actions from one.
///
/// States between two snapshots are rebuilt by running the reducer again with its effects
/// discarded, so they are exact for reducers that are functions of state, action and
/// environment. A reducer that makes ids with its environment's UUID generator, or reads the
/// clock, gets fresh values on replay: record it with a `snapshotInterval` of 1, which keeps the
/// state after every action and never runs the reducer again.
///
/// A recorder belongs to the thread of the store it records, like the store itself. The
/// effects it tracks may finish on any thread; that part is locked.
public final class ActionRecorder<State, Action> {
  /// The most actions the recorder keeps; older ones are dropped a chunk at a time.
  public let capacity: Int
  /// How many actions pass between two snapshots of the state.
  public let snapshotInterval: Int
  /// When the recorder was created: the origin of every recorded time.
  public let startDate: Date
  let startNanoseconds: UInt64
  // The fields a recorded send touches skip the runtime's dynamic exclusivity checks, as the
  // store's own do: a recorder is confined to its store's thread, and its code never overlaps
  // two accesses to one field.

  /// The kept history, oldest first; every chunk but the last holds `snapshotInterval` actions.
  @exclusivity(unchecked) var chunks: RingBuffer<RecordingChunk<State, Action>>
  /// How many actions the newest chunk holds, kept apart so a send needn't read the chunk.
  @exclusivity(unchecked) var newestChunkCount = 0
  /// How many actions the recorder has received in all, dropped ones included.
  @exclusivity(unchecked) public private(set) var stepCount = 0
  /// Runs the recorded reducer with its effects discarded, to rebuild past states; set by the
  /// first recorded action.
  var replayReducer: ((inout State, Action) -> Void)?
  let effectLog: EffectLog
  /// The store this recorder records, when it was installed at the store's creation: time
  /// travel shows past states in it.
  weak var store: Store<State, Action>?
  /// The present state while the store shows a past one; actions that arrive meanwhile (effects
  /// of the present still run) reduce this, not the past state the store shows.
  @exclusivity(unchecked) var present: State?
  /// The step the store shows while it shows a past state.
  package private(set) var travelStep: Int?
  /// Called after each recorded action, on the store's thread; and after each effect event, on
  /// the effect's thread. Set only while someone watches (the inspector).
  package var onChange: (@Sendable () -> Void)? {
    didSet { effectLog.setOnChange(onChange) }
  }
  /// The recorder whose store shows this one's states, for a recorder rebuilt from a bug report.
  var displayTarget: ActionRecorder?

  /// Creates a recorder that keeps up to `capacity` actions and snapshots the state every
  /// `snapshotInterval` actions: by default, after every action, so no past state is ever
  /// rebuilt by running the reducer again.
  public init(capacity: Int = 10_000, snapshotInterval: Int = 1) {
    var capacity = capacity
    var snapshotInterval = snapshotInterval
    if capacity < 1 {
      reportLibraryIssue(
        "An ActionRecorder's capacity must be at least 1, not \(capacity); it keeps 1 action.")
      capacity = 1
    }
    if snapshotInterval < 1 || snapshotInterval > capacity {
      let clamped = min(max(snapshotInterval, 1), capacity)
      reportLibraryIssue(
        """
        An ActionRecorder's snapshot interval must be from 1 to its capacity (\(capacity)), not \
        \(snapshotInterval); it snapshots every \(clamped) actions.
        """
      )
      snapshotInterval = clamped
    }
    self.capacity = capacity
    self.snapshotInterval = snapshotInterval
    self.chunks = RingBuffer(capacity: max(1, capacity / snapshotInterval))
    self.startDate = Date()
    self.startNanoseconds = monotonicNanoseconds()
    self.effectLog = EffectLog(startNanoseconds: startNanoseconds)
  }

  // MARK: - Recording

  /// Wraps a root store's reducer so every action it runs is recorded.
  func wrap(
    _ reducer: @escaping (inout State, Action) -> Effect<Action, Never>
  ) -> (inout State, Action) -> Effect<Action, Never> {
    replayReducer = { state, action in _ = reducer(&state, action) }
    return { [self] state, action in record(&state, action, reducer) }
  }

  /// Records `action` and runs it through `reducer`: on `state`, or on the present state while
  /// the store shows a past one.
  func record(
    _ state: inout State,
    _ action: Action,
    _ reducer: (inout State, Action) -> Effect<Action, Never>
  ) -> Effect<Action, Never> {
    let effect: Effect<Action, Never>
    if present != nil {
      effect = append(action, to: &present!, reducer)
    } else {
      effect = append(action, to: &state, reducer)
    }
    onChange?()
    return effect
  }

  /// Records `action` at `time` and runs it through `reducer` on `state`.
  func append(
    _ action: Action,
    to state: inout State,
    at time: Duration? = nil,
    _ reducer: (inout State, Action) -> Effect<Action, Never>
  ) -> Effect<Action, Never> {
    let time = time ?? .nanoseconds(Int64(monotonicNanoseconds() &- startNanoseconds))
    stepCount += 1
    let step = stepCount
    let recorded = RecordedAction(step: step, action: action, time: time)
    if chunks.isEmpty || newestChunkCount == snapshotInterval {
      // A new chunk starts with its first action in place: no second write to its array.
      var actions = ContiguousArray<RecordedAction<Action>>()
      actions.reserveCapacity(snapshotInterval)
      actions.append(recorded)
      chunks.append(RecordingChunk(baseStep: step - 1, snapshot: state, actions: actions))
      newestChunkCount = 1
    } else {
      chunks[chunks.count - 1].actions.append(recorded)
      newestChunkCount += 1
    }
    return effectLog.track(reducer(&state, action), step: step)
  }

  // MARK: - Reading

  /// The first step whose state the recorder can rebuild: 0 until actions were dropped.
  public var firstStep: Int {
    chunks.first?.baseStep ?? stepCount
  }

  /// How many of the received actions were dropped to keep the history within ``capacity``.
  public var droppedActionCount: Int { firstStep }

  /// The kept actions, oldest first.
  public var actions: [RecordedAction<Action>] {
    chunks.elements.flatMap(\.actions)
  }

  /// The recorded action of `step`, if it is kept.
  public func action(at step: Int) -> RecordedAction<Action>? {
    // The chunk that rebuilds the step before holds this step's action, if any does.
    guard step >= 1, let index = chunkIndex(containing: step - 1),
      step <= chunks[index].lastStep
    else { return nil }
    return chunks[index].actions[step - chunks[index].baseStep - 1]
  }

  /// The effects in flight, and the last ones that ended, by id.
  public var effects: [RecordedEffect] { effectLog.snapshot }

  /// The state right after the action of `step` (step 0: before the first action), if the
  /// recorder keeps that step.
  public func state(at step: Int) -> State? {
    if step == stepCount, let current = present ?? store?.currentState {
      return current
    }
    guard let index = chunkIndex(containing: step) else { return nil }
    return replay(chunks[index], through: step)
  }

  /// The states before and after the action of `step`, if it is kept.
  public func stateChange(at step: Int) -> (before: State, after: State)? {
    guard step >= 1, let index = chunkIndex(containing: step - 1),
      let recorded = action(at: step)
    else { return nil }
    let before = replay(chunks[index], through: step - 1)
    // A kept state — the next chunk's snapshot, or the present — is what the reducer produced;
    // only in between is the action run again.
    if let afterIndex = chunkIndex(containing: step), chunks[afterIndex].baseStep == step {
      return (before, chunks[afterIndex].snapshot)
    }
    if step == stepCount, let current = present ?? store?.currentState {
      return (before, current)
    }
    guard let replayReducer else { return nil }
    var after = before
    replayReducer(&after, recorded.action)
    return (before, after)
  }

  /// What the action of `step` changed, as `TestStore` prints a failure (`−` before, `+`
  /// after); `nil` if it changed nothing or the step is not kept.
  public func diff(at step: Int) -> String? {
    guard let change = stateChange(at: step) else { return nil }
    return CustomDump.diff(change.before, change.after, format: .proportional)
  }

  /// The chunk that rebuilds `step`, preferring the one whose snapshot is that step.
  func chunkIndex(containing step: Int) -> Int? {
    guard let first = chunks.first, step >= first.baseStep, step <= stepCount else { return nil }
    let index = min((step - first.baseStep) / snapshotInterval, chunks.count - 1)
    guard chunks[index].baseStep <= step, step <= chunks[index].lastStep else { return nil }
    return index
  }

  private func replay(_ chunk: RecordingChunk<State, Action>, through step: Int) -> State {
    var state = chunk.snapshot
    guard let replayReducer else { return state }
    for recorded in chunk.actions.prefix(step - chunk.baseStep) {
      replayReducer(&state, recorded.action)
    }
    return state
  }

  // MARK: - Time travel

  /// Shows the state of `step` in the recorded store, read-only until ``resume()``: actions that
  /// arrive meanwhile run on the present state, which the store shows again on resume.
  /// Returns whether the step could be shown.
  @discardableResult
  package func travel(to step: Int) -> Bool {
    guard let state = state(at: step) else { return false }
    if let displayTarget {
      guard displayTarget.show(state, step: step) else { return false }
      travelStep = step
      return true
    }
    return show(state, step: step)
  }

  /// Shows `state` in the recorded store as the state of a past step.
  func show(_ state: State, step: Int) -> Bool {
    guard let store else { return false }
    if present == nil {
      present = store.currentState
    }
    guard store.showTimeTravelState(state) else { return false }
    travelStep = step
    return true
  }

  /// Shows the present state again, after ``travel(to:)``.
  package func resume() {
    if let displayTarget {
      displayTarget.resume()
      travelStep = nil
      return
    }
    guard let store, let present else { return }
    if store.showTimeTravelState(present) {
      self.present = nil
      travelStep = nil
    }
  }

  /// Whether the recorded store shows a past state.
  package var isShowingPast: Bool {
    travelStep != nil && (displayTarget?.travelStep != nil || displayTarget == nil)
  }
}
