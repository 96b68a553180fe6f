import Foundation

/// Observes a store's state for a view, and sends the view's actions.
///
/// ```swift
/// let viewStore = ViewStore(store)
/// viewStore.count                      // read state through dynamic member lookup
/// viewStore.send(.incrementButtonTapped)
/// TextField("Name", text: viewStore.$name)
/// ```
///
/// A view store de-duplicates its state, so observers run only when the state really changes:
/// with `==` for `Equatable` state, or with the `removeDuplicates` function you give. Scope a
/// store down to what the view shows before observing it.
///
/// Like ``Store``, a view store belongs to the thread that created its store.
@dynamicMemberLookup
public final class ViewStore<State, Action> {
  @usableFromInline let store: Store<State, Action>
  /// The current state.
  public private(set) var state: State {
    get { _state }
    set { _state = newValue }
  }
  // Unchecked for exclusivity, like the store's fields: a view store is confined to its store's
  // thread, and its code never overlaps two accesses to one field.
  @exclusivity(unchecked) @usableFromInline var _state: State
  @exclusivity(unchecked) @usableFromInline var observers = Observers<State>()
  @usableFromInline var storeObservation: Observation<State>?
  @exclusivity(unchecked) @usableFromInline var subject: OrderedValueSubject<State>?
  /// The publisher behind ``objectWillChange``, made when first asked for.
  @exclusivity(unchecked) @usableFromInline var _objectWillChange: ObservableObjectPublisher?
  /// The send of binding actions, for a view store whose action is a `BindableAction`: made by
  /// its first `$field` binding and never replaced, so ``bindingWrite`` can reach it unretained.
  @exclusivity(unchecked) @usableFromInline var bindingWriteOwner: BindingWrite<State>?
  /// ``bindingWriteOwner``, unretained: a binding's write calls it with no retain and release.
  @exclusivity(unchecked) @usableFromInline var bindingWrite: Unmanaged<BindingWrite<State>>?

  /// Observes `store`, treating states `isDuplicate` calls equal as no change.
  ///
  /// Inlinable, so the callback the store runs on each change is specialized for the app's
  /// types.
  @inlinable
  public convenience init(
    _ store: Store<State, Action>,
    removeDuplicates isDuplicate: @escaping (State, State) -> Bool
  ) {
    self.init(unobserved: store)
    follow(store, by: DuplicatePredicate(isDuplicate))
  }

  /// A view store that doesn't observe its store, for a state that never changes observably.
  @usableFromInline
  init(unobserved store: Store<State, Action>) {
    self.store = store
    self._state = store.currentState
  }

  deinit {
    if let storeObservation {
      store.removeObserver(storeObservation)
    }
  }

  /// Follows the store's changes, telling a new state from the current one with `check`.
  ///
  /// Generic over the check, so that for `Equatable` state the callback the store runs on every
  /// change compares with `==` inline, rather than calling a stored comparison closure.
  @inlinable
  func follow(_ store: Store<State, Action>, by check: some DuplicateCheck<State>) {
    // Neither is retained here: the view store holds the store, and stops observing it before
    // either goes away. (Strong captures cost a retain and a release on every change, and so
    // does calling a method on an `unowned(unsafe)` capture, which the guaranteed reference
    // avoids.)
    let viewStore = Unmanaged.passUnretained(self)
    let unmanagedStore = Unmanaged.passUnretained(store)
    storeObservation = store.addStateObserver { state in
      unmanagedStore._withUnsafeGuaranteedRef { store in
        viewStore._withUnsafeGuaranteedRef {
          $0.storeDidChange(store.isPublishingCurrentState ? state : store.currentState, check)
        }
      }
    }
  }

  @inlinable
  func storeDidChange(_ newState: State, _ check: some DuplicateCheck<State>) {
    guard !check.isDuplicate(_state, newState) else { return }
    _objectWillChange?.send()
    _state = newState
    subject?.send(newState)
    // Checked first: notifying walks a copy of the list, which costs a retain even when empty.
    if !observers.isEmpty {
      observers.notify(newState)
    }
  }

  /// The state's value at `keyPath`.
  public subscript<Value>(dynamicMember keyPath: KeyPath<State, Value>) -> Value {
    state[keyPath: keyPath]
  }

  /// Sends an action to the store; returns a task for the effects it started.
  ///
  /// ```swift
  /// Button("Refresh") { viewStore.send(.refreshButtonTapped) }
  /// ```
  ///
  /// Inlinable, like ``Store``'s send, so it is specialized for the app's types; the action is
  /// taken, not borrowed, so one made for the call (`.binding(…)`, `.row(id:action:)`) reaches
  /// the reducer without a copy.
  @inlinable
  @discardableResult
  public func send(_ action: consuming Action) -> ViewStoreTask {
    store.send(action)
  }

  /// Sends an action whose state change should be animated.
  @discardableResult
  public func send(_ action: Action, animation: Animation?) -> ViewStoreTask {
    withAnimation(animation) { send(action) }
  }

  /// Sends an action and suspends while `predicate` holds for the state — for example while a
  /// refresh it started is loading.
  ///
  /// ```swift
  /// await viewStore.send(.refresh, while: \.isLoading)
  /// ```
  ///
  /// Cancelling the caller cancels the action's effects.
  nonisolated(nonsending) public func send(
    _ action: Action, while predicate: @escaping (State) -> Bool
  ) async {
    let task = send(action)
    await withTaskCancellationHandler {
      await yield(while: predicate)
    } onCancel: {
      task.cancel()
    }
  }

  /// Sends an animated action and suspends while `predicate` holds for the state.
  nonisolated(nonsending) public func send(
    _ action: Action,
    animation: Animation?,
    while predicate: @escaping (State) -> Bool
  ) async {
    let task = withAnimation(animation) { send(action) }
    await withTaskCancellationHandler {
      await yield(while: predicate)
    } onCancel: {
      task.cancel()
    }
  }

  /// Suspends while `predicate` holds for the state.
  nonisolated(nonsending) public func yield(while predicate: @escaping (State) -> Bool) async {
    guard predicate(state) else { return }
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
      // Finished once, by whichever sees the predicate fail first: the check after registering,
      // on the caller's executor, or the observer, on the store's thread, possibly at the same
      // moment (a double resume once crashed CI); hence the lock. Whichever finishes removes the
      // observation where it runs, before resuming: removed after the `await`, on the executor
      // this resumes on, it raced with the store's thread still notifying its observers.
      let progress = LockedValue((isFinished: false, observation: Observation<State>?.none))
      // Weak: the observer is kept by this view store's list, and a predicate that never fails
      // must not keep the view store alive.
      weak let viewStore = self
      func finishIfDone(_ state: State) {
        guard !predicate(state) else { return }
        let finishesNow = progress.withValue { progress in
          defer { progress.isFinished = true }
          return progress.isFinished ? nil : Optional(progress.observation)
        }
        guard let observation = finishesNow else { return }
        if let observation { viewStore?.observers.remove(observation) }
        continuation.resume()
      }
      let observation = observers.add { state in finishIfDone(state) }
      let isFinished = progress.withValue { progress in
        progress.observation = observation
        return progress.isFinished
      }
      if isFinished {
        // Finished by the observer before it could be told its observation: removed here.
        observers.remove(observation)
      } else {
        // The state may have changed between the check above and the registration.
        finishIfDone(state)
      }
    }
  }

  /// Runs `onChange` after each de-duplicated change of the state, until the returned value is
  /// cancelled or released.
  ///
  /// The plain observation API for renderers: it is not called at registration, only on
  /// changes, with the new state.
  ///
  /// ```swift
  /// let observation = viewStore.observe { state in render(state) }
  /// ```
  public func observe(_ onChange: @escaping (State) -> Void) -> AnyCancellable {
    let observation = observers.add(onChange)
    return AnyCancellable { [weak self] in
      self?.observers.remove(observation)
    }
  }

  /// A publisher of the state: the current state on subscription, then each de-duplicated change.
  ///
  /// Its subscribers, and those of its field publishers, are notified in the order they
  /// subscribed.
  public var publisher: StorePublisher<State> {
    let subject = self.subject ?? OrderedValueSubject(state)
    self.subject = subject
    return StorePublisher(upstream: subject.eraseToAnyPublisher(), owner: self)
  }
}

extension ViewStore: ObservableObject {
  /// Emits right before each de-duplicated change of the state, as an `ObservableObject` does.
  ///
  /// ```swift
  /// viewStore.objectWillChange
  ///   .sink { _ in print("about to change from", viewStore.count) }
  /// ```
  public var objectWillChange: ObservableObjectPublisher {
    if let publisher = _objectWillChange { return publisher }
    let publisher = ObservableObjectPublisher()
    _objectWillChange = publisher
    return publisher
  }
}

extension ViewStore where State: Equatable {
  /// Observes `store`, treating equal states as no change.
  @inlinable
  public convenience init(_ store: Store<State, Action>) {
    self.init(unobserved: store)
    follow(store, by: EqualStates())
  }
}

extension ViewStore where State == Void {
  /// Observes a store with no state, for views that only send actions.
  @inlinable
  public convenience init(_ store: Store<Void, Action>) {
    // `()` never changes, so there is nothing to observe. Observing would make the store, and
    // the stores it is scoped from, derive and compare their state on every send for nothing.
    self.init(unobserved: store)
  }
}
