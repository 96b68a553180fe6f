import ConcurrencyExtras
import CustomDump
import Foundation

/// What a test store and the test stores scoped from it share: the store under test, the
/// environment, the last asserted state, and the actions and effects awaiting assertion.
final class TestStoreCore<State, Action, Environment> {
  /// An action as the instrumented reducer sees it: sent by the test or fed back by an effect.
  enum TestAction {
    case send(Action)
    /// An action fed back by the effect with the given id.
    case receive(Action, effectID: Int)
  }

  /// An action fed back by an effect, not yet asserted.
  struct ReceivedAction {
    let action: Action
    /// The state right after the action ran.
    let state: State
    /// The effect that sent it.
    let effectID: Int
  }

  /// An effect in flight and the step that started it.
  struct RunningEffect {
    let action: Action
    let location: SourceLocation
  }

  let reducer: Reducer<State, Action, Environment>
  var environment: Environment
  var exhaustivity: Exhaustivity = .on
  /// The state as of the last assertion: what the next expectation is applied to.
  var state: State
  /// Actions fed back by effects, not yet asserted.
  var receivedActions: [ReceivedAction] = []
  private let runningEffects = LockedValue<[Int: RunningEffect]>([:])
  private var nextEffectID = 0
  /// Where the step being performed was written, for effects it starts.
  private var currentLocation: SourceLocation
  let initLocation: SourceLocation
  private(set) var store: Store<State, TestAction>!

  init(
    initialState: State,
    reducer: Reducer<State, Action, Environment>,
    environment: Environment,
    location: SourceLocation
  ) {
    self.reducer = reducer
    self.environment = environment
    self.state = initialState
    self.initLocation = location
    self.currentLocation = location
    self.store = Store(initialState: initialState) { [unowned self] state, action in
      self.run(&state, action)
    }
  }

  /// Runs the feature's reducer, recording received actions and tracking the effects.
  private func run(_ state: inout State, _ testAction: TestAction) -> Effect<TestAction, Never> {
    let action: Action
    let effect: Effect<Action, Never>
    switch testAction {
    case let .send(sent):
      action = sent
      effect = reducer.run(&state, sent, environment)
      self.state = state
    case let .receive(received, effectID):
      action = received
      effect = reducer.run(&state, received, environment)
      receivedActions.append(ReceivedAction(action: received, state: state, effectID: effectID))
    }
    if case let .value(output) = effect.storage {
      // `Effect(value:)`: it emits at once and completes during this send, so it is never
      // running once the send ends and there is nothing to track or to start in a context.
      // Kept a value effect, the store feeds it back without subscribing, as it would the
      // feature's (subscribing cost most of a test step).
      nextEffectID += 1
      return Effect(storage: .value(.receive(output, effectID: nextEffectID)))
    }
    guard case let .publisher(publisher) = effect.operation else { return .none }
    nextEffectID += 1
    let id = nextEffectID
    let runningEffect = RunningEffect(action: action, location: currentLocation)
    let runningEffects = self.runningEffects
    let describeAction = UncheckedSendable<() -> String>({ String(customDumping: action) })
    return Effect(
      StartingEffect(upstream: publisher, describeAction: describeAction)
        .handleEvents(
          receiveSubscription: { _ in runningEffects.withValue { $0[id] = runningEffect } },
          receiveCompletion: { _ in runningEffects.withValue { $0[id] = nil } },
          receiveCancel: { runningEffects.withValue { $0[id] = nil } }
        )
        .map { TestAction.receive($0, effectID: id) }
    )
  }

  /// Sends an action from the test.
  func send(_ action: Action, at location: SourceLocation) -> ViewStoreTask {
    currentLocation = location
    return store.send(.send(action))
  }

  /// Cancels every effect in flight.
  func cancelEffects() {
    store.runtime.effects.cancelAll()
  }

  func isRunning(effect id: Int) -> Bool {
    runningEffects.value[id] != nil
  }

  var hasRunningEffects: Bool {
    !runningEffects.value.isEmpty
  }

  var effectsStillRunning: [RunningEffect] {
    runningEffects.value.sorted { $0.key < $1.key }.map(\.value)
  }

  /// The state the store really has now, received actions included.
  var actualState: State {
    store.currentState
  }
}

/// Where a test step was written, to point failures at it.
struct SourceLocation {
  let fileID: StaticString
  let filePath: StaticString
  let line: UInt
  let column: UInt
}
