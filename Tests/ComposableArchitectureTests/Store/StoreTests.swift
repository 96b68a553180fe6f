import ComposableArchitecture
import Foundation
import Testing

private enum Action: Equatable {
  case start
  case a
  case b
  case a1
  case b1
  case countDown(Int)
}

@Suite struct StoreTests {
  @Test func synchronousEffectsAreQueuedNeverNested() {
    var log: [String] = []
    var depth = 0
    var maxDepth = 0
    let reducer = Reducer<Int, Action, Void> { state, action, _ in
      depth += 1
      maxDepth = max(maxDepth, depth)
      defer { depth -= 1 }
      log.append("\(action) sees \(state)")
      state += 1
      switch action {
      case .start:
        return .merge(Effect(value: .a), Effect(value: .b))
      case .a:
        return Effect(value: .a1)
      case .b:
        return .concatenate(Effect(value: .b1), Effect(value: .countDown(0)))
      default:
        return .none
      }
    }
    let store = Store(initialState: 0, reducer: reducer, environment: ())
    ViewStore(store).send(.start)
    // Breadth first: each action runs after the ones queued before it, and sees their changes.
    #expect(
      log == [
        "start sees 0",
        "a sees 1",
        "b sees 2",
        "a1 sees 3",
        "b1 sees 4",
        "countDown(0) sees 5",
      ]
    )
    #expect(maxDepth == 1)
  }

  @Test func actionsSentDuringASendRunAfterIt() {
    var log: [String] = []
    var store: Store<Int, Action>!
    store = Store(
      initialState: 0,
      reducer: Reducer { state, action, _ in
        log.append("begin \(action)")
        defer { log.append("end \(action)") }
        if action == .start {
          // A synchronous effect that sends to the store directly.
          return .fireAndForget { ViewStore(store).send(.a) }
        }
        return .none
      },
      environment: ()
    )
    ViewStore(store).send(.start)
    #expect(log == ["begin start", "end start", "begin a", "end a"])
  }

  @Test func anActionSentFromInsideTheReducerRunsRightAfterIt() {
    // No effect: the reducer's environment sends to the store itself, while the reducer runs.
    var log: [String] = []
    var store: Store<Int, Action>!
    let send: (Action) -> Void = { store.send($0) }
    store = Store(
      initialState: 0,
      reducer: Reducer<Int, Action, (Action) -> Void> { state, action, send in
        log.append("begin \(action)")
        defer { log.append("end \(action)") }
        state += 1
        if action == .start { send(.a) }
        return .none
      },
      environment: send
    )
    ViewStore(store).send(.start)
    #expect(log == ["begin start", "end start", "begin a", "end a"])
    #expect(store.currentState == 2)
  }

  @Test func longChainsOfSynchronousEffectsDoNotGrowTheStack() {
    let store = Store(
      initialState: 0,
      reducer: Reducer<Int, Action, Void> { state, action, _ in
        guard case let .countDown(remaining) = action else { return .none }
        state += 1
        return remaining == 0 ? .none : Effect(value: .countDown(remaining - 1))
      },
      environment: ()
    )
    let viewStore = ViewStore(store)
    viewStore.send(.countDown(9_999))
    #expect(viewStore.state == 10_000)
  }

  @Test func observersSeeEachBatchOnce() {
    let store = Store(
      initialState: 0,
      reducer: Reducer<Int, Action, Void> { state, action, _ in
        state += 1
        return action == .start ? .merge(Effect(value: .a), Effect(value: .b)) : .none
      },
      environment: ()
    )
    let viewStore = ViewStore(store)
    var observed: [Int] = []
    let observation = viewStore.observe { observed.append($0) }
    viewStore.send(.start)
    // The queued actions finish before anyone observes the result.
    #expect(observed == [3])
    _ = observation
  }

  @Test func effectsRunInTheOrderTheyAreScheduled() {
    let scheduler = DispatchQueue.test
    var log: [Action] = []
    let store = Store(
      initialState: 0,
      reducer: Reducer<Int, Action, Void> { _, action, _ in
        log.append(action)
        switch action {
        case .start:
          return .merge(
            Effect(value: .a).delay(for: 2, scheduler: scheduler).eraseToEffect(),
            Effect(value: .b).delay(for: 1, scheduler: scheduler).eraseToEffect()
          )
        case .a:
          return .concatenate(
            Effect(value: .a1).delay(for: 1, scheduler: scheduler).eraseToEffect(),
            Effect(value: .b1)
          )
        default:
          return .none
        }
      },
      environment: ()
    )
    ViewStore(store).send(.start)
    #expect(log == [.start])
    scheduler.advance(by: 1)
    #expect(log == [.start, .b])
    scheduler.advance(by: 1)
    #expect(log == [.start, .b, .a])
    scheduler.advance(by: 1)
    #expect(log == [.start, .b, .a, .a1, .b1])
  }

  @Test func storesAreIndependent() {
    let reducer = Reducer<Int, Action, Void> { state, _, _ in
      state += 1
      return .none
    }
    let first = ViewStore(Store(initialState: 0, reducer: reducer, environment: ()))
    let second = ViewStore(Store(initialState: 10, reducer: reducer, environment: ()))
    first.send(.start)
    #expect(first.state == 1)
    #expect(second.state == 10)
  }

  // MARK: - Lifetime

  @Test func releasedStoreDeallocates() {
    weak var weakStore: Store<Int, Action>?
    weak var weakScoped: Store<String, Action>?
    weak var weakViewStore: ViewStore<String, Action>?
    do {
      let store = Store(
        initialState: 0,
        reducer: Reducer<Int, Action, Void> { state, _, _ in
          state += 1
          return .none
        },
        environment: ()
      )
      let scoped = store.scope(state: { "\($0)" })
      let viewStore = ViewStore(scoped)
      let observation = viewStore.observe { _ in }
      viewStore.send(.start)
      #expect(viewStore.state == "1")
      weakStore = store
      weakScoped = scoped
      weakViewStore = viewStore
      _ = observation
    }
    #expect(weakStore == nil)
    #expect(weakScoped == nil)
    #expect(weakViewStore == nil)
  }

  @Test func releasingTheStoreCancelsItsEffects() {
    let subject = PassthroughSubject<Action, Never>()
    var isCancelled = false
    var received: [Action] = []
    weak var weakStore: Store<Int, Action>?
    do {
      let store = Store(
        initialState: 0,
        reducer: Reducer<Int, Action, Void> { _, action, _ in
          received.append(action)
          return action == .start
            ? subject.handleEvents(receiveCancel: { isCancelled = true }).eraseToEffect()
            : .none
        },
        environment: ()
      )
      weakStore = store
      ViewStore(store).send(.start)
      subject.send(.a)
      #expect(received == [.start, .a])
      #expect(!isCancelled)
    }
    // A running effect does not keep the store alive, and the store cancels it when released.
    #expect(weakStore == nil)
    #expect(isCancelled)
    subject.send(.b)
    #expect(received == [.start, .a])
  }

  @Test func scopedStoreKeepsItsRootAlive() {
    let subject = PassthroughSubject<Action, Never>()
    var received: [Action] = []
    weak var weakRoot: Store<Int, Action>?
    let scoped: Store<Int, Action> = {
      let root = Store(
        initialState: 0,
        reducer: Reducer<Int, Action, Void> { state, action, _ in
          received.append(action)
          state += 1
          return action == .start ? subject.eraseToEffect() : .none
        },
        environment: ()
      )
      weakRoot = root
      return root.scope(state: { $0 })
    }()
    let viewStore = ViewStore(scoped)
    viewStore.send(.start)
    subject.send(.a)
    #expect(weakRoot != nil)
    #expect(received == [.start, .a])
    #expect(viewStore.state == 2)
  }
}
