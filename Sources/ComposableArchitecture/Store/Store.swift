import Foundation

/// Runs a feature: it holds the state, sends actions through the reducer and runs the effects.
///
/// ```swift
/// let store = Store(
///   initialState: AppState(),
///   reducer: appReducer,
///   environment: AppEnvironment(mainQueue: .main)
/// )
/// ```
///
/// Views never read a store directly: they observe it through a ``ViewStore``, and hand child
/// views stores scoped to their part of the state with ``scope(state:action:)``.
///
/// ## Threading
///
/// A store is not bound to an actor. It and every store scoped from it belong to the thread that
/// created the root: the main thread in an app, the test's thread in a synchronous test. A send
/// or effect output arriving on another thread is reported as a runtime warning naming the
/// action. Async effects deliver their actions on the main actor.
///
/// ## Order
///
/// Actions run one at a time, in the order they are sent. An action sent while the reducer runs
/// — by a synchronous effect — is queued and runs right after, never nested. Effects start after
/// the state change they belong to. Releasing the root store cancels its running effects.
public final class Store<State, Action> {
  // Performance notes. A send is the hot path of every app, so:
  //
  // - `send` and the reducer loop are `@inlinable`, so they are specialized in the app's module
  //   for its concrete `State` and `Action`. Unspecialized, every send looked up the metadata of
  //   `Effect<Action, Never>` and `ContiguousArray<Action>` and copied actions through value
  //   witnesses, which cost more than the rest of the send together.
  // - The mutable fields the send path touches are `@exclusivity(unchecked)`. A store is confined
  //   to one thread and its own code never overlaps two accesses to a field (the reducer gets
  //   `_state` in place, and actions sent meanwhile only touch `bufferedActions`), so the
  //   runtime's dynamic exclusivity checks (one `swift_beginAccess` per field access, five per
  //   send) protect nothing here.

  /// The state: authoritative in the root store, a cache in scoped stores (see ``derive``).
  @exclusivity(unchecked) @usableFromInline var _state: State
  /// The runtime version `_state` was derived at, in scoped stores.
  @exclusivity(unchecked) @usableFromInline var derivedVersion: UInt
  @usableFromInline let runtime: StoreRuntime
  /// The parent, which scoped stores observe while they have observers of their own.
  private let parent: (any ParentStore)?
  /// Derives the state from the parent's, in scoped stores.
  private let derive: (() -> State)?
  /// Sends an action, transformed into the root's action, straight to the root's reducer, in
  /// scoped stores.
  ///
  /// Composed once at scoping time from the parent's, so a send from a store N levels deep runs
  /// the N action transforms and then the root's reducer — no trip through each intermediate
  /// store — and a store scoped without an action transform shares its parent's.
  @usableFromInline let sendToRoot: ((Action) -> ViewStoreTask)?
  /// Stops a change notification at a scoped store whose slice did not change, when `State` is
  /// `Equatable`.
  private let isDuplicate: ((State, State) -> Bool)?
  @exclusivity(unchecked) private var observers = Observers<Void>()
  private var parentObservation: Observation<Void>?

  // Root only.
  /// The reducer, in root stores; scoped stores never call theirs.
  ///
  /// Not optional: specialized code cannot call a closure unwrapped from an `Optional` of the
  /// generic function type without first wrapping it in a reabstraction thunk, which allocated
  /// on every send.
  @usableFromInline let reducer: (inout State, Action) -> Effect<Action, Never>
  @exclusivity(unchecked) @usableFromInline var bufferedActions: ContiguousArray<Action> = []
  @exclusivity(unchecked) private var effectsStartedInSend: [Int] = []

  /// Creates a root store.
  public convenience init<Environment>(
    initialState: State,
    reducer: Reducer<State, Action, Environment>,
    environment: Environment
  ) {
    self.init(initialState: initialState) { state, action in
      reducer.run(&state, action, environment)
    }
  }

  init(initialState: State, reducer: @escaping (inout State, Action) -> Effect<Action, Never>) {
    self._state = initialState
    self.derivedVersion = 0
    self.runtime = StoreRuntime()
    self.parent = nil
    self.derive = nil
    self.sendToRoot = nil
    self.isDuplicate = nil
    self.reducer = reducer
  }

  /// Creates a scoped store; `sendToRoot` comes from ``makeSendToRoot(_:)`` on the parent.
  @usableFromInline
  init<ParentState, ParentAction>(
    parent: Store<ParentState, ParentAction>,
    state toLocalState: @escaping (ParentState) -> State,
    sendToRoot: @escaping (Action) -> ViewStoreTask
  ) {
    self._state = toLocalState(parent.currentState)
    self.runtime = parent.runtime
    self.derivedVersion = parent.runtime.version
    self.parent = parent
    self.derive = { toLocalState(parent.currentState) }
    self.sendToRoot = sendToRoot
    self.isDuplicate = runtimeEquality(State.self)
    self.reducer = { _, _ in fatalError("A scoped store has no reducer of its own.") }
  }

  deinit {
    if let parentObservation {
      parent?.removeObserver(parentObservation)
    }
    if sendToRoot == nil {
      runtime.effects.cancelAll()
    }
  }

  /// The current state, derived afresh if this is a scoped store whose cache is stale.
  package var currentState: State {
    if let derive, derivedVersion != runtime.version {
      _state = derive()
      derivedVersion = runtime.version
    }
    return _state
  }

  /// Sends an action to the root reducer; returns a task for the effects it started.
  @inlinable
  @discardableResult
  package func send(_ action: Action) -> ViewStoreTask {
    if let sendToRoot {
      return sendToRoot(action)
    }
    return sendToReducer(action)
  }

  /// What a store scoped from this one sends through: its action transform, then this store's
  /// own way to the root.
  ///
  /// Inlinable so that the closure reaching the root reducer is made, and specialized, in the
  /// module that scopes — the app's, with its concrete types.
  @inlinable
  func makeSendToRoot<LocalAction>(
    _ fromLocalAction: @escaping (LocalAction) -> Action
  ) -> (LocalAction) -> ViewStoreTask {
    if let sendToRoot {
      return { sendToRoot(fromLocalAction($0)) }
    }
    return { self.sendToReducer(fromLocalAction($0)) }
  }

  /// ``makeSendToRoot(_:)`` for a store scoped without an action transform: it sends exactly
  /// like this one, at no extra cost per level.
  @inlinable
  func makeSendToRoot() -> (Action) -> ViewStoreTask {
    if let sendToRoot {
      return sendToRoot
    }
    return { self.sendToReducer($0) }
  }

  /// Runs an action, and those sent while it runs, through the root reducer.
  @inlinable
  func sendToReducer(_ action: Action) -> ViewStoreTask {
    runtime.checkThread(action)
    guard !runtime.isSending else {
      bufferedActions.append(action)
      return ViewStoreTask(rawValue: nil)
    }
    runtime.isSending = true
    var action = action
    var index = 0
    while true {
      let effect = reducer(&_state, action)
      if case let .publisher(publisher) = effect.operation {
        start(publisher)
      }
      guard index < bufferedActions.count else { break }
      action = bufferedActions[index]
      index += 1
    }
    if !bufferedActions.isEmpty {
      bufferedActions.removeAll(keepingCapacity: true)
    }
    runtime.isSending = false
    return didSend()
  }

  /// Publishes the new state to observers once a send's actions have all run; returns the task
  /// for the effects they left running.
  ///
  /// Not inlinable: nothing here depends on `State` or `Action`, so it costs no metadata lookups
  /// unspecialized, and it keeps the inlined send small.
  @usableFromInline
  func didSend() -> ViewStoreTask {
    runtime.version &+= 1
    observers.notify(())
    return pendingTask()
  }

  /// Starts an effect a reducer returned.
  @usableFromInline
  func start(_ publisher: AnyPublisher<Action, Never>) {
    let effects = runtime.effects
    let id = effects.begin()
    let cancellable = runtime.cancellationScope.withCurrent {
      publisher.sink(
        receiveCompletion: { _ in effects.finish(id) },
        receiveValue: { [weak self] action in self?.send(action) }
      )
    }
    effects.attach(cancellable, to: id)
    if effects.isRunning(id) {
      effectsStartedInSend.append(id)
    }
  }

  /// A task for the effects the send that just finished left running, if any.
  private func pendingTask() -> ViewStoreTask {
    guard !effectsStartedInSend.isEmpty else { return ViewStoreTask(rawValue: nil) }
    let effects = runtime.effects
    let ids = effectsStartedInSend.filter(effects.isRunning)
    effectsStartedInSend.removeAll(keepingCapacity: true)
    guard !ids.isEmpty else { return ViewStoreTask(rawValue: nil) }
    return ViewStoreTask(
      rawValue: Task {
        await withTaskCancellationHandler {
          await effects.wait(for: ids)
        } onCancel: {
          effects.cancel(ids)
        }
      }
    )
  }

  /// Registers a callback run after each change to this store's state (after each send at the
  /// root; after each change that reaches this slice, when `State` is `Equatable`).
  func addObserver(_ callback: @escaping () -> Void) -> Observation<Void> {
    if observers.isEmpty, let parent, parentObservation == nil {
      // Start following the parent now that someone follows this store; until then the state
      // is derived on demand.
      _ = currentState
      parentObservation = parent.addObserver { [unowned(unsafe) self] in
        self.parentDidChange()
      }
    }
    return observers.add { _ in callback() }
  }

  func removeObserver(_ observation: Observation<Void>) {
    observers.remove(observation)
    if observers.isEmpty, let parent, let parentObservation {
      parent.removeObserver(parentObservation)
      self.parentObservation = nil
    }
  }

  private func parentDidChange() {
    guard let derive else { return }
    let newState = derive()
    derivedVersion = runtime.version
    if let isDuplicate, isDuplicate(_state, newState) {
      return
    }
    _state = newState
    observers.notify(())
  }

  /// The number of observers, for tests and benchmarks of observation cost.
  package var observerCount: Int { observers.count }
}

/// A store as its scoped children see it: something to observe.
protocol ParentStore: AnyObject {
  func addObserver(_ callback: @escaping () -> Void) -> Observation<Void>
  func removeObserver(_ observation: Observation<Void>)
}

extension Store: ParentStore {}
