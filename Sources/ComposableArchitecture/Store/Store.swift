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
/// views stores scoped to their part of the state with ``scope(state:action:)-((State)->LocalState,_)``.
///
/// ## Threading
///
/// A store is not bound to an actor. It and every store scoped from it belong to the thread that
/// created the root: the main thread in an app, the test's thread in a synchronous test. A send
/// or effect output arriving on another thread is reported as a runtime warning naming the
/// action. Async effects deliver their actions on the main actor.
///
/// A root store created on a serial executor of a live server's session (not the main actor)
/// belongs to that executor instead, whichever worker thread runs it. Its effects' output is
/// handed to that executor, in order, wherever it arrives.
///
/// ## Order
///
/// Actions run one at a time, in the order they are sent. An action sent while the reducer runs
/// — by a synchronous effect — is queued and runs right after, never nested. Effects start after
/// the state change they belong to. Releasing the root store cancels its running effects.
public final class Store<State, Action> {
  // Performance notes. A send is the hot path of every app, so:
  //
  // - `send`, the reducer loop and the notification of observers are `@inlinable`, so they are
  //   specialized in the app's module for its concrete `State` and `Action`; so is scoping, so
  //   the closures a scoped store runs are made with the concrete types. Unspecialized, every
  //   send looked up the metadata of `Effect<Action, Never>` and `ContiguousArray<Action>` and
  //   copied values through value witnesses, which cost more than the rest of the send.
  // - The mutable fields the send path touches are `@exclusivity(unchecked)`. A store is confined
  //   to one thread and its own code never overlaps two accesses to a field (the reducer gets
  //   `_state` in place, and actions sent meanwhile only touch `bufferedActions`), so the
  //   runtime's dynamic exclusivity checks (one `swift_beginAccess` per field access, five per
  //   send) protect nothing here.
  // - Closures only one kind of store uses are not optional but hold a stub in the other kind:
  //   specialized code cannot call a closure unwrapped from an `Optional` of a generic function
  //   type without first wrapping it in a reabstraction thunk, which allocates on every call.

  /// The state: authoritative in the root store, a cache in scoped stores (see ``derive``).
  @exclusivity(unchecked) @usableFromInline var _state: State
  /// The runtime version `_state` was derived at, in scoped stores.
  @exclusivity(unchecked) @usableFromInline var derivedVersion: UInt
  @usableFromInline let runtime: StoreRuntime
  /// Whether this is a root store, which runs the reducer; else it is scoped from a parent.
  @usableFromInline let isRoot: Bool
  /// Derives the state afresh from the parent's current state, in scoped stores. It holds the
  /// parent, which keeps it alive.
  @usableFromInline let derive: () -> State
  /// Starts following the parent's changes, in scoped stores; returns what stops it.
  ///
  /// Made by the inlinable scoping initializer, so the callback the parent runs on each of its
  /// changes — derive this store's state, compare, publish — is specialized for the app's
  /// types: a parent with a thousand scoped children runs it a thousand times per change.
  @usableFromInline let followParent: ((Store) -> () -> Void)?
  /// Sends an action, transformed into the root's action, straight to the root's reducer, in
  /// scoped stores.
  ///
  /// Composed once at scoping time from the parent's, so a send from a store N levels deep runs
  /// the N action transforms and then the root's reducer — no trip through each intermediate
  /// store — and a store scoped without an action transform shares its parent's.
  @usableFromInline let sendToRoot: (Action) -> ViewStoreTask
  /// Stops a change notification at a scoped store whose slice did not change, when `State` is
  /// `Equatable`.
  @usableFromInline let equality: RawEquality?
  /// The observers: scoped stores and view stores, which get the new state with each change,
  /// and others that only want to know of the change.
  @exclusivity(unchecked) @usableFromInline var observers = Observers<State>()
  /// The runtime version of the state this store is handing its observers, while it does.
  ///
  /// An observer that sends an action makes a newer state, which reaches the observers after it
  /// before the older one does: they find this no longer the runtime's version (it is restored
  /// once the newer round ends) and read ``currentState`` instead, which is what they get
  /// handed whenever the two are the same.
  @exclusivity(unchecked) @usableFromInline var publishingVersion: UInt = 0
  /// Stops following the parent, while this scoped store follows it.
  private var stopFollowingParent: (() -> Void)?
  /// The ``ElementFanOut`` of a store of a collection, once element stores are scoped from it.
  var elementFanOut: AnyObject?

  // Root only.
  /// The reducer, in root stores.
  @usableFromInline let reducer: (inout State, Action) -> Effect<Action, Never>
  @exclusivity(unchecked) @usableFromInline var bufferedActions: ContiguousArray<Action> = []
  @exclusivity(unchecked) @usableFromInline var effectsStartedInSend: ContiguousArray<Int> = []

  /// Creates a root store.
  ///
  /// Inlinable, so the closure that runs the reducer with its environment is made with the app's
  /// types and adds no reabstraction to each send.
  @inlinable
  public convenience init<Environment>(
    initialState: State,
    reducer: Reducer<State, Action, Environment>,
    environment: Environment
  ) {
    self.init(initialState: initialState) { state, action in
      reducer.run(&state, action, environment)
    }
  }

  /// Creates a store that does not report sends from threads other than its own.
  ///
  /// ```swift
  /// let importQueue = DispatchQueue(label: "import")
  /// let store = Store.unchecked(
  ///   initialState: ImportState(),
  ///   reducer: importReducer,
  ///   environment: ImportEnvironment(queue: importQueue)
  /// )
  /// importQueue.async { store.send(.start) }  // no runtime warning
  /// ```
  ///
  /// For a store that lives off the main thread — a background import pipeline, a command-line
  /// tool — and is driven from several queues. The store still runs one action at a time and is
  /// not made thread-safe: the caller serializes its sends. Stores scoped from it, and view
  /// stores of those, are unchecked too.
  public static func unchecked<Environment>(
    initialState: State,
    reducer: Reducer<State, Action, Environment>,
    environment: Environment
  ) -> Store {
    Store(initialState: initialState, checksThread: false) { state, action in
      reducer.run(&state, action, environment)
    }
  }

  @usableFromInline
  init(
    initialState: State,
    checksThread: Bool = true,
    reducer: @escaping (inout State, Action) -> Effect<Action, Never>
  ) {
    // A live server's inspector records the root stores of its sessions (see `StoreRecording`);
    // read once here, so the send path is the same whether or not a store records.
    let recording = Self.recordingReducer(reducer)
    self._state = initialState
    self.derivedVersion = 0
    self.runtime = StoreRuntime(checksThread: checksThread)
    self.isRoot = true
    self.derive = { fatalError("A root store derives no state.") }
    self.followParent = nil
    self.sendToRoot = { _ in fatalError("A root store sends to its own reducer.") }
    self.equality = nil
    self.reducer = recording.reducer
    recording.recorder?.store = self
  }

  /// Creates a scoped store; `sendToRoot` comes from ``makeSendToRoot(_:)`` on the parent.
  @inlinable
  convenience init<ParentState, ParentAction>(
    parent: Store<ParentState, ParentAction>,
    state toLocalState: @escaping (ParentState) -> State,
    sendToRoot: @escaping (Action) -> ViewStoreTask
  ) {
    self.init(
      parent: parent,
      state: toLocalState,
      sendToRoot: sendToRoot,
      followParent: { [unowned(unsafe) parent] child in
        // Neither is retained here: the child holds the parent, and stops following it before
        // it goes away. Both are reached through guaranteed references: calling a method on an
        // `unowned(unsafe)` capture retains and releases it, once per child per change.
        let unmanagedParent = Unmanaged.passUnretained(parent)
        let unmanagedChild = Unmanaged.passUnretained(child)
        let observation = parent.addStateObserver { parentState in
          unmanagedParent._withUnsafeGuaranteedRef { parent in
            unmanagedChild._withUnsafeGuaranteedRef { child in
              if parent.isPublishingCurrentState {
                child.parentDidChange(toLocalState(parentState))
              } else {
                child.parentDidChange(toLocalState(parent.currentState))
              }
            }
          }
        }
        return { parent.removeObserver(observation) }
      }
    )
  }

  /// Creates a scoped store that follows its parent's changes the way `followParent` sets up:
  /// it is called when the store gets its first observer, hands the store its new states
  /// through ``parentDidChange(_:)``, and returns what stops it.
  @inlinable
  init<ParentState, ParentAction>(
    parent: Store<ParentState, ParentAction>,
    state toLocalState: @escaping (ParentState) -> State,
    sendToRoot: @escaping (Action) -> ViewStoreTask,
    followParent: @escaping (Store) -> () -> Void
  ) {
    self._state = toLocalState(parent.currentState)
    self.runtime = parent.runtime
    self.derivedVersion = parent.runtime.version
    self.isRoot = false
    self.derive = { toLocalState(parent.currentState) }
    self.followParent = followParent
    self.sendToRoot = sendToRoot
    self.equality = runtimeEquality(State.self)
    self.reducer = { _, _ in fatalError("A scoped store has no reducer of its own.") }
  }

  deinit {
    stopFollowingParent?()
    if isRoot {
      runtime.effects.cancelAll()
    }
  }

  /// The current state, derived afresh if this is a scoped store whose cache is stale.
  @inlinable
  package var currentState: State {
    if !isRoot, derivedVersion != runtime.version {
      _state = derive()
      derivedVersion = runtime.version
    }
    return _state
  }

  /// Sends an action to the root reducer; returns a task for the effects it started.
  @inlinable
  @discardableResult
  package func send(_ action: consuming Action) -> ViewStoreTask {
    guard isRoot else { return sendToRoot(action) }
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
    guard isRoot else {
      let sendToRoot = self.sendToRoot
      return { sendToRoot(fromLocalAction($0)) }
    }
    return { self.sendToReducer(fromLocalAction($0)) }
  }

  /// ``makeSendToRoot(_:)`` for a store scoped without an action transform: it sends exactly
  /// like this one, at no extra cost per level.
  @inlinable
  func makeSendToRoot() -> (Action) -> ViewStoreTask {
    guard isRoot else { return sendToRoot }
    return { self.sendToReducer($0) }
  }

  /// Runs an action, and those sent while it runs, through the root reducer.
  ///
  /// The action is taken, not borrowed: a borrowed one was copied to be handed on, which for an
  /// action carrying a binding action (an existential value, key path and writer) cost a tenth
  /// of a binding write, and as much again to release the copy.
  ///
  /// Most actions start no effect, and nothing is queued meanwhile; they take the straight path
  /// here. An effect, or a queued action, goes on to ``runEffectsAndQueuedActions(_:)``, kept out
  /// of line so its loop, and the registers it needs, don't cost the straight path.
  @inlinable
  func sendToReducer(_ action: consuming Action) -> ViewStoreTask {
    runtime.checkThread(action)
    guard !runtime.isSending else {
      bufferedActions.append(action)
      return .finished
    }
    runtime.isSending = true
    switch reducer(&_state, action).storage {
    case .none:
      if !bufferedActions.isEmpty {
        runEffectsAndQueuedActions(.none)
      }
    case let effect:
      runEffectsAndQueuedActions(effect)
    }
    runtime.isSending = false
    runtime.version &+= 1
    // Taken before notifying: an observer that sends in reaction would otherwise take this
    // send's effects into its own task, and this one would not wait for them.
    let task = effectsStartedInSend.isEmpty ? .finished : pendingTask()
    // Checked first: handing the state to the observers copies it.
    if !observers.isEmpty {
      publish()
    }
    return task
  }

  /// Starts an action's effect, then runs the actions queued meanwhile, and their effects, in
  /// order, until none is left.
  ///
  /// Specialized for the app's types like ``sendToReducer(_:)``, but not inlined into it.
  @inlinable
  @inline(never)
  func runEffectsAndQueuedActions(_ effect: consuming Effect<Action, Never>.Storage) {
    var index = 0
    while true {
      switch effect {
      case .none:
        break
      case let .value(output):
        // What subscribing would do, minus the subscription: an effect's output sent during a
        // send is queued behind the actions of that send.
        bufferedActions.append(output)
      case let .publisher(publisher):
        start(publisher, cancellationID: nil)
      case let .run(work):
        start(work.body, cancellationID: nil)
      case let .cancellable(cancellation):
        start(cancellation)
      }
      guard index < bufferedActions.count else { break }
      effect = reducer(&_state, bufferedActions[index]).storage
      index += 1
    }
    bufferedActions.removeAllFromEnd()
  }

  /// The task of the effects the send that just finished left running, if any.
  @usableFromInline
  func pendingTask() -> ViewStoreTask {
    let task = runtime.effects.task(grouping: effectsStartedInSend)
    effectsStartedInSend.removeAllFromEnd()
    return task
  }

  /// Registers a callback run after each change to this store's state (after each send at the
  /// root; after each change that reaches this slice, when `State` is `Equatable`).
  func addObserver(_ callback: @escaping () -> Void) -> Observation<State> {
    addStateObserver { _ in callback() }
  }

  /// Registers a callback run with the new state after each change to this store's state.
  ///
  /// The state is handed to all the callbacks of one change, copied once, rather than each
  /// reading ``currentState``, which copied it once per callback. A callback must use it only
  /// while ``isPublishingCurrentState``, and read ``currentState`` otherwise.
  @usableFromInline
  func addStateObserver(_ callback: @escaping (State) -> Void) -> Observation<State> {
    if observers.isEmpty, let followParent, stopFollowingParent == nil {
      // Start following the parent now that someone follows this store; until then the state
      // is derived on demand.
      _ = currentState
      stopFollowingParent = followParent(self)
    }
    return observers.add(callback)
  }

  @usableFromInline
  func removeObserver(_ observation: Observation<State>) {
    observers.remove(observation)
    if observers.isEmpty, let stopFollowingParent {
      stopFollowingParent()
      self.stopFollowingParent = nil
    }
  }

  /// Hands the state to the observers, in registration order, each observer active when it is
  /// reached, of those registered before the call.
  ///
  /// In place: a notification of a copy of the list retained and released the copy's storage on
  /// every change, and each observer's callback context once more. Neither is needed here:
  /// - the list's storage is read afresh for each observer, so an observer added meanwhile, which
  ///   may move the storage, does no harm, and removed ones are not dropped until the list's
  ///   notifications end, so no observation goes away under one;
  /// - each observation is reached through a guaranteed reference, and its callback is a
  ///   constant of it.
  @inlinable
  func publish() {
    let outerVersion = publishingVersion
    publishingVersion = runtime.version
    let state = _state
    observers.notifyingDepth &+= 1
    let count = observers.observations.count
    var index = 0
    while index < count {
      Unmanaged.passUnretained(observers.observations[index])._withUnsafeGuaranteedRef {
        if $0.isActive { $0.callback(state) }
      }
      index += 1
    }
    observers.notifyingDepth &-= 1
    if observers.notifyingDepth == 0, observers.inactiveCount > 0 {
      observers.dropRemovedIfNeeded()
    }
    publishingVersion = outerVersion
  }

  /// Whether the state being handed to the observers is the current one: no observer has sent
  /// an action since the handing began.
  @inlinable
  var isPublishingCurrentState: Bool {
    publishingVersion == runtime.version
  }

  /// Takes the state derived from the parent's new state, and publishes it unless it is a
  /// duplicate of the current one.
  @inlinable
  func parentDidChange(_ newState: State) {
    derivedVersion = runtime.version
    if let equality, isEqual(_state, newState, by: equality) {
      return
    }
    _state = newState
    publish()
  }

  /// The number of observers, for tests and benchmarks of observation cost.
  package var observerCount: Int { observers.count }
}
