import ComposableArchitecture
import RowFixtures

// Each function returns one group of cases measured together (see `Harness.swift`). A case
// builds its fixtures first and returns the timed loop; only the loop is measured.

// MARK: - 1 send

/// A no-effect action sent to a root store, against the plainest honest baseline: a
/// non-inlined reducer call that returns nothing.
///
/// The same reducer as a `Reducer`'s function, returning its `Effect`, is a second row: what a
/// store must call at the least.
@MainActor
func sendWorkload() -> [Case] {
  // The state is a local of the loop, as in hand-written code: captured from outside, it would
  // live in a box whose every access pays a dynamic exclusivity check.
  let plainReduce = Case("send/plain-reduce", isReported: false) { n in
    var state = CounterState()
    let action = opaque(CounterAction.increment)
    for _ in 0..<n { plainCounterReduce(&state, action) }
    blackHole(state)
    check(state.count == n, "send/plain-reduce")
  }
  let store = makeCounterStore()
  let viewStore = ViewStore(makeCounterStore())
  let statelessStore = makeCounterStore()
  let statelessViewStore = ViewStore(statelessStore.stateless)
  // A store made where a live server with an inspector makes a session's stores, with the
  // inspector off and on: off must cost what `send` does (the send path does not look).
  let unrecordedStore = StoreRecording.$current.withValue(nil) { makeCounterStore() }
  // As the inspector records (`InspectorConfiguration`'s defaults): the state after every
  // action kept, 5 000 actions deep; and with a snapshot every 100 actions.
  let recording = StoreRecording(capacity: 5_000, snapshotInterval: 1)
  let recordedStore = StoreRecording.$current.withValue(recording) { makeCounterStore() }
  let sparseRecording = StoreRecording(capacity: 10_000, snapshotInterval: 100)
  let sparselyRecordedStore = StoreRecording.$current.withValue(sparseRecording) {
    makeCounterStore()
  }
  return [
    plainReduce,
    Case(
      "send/direct-call", baseline: "send/plain-reduce",
      note: "the reducer run directly, returning its effect"
    ) { n in
      var state = CounterState()
      let action = opaque(CounterAction.increment)
      for _ in 0..<n { _ = counterReducer.run(&state, action, ()) }
      blackHole(state)
      check(state.count == n, "send/direct-call")
    },
    Case("send", baseline: "send/plain-reduce") { n in
      let start = store.currentState.count
      let action = opaque(CounterAction.increment)
      for _ in 0..<n { store.send(action) }
      check(store.currentState.count == start + n, "send")
    },
    Case(
      "send/recording-off", baseline: "send",
      note: "a store made where an inspector could record it, with none"
    ) { n in
      let start = unrecordedStore.currentState.count
      let action = opaque(CounterAction.increment)
      for _ in 0..<n { unrecordedStore.send(action) }
      check(unrecordedStore.currentState.count == start + n, "send/recording-off")
    },
    recordedSendCase(
      "send/recording-on",
      note: "recorded as the inspector does: the action, its time and the state after it",
      store: recordedStore, recording: recording),
    recordedSendCase(
      "send/recording-on/snapshot-every-100",
      note: "recorded with a state snapshot every 100 actions",
      store: sparselyRecordedStore, recording: sparseRecording),
    Case(
      "send/view-store", baseline: "send/plain-reduce",
      note: "through a ViewStore that observes the root"
    ) { n in
      let start = viewStore.count
      let action = opaque(CounterAction.increment)
      for _ in 0..<n { viewStore.send(action) }
      check(viewStore.count == start + n, "send/view-store")
    },
    Case(
      "send/stateless-view-store", baseline: "send/plain-reduce",
      note: "`ViewStore(store.stateless).send`, the 2021 idiom"
    ) { n in
      let start = statelessStore.currentState.count
      let action = opaque(CounterAction.increment)
      for _ in 0..<n { statelessViewStore.send(action) }
      check(statelessStore.currentState.count == start + n, "send/stateless-view-store")
    },
  ]
}

/// Sends through a store that `recording` records, against `send`; checks that every send
/// was recorded.
@MainActor
private func recordedSendCase(
  _ name: String, note: String, store: Store<CounterState, CounterAction>,
  recording: StoreRecording
) -> Case {
  Case(name, baseline: "send", note: note) { n in
    let start = store.currentState.count
    let steps = recording.recorders[0].stepCount
    let action = opaque(CounterAction.increment)
    for _ in 0..<n { store.send(action) }
    check(store.currentState.count == start + n, name)
    check(recording.recorders[0].stepCount == steps + n, "\(name): every send recorded")
  }
}

// MARK: - 2 scope-depth

/// How the stores of a `scope-depth` chain are scoped.
enum ScopeKind {
  /// `scope(state:)`: a chain of stores of one feature's state slices, sending its actions.
  case state
  /// `scope(state:action:)`: every level also transforms the action on its way to the root.
  case stateAndAction
  /// `scope(state:)`, with a view store on the deepest store, so every level also re-derives
  /// and compares its state on each send.
  case observed
}

/// A send through a store scoped `depth` levels below the root, against depth 1.
///
/// Every level scopes with identity transforms, so what grows with depth is the store's own
/// overhead plus, for `.stateAndAction`, the call to each level's action transform.
@MainActor
func scopeDepthWorkload(_ kind: ScopeKind) -> [Case] {
  let prefix: String
  let note: String?
  switch kind {
  case .state:
    prefix = "scope-depth"
    note = "scope(state:) at each level"
  case .stateAndAction:
    prefix = "scope-depth-action"
    note = "scope(state:action:) at each level"
  case .observed:
    prefix = "scope-depth-observed"
    note = "scope(state:), a view store on the deepest store"
  }
  return [1, 5, 10, 20].map { depth in
    let root = makeCounterStore()
    var store = root
    for _ in 0..<depth {
      store =
        kind == .stateAndAction
        ? store.scope(state: { $0 }, action: { $0 })
        : store.scope(state: { $0 })
    }
    let leaf = store
    let viewStore = kind == .observed ? ViewStore(leaf) : nil
    return Case("\(prefix)/\(depth)", baseline: "\(prefix)/1", note: note) { n in
      let start = root.currentState.count
      let action = opaque(CounterAction.increment)
      for _ in 0..<n { leaf.send(action) }
      check(root.currentState.count == start + n, "\(prefix)/\(depth)")
      if let viewStore { check(viewStore.count == start + n, "\(prefix)/\(depth): view store") }
    }
  }
}

// MARK: - 3 forEach-rows

/// A row action sent to the root of 1 000 rows, with the row reducer pulled back along the
/// action's case spelled as apps spell it — `/RowsAction.row(id:action:)` and `\.row` — against
/// a hand-written case path.
@MainActor
func forEachSpellingWorkload() -> [Case] {
  let rows = IdentifiedArray(uniqueElements: (0..<1_000).map { Row(id: $0) })
  func spelling(_ name: String, _ reducer: Reducer<RowsState, RowsAction, Void>, note: String?)
    -> Case
  {
    let store = Store(initialState: RowsState(rows: rows), reducer: reducer, environment: ())
    return Case(
      "forEach-spelling/\(name)", baseline: "forEach-spelling/hand-written", note: note
    ) { n in
      let rowIDs = 500..<508
      let start = rowIDs.reduce(0) { $0 + store.currentState.rows[id: $1]!.count }
      for i in 0..<n { store.send(.row(id: 500 + i % 8, action: opaque(.increment))) }
      let end = rowIDs.reduce(0) { $0 + store.currentState.rows[id: $1]!.count }
      check(end == start + n, "forEach-spelling/\(name)")
    }
  }
  return [
    spelling("hand-written", rowsReducer, note: "a hand-written case path"),
    spelling(
      "case-constructor", rowsReducerByCaseConstructor, note: "`/RowsAction.row(id:action:)`"),
    spelling("case-key-path", rowsReducerByCaseKeyPath, note: "`\\.row`"),
  ]
}

/// A row action sent through a row's scoped store in a collection of `count` rows, against 10
/// rows.
///
/// The sends go round-robin through 64 row stores, for rows spread over the collection (each row
/// of a smaller one several times): how long a hash lookup probes depends on the id and on the
/// process's random hash seed, so a single row would make the figure for one size a matter of
/// luck.
@MainActor
func forEachWorkload() -> [Case] {
  // 100 is not one of the issue's sizes: it shows that the step from 10 rows is the hash table
  // that collections of more than 15 elements look ids up in (smaller ones are searched
  // linearly), not the size.
  [10, 100, 1_000, 10_000, 100_000].map { count in
    let root = Store(
      initialState: RowsState(
        rows: IdentifiedArray(uniqueElements: (0..<count).map { Row(id: $0) })),
      reducer: rowsReducer,
      environment: ()
    )
    let storeCount = 64
    let rowStores = (0..<storeCount).map { index in
      let id = count >= storeCount ? index * count / storeCount : index % count
      return root.scope(
        state: { $0.rows[id: id] ?? Row(id: id) },
        action: { RowsAction.row(id: id, action: $0) }
      )
    }
    return Case(
      "forEach-rows/\(count)", baseline: "forEach-rows/10",
      note: "round-robin over \(min(count, storeCount)) rows"
    ) { n in
      let start = root.currentState.rows.totalCount
      let action = opaque(RowAction.increment)
      for i in 0..<n { rowStores[i % storeCount].send(action) }
      check(root.currentState.rows.totalCount == start + n, "forEach-rows/\(count)")
    }
  }
}

extension IdentifiedArray where Element == Row {
  /// The sum of the rows' counts: how many increments the rows have had.
  var totalCount: Int { reduce(0) { $0 + $1.count } }
}

/// `forEach-rows` as a list view sets it up: a store scoped to the collection, observed by a view
/// store of the ids (what `ForEachStore` does), and the row's store scoped from it.
///
/// Not one of the issue's workloads: it shows what observing a whole collection costs. The
/// collection store keeps the collection it last published so it can tell a change; the
/// reducer's in-place update then finds its storage shared and copies it, and the next
/// comparison walks it. Both grow with the collection.
///
/// The `ids` variant observes a store scoped to the ids alone and scopes the row's store from the
/// root: the ids share no storage with the rows' values, so nothing is copied.
@MainActor
func forEachObservedWorkload() -> [Case] {
  let collection: [Case] = [10, 1_000, 100_000].map { count in
    let root = Store(
      initialState: RowsState(
        rows: IdentifiedArray(uniqueElements: (0..<count).map { Row(id: $0) })),
      reducer: rowsReducer,
      environment: ()
    )
    let rowsStore = root.scope(state: \.rows)
    let idsViewStore = ViewStore(rowsStore, removeDuplicates: { $0.ids == $1.ids })
    let id = count / 2
    let rowStore = rowsStore.scope(
      state: { $0[id: id] ?? Row(id: id) },
      action: { RowsAction.row(id: id, action: $0) }
    )
    return Case(
      "forEach-observed/\(count)", baseline: "forEach-observed/10",
      note: "collection store observed by a view store of its ids"
    ) { n in
      let start = root.currentState.rows[id: id]!.count
      let action = opaque(RowAction.increment)
      for _ in 0..<n { rowStore.send(action) }
      check(root.currentState.rows[id: id]!.count == start + n, "forEach-observed/\(count)")
      check(idsViewStore.count == count, "forEach-observed/\(count): ids observed")
    }
  }
  let ids: [Case] = [10, 1_000, 100_000].map { count in
    let root = Store(
      initialState: RowsState(
        rows: IdentifiedArray(uniqueElements: (0..<count).map { Row(id: $0) })),
      reducer: rowsReducer,
      environment: ()
    )
    let idsViewStore = ViewStore(root.scope(state: \.rows.ids))
    let id = count / 2
    let rowStore = root.scope(
      state: { $0.rows[id: id] ?? Row(id: id) },
      action: { RowsAction.row(id: id, action: $0) }
    )
    return Case(
      "forEach-observed-ids/\(count)", baseline: "forEach-observed-ids/10",
      note: "a view store of a store scoped to the ids"
    ) { n in
      let start = root.currentState.rows[id: id]!.count
      let action = opaque(RowAction.increment)
      for _ in 0..<n { rowStore.send(action) }
      check(root.currentState.rows[id: id]!.count == start + n, "forEach-observed-ids/\(count)")
      check(idsViewStore.count == count, "forEach-observed-ids/\(count): ids observed")
    }
  }
  return collection + ids
}

// MARK: - 4 observe

/// Counts the comparisons stores make: the stores compare scoped state with `==`, so this
/// wrapper's `==` counts them. Only the outermost `==` counts, not the comparisons of nested
/// `Counted` values it makes along the way.
struct Counted<Value: Equatable>: Equatable {
  var value: Value

  static func == (lhs: Self, rhs: Self) -> Bool {
    if countedNesting == 0 { countedComparisons += 1 }
    countedNesting += 1
    defer { countedNesting -= 1 }
    return lhs.value == rhs.value
  }
}

/// Comparisons made through `Counted.==` (generic types have no static stored properties).
nonisolated(unsafe) var countedComparisons = 0
nonisolated(unsafe) private var countedNesting = 0
/// Comparisons made by view stores, through their `removeDuplicates` closure.
nonisolated(unsafe) var viewStoreComparisons = 0

/// A view store whose `removeDuplicates` counts its calls.
@MainActor
func countingViewStore<State: Equatable, Action>(
  _ store: Store<State, Action>
) -> ViewStore<State, Action> {
  ViewStore(
    store,
    removeDuplicates: { lhs, rhs in
      viewStoreComparisons += 1
      return lhs == rhs
    })
}

typealias Leaf = Counted<Int>
typealias Twig = Counted<[Leaf]>
typealias Branch = Counted<[Twig]>

/// A flat list of slices, or a tree of 10 branches of 10 twigs of 10 leaves.
struct ObserveState: Equatable {
  var slices: [Leaf] = []
  var branches: [Branch] = []
}

enum ObserveAction {
  case incrementSlice(Int)
  case incrementLeaf(branch: Int, twig: Int, leaf: Int)
}

let observeReducer = Reducer<ObserveState, ObserveAction, Void> { state, action, _ in
  switch action {
  case let .incrementSlice(index):
    state.slices[index].value += 1
  case let .incrementLeaf(branch, twig, leaf):
    state.branches[branch].value[twig].value[leaf].value += 1
  }
  return .none
}

/// What one send cost in comparisons, counted on a send outside the timed loop.
@MainActor
func countComparisons(_ send: () -> Void) -> (stores: Int, viewStores: Int) {
  countedComparisons = 0
  viewStoreComparisons = 0
  send()
  // A view store's `removeDuplicates` compares with `Counted.==` too: count it once, as a view
  // store's.
  return (countedComparisons - viewStoreComparisons, viewStoreComparisons)
}

/// 1 000 view stores on distinct slices, one slice changes per send; against one view store.
///
/// Two shapes: `flat` puts 1 000 slices right under the root, so every slice store checks its
/// slice; `tree` nests them 10 × 10 × 10, so a change under one branch only reaches that branch.
@MainActor
func observeWorkload() -> [Case] {
  func flat(_ count: Int, byKeyPath: Bool = false) -> Case {
    let store = Store(
      initialState: ObserveState(slices: Array(repeating: Leaf(value: 0), count: count)),
      reducer: observeReducer,
      environment: ()
    )
    let viewStores = (0..<count).map { index in
      // `\.slices[index]` as 2021 code wrote it: a key path, applied as the scoping function.
      countingViewStore(
        byKeyPath
          ? store.scope(state: \.slices[index]) : store.scope(state: { $0.slices[index] })
      )
    }
    let index = count / 2
    let counts = countComparisons { store.send(.incrementSlice(index)) }
    let name =
      count == 1
      ? "observe/one-view-store" : "observe/flat-\(count)\(byKeyPath ? "-key-path" : "")"
    return Case(
      name, baseline: byKeyPath ? "observe/flat-\(count)" : "observe/one-view-store",
      isReported: count != 1,
      note: "\(byKeyPath ? "scope(state: \\.slices[i]); " : "")"
        + "\(counts.stores) store + \(counts.viewStores) view store comparisons per send",
      extra: [("store_comparisons", counts.stores), ("view_store_comparisons", counts.viewStores)]
    ) { n in
      let start = store.currentState.slices[index].value
      let action = opaque(ObserveAction.incrementSlice(index))
      for _ in 0..<n { store.send(action) }
      check(viewStores[viewStores.count / 2].value == start + n, name)
    }
  }

  func tree(observedLeaves: Int) -> Case {
    let twig = Twig(value: Array(repeating: Leaf(value: 0), count: 10))
    let branch = Branch(value: Array(repeating: twig, count: 10))
    let store = Store(
      initialState: ObserveState(branches: Array(repeating: branch, count: 10)),
      reducer: observeReducer,
      environment: ()
    )
    var viewStores: [ViewStore<Leaf, ObserveAction>] = []
    // With one observed leaf, only the chain of stores above it exists.
    let shape = observedLeaves == 1 ? (1, 1, 1) : (10, 10, 10)
    for b in 0..<shape.0 {
      let branchStore = store.scope(state: { $0.branches[b] })
      for t in 0..<shape.1 {
        let twigStore = branchStore.scope(state: { $0.value[t] })
        for l in 0..<shape.2 {
          viewStores.append(countingViewStore(twigStore.scope(state: { $0.value[l] })))
        }
      }
    }
    let target = observedLeaves == 1 ? (0, 0, 0) : (5, 5, 5)
    let action = ObserveAction.incrementLeaf(branch: target.0, twig: target.1, leaf: target.2)
    let counts = countComparisons { store.send(action) }
    let name = "observe/tree-\(observedLeaves == 1 ? "one-view-store" : "1000")"
    return Case(
      name, baseline: "observe/tree-one-view-store", isReported: observedLeaves != 1,
      note: "\(counts.stores) store + \(counts.viewStores) view store comparisons per send",
      extra: [("store_comparisons", counts.stores), ("view_store_comparisons", counts.viewStores)]
    ) { n in
      let start = store.currentState.branches[target.0].value[target.1].value[target.2].value
      let action = opaque(action)
      for _ in 0..<n { store.send(action) }
      // The view store of the target leaf is the last (one leaf observed) or the middle one.
      let observed = viewStores[observedLeaves == 1 ? 0 : 555].value
      check(observed == start + n, name)
    }
  }

  return [
    flat(1), flat(1_000), flat(1_000, byKeyPath: true), tree(observedLeaves: 1),
    tree(observedLeaves: 1_000),
  ]
}

// MARK: - 5 effect

/// An action whose synchronous effect (`Effect(value:)`) feeds one action back, against the
/// plainest honest baseline: the two state changes as non-inlined calls that return nothing.
/// The reducer function called by hand for both actions, returning its effects, is a second
/// row.
@MainActor
func syncEffectWorkload() -> [Case] {
  let store = makeCounterStore()
  let publisherStore = makeCounterStore()
  let restartStore = makeCounterStore()
  return [
    Case("effect-sync/plain-reduce", isReported: false) { n in
      var state = CounterState()
      let start = opaque(CounterAction.start)
      let echo = opaque(CounterAction.echo)
      for _ in 0..<n {
        plainCounterReduce(&state, start)
        plainCounterReduce(&state, echo)
      }
      blackHole(state)
      check(state.echoes == n, "effect-sync/plain-reduce")
    },
    Case(
      "effect-sync/direct-call", baseline: "effect-sync/plain-reduce",
      note: "the reducer run directly for both actions, returning the effect"
    ) { n in
      var state = CounterState()
      let start = opaque(CounterAction.start)
      let echo = opaque(CounterAction.echo)
      for _ in 0..<n {
        _ = counterReducer.run(&state, start, ())
        _ = counterReducer.run(&state, echo, ())
      }
      blackHole(state)
      check(state.echoes == n, "effect-sync/direct-call")
    },
    Case("effect-sync", baseline: "effect-sync/plain-reduce") { n in
      let start = store.currentState.echoes
      let action = opaque(CounterAction.start)
      for _ in 0..<n { store.send(action) }
      check(store.currentState.echoes == start + n, "effect-sync")
    },
    Case(
      "effect-sync/publisher", baseline: "effect-sync/plain-reduce",
      note: "`Just(.echo).eraseToEffect()`, round trip"
    ) { n in
      let start = publisherStore.currentState.echoes
      let action = opaque(CounterAction.startPublisher)
      for _ in 0..<n { publisherStore.send(action) }
      check(publisherStore.currentState.echoes == start + n, "effect-sync/publisher")
    },
    Case(
      "effect-sync/restart", baseline: "effect-sync/plain-reduce",
      note: "restart a `cancellable(id:cancelInFlight: true)` effect"
    ) { n in
      let start = restartStore.currentState.count
      let action = opaque(CounterAction.restart)
      for _ in 0..<n { restartStore.send(action) }
      check(restartStore.currentState.count == start + n, "effect-sync/restart")
    },
  ]
}

/// An action whose `Effect.task` feeds one action back on the main actor, awaited through the
/// returned task, against the same hop done by hand: the reducer, a main-actor `Task`, and the
/// reducer again with its output.
@MainActor
func asyncEffectWorkload() -> [Case] {
  let store = makeCounterStore()
  return [
    Case("effect-async/hand-written-task", isReported: false, clock: .wall) { n in
      var state = CounterState()
      let start = opaque(CounterAction.startAsync)
      for _ in 0..<n {
        _ = counterReducer.run(&state, start, ())
        let echo = await Task { @MainActor in CounterAction.echo }.value
        _ = counterReducer.run(&state, echo, ())
      }
      check(state.echoes == n, "effect-async/hand-written-task")
    },
    Case("effect-async", baseline: "effect-async/hand-written-task", clock: .wall) { n in
      let start = store.currentState.echoes
      let action = opaque(CounterAction.startAsync)
      for _ in 0..<n { await store.send(action).finish() }
      check(store.currentState.echoes == start + n, "effect-async")
    },
  ]
}

// MARK: - 6 binding

/// A write through `viewStore.$field`, against sending the equivalent hand-written action.
///
/// Both stores hold the same form; the baseline's reducer sets the field in its own case, the
/// measured one through `BindingAction` and `Reducer.binding()`.
@MainActor
func bindingWorkload() -> [Case] {
  let handWritten = ViewStore(
    Store(initialState: FormState(), reducer: handWrittenFormReducer, environment: ())
  )
  let bindable = ViewStore(
    Store(initialState: FormState(), reducer: bindableFormReducer, environment: ())
  )
  // Its own `.binding()`, which only ever sees actions that are no binding actions.
  let neverBound = ViewStore(
    Store(
      initialState: FormState(),
      reducer: Reducer<FormState, FormAction, Void> { state, action, _ in
        if case let .setCount(count) = action { state.count = count }
        return .none
      }
      .binding(),
      environment: ()
    )
  )
  var value = 0
  return [
    Case("binding/plain-reduce", isReported: false) { n in
      var state = FormState()
      var value = opaque(0)
      for _ in 0..<n {
        value &+= 1
        plainSetCount(&state, value)
      }
      blackHole(state)
      check(state.count == value, "binding/plain-reduce")
    },
    Case(
      "binding/send", baseline: "binding/plain-reduce",
      note: "a hand-written `setCount` action through a view store"
    ) { n in
      for _ in 0..<n {
        value &+= 1
        handWritten.send(.setCount(value))
      }
      check(handWritten.count == value, "binding/send")
    },
    Case("binding", baseline: "binding/plain-reduce", note: "`viewStore.$count` write") { n in
      for _ in 0..<n {
        value &+= 1
        bindable.$count.wrappedValue = value
      }
      check(bindable.count == value, "binding")
    },
    Case(
      "binding/other-action-before-any-binding", baseline: "binding/plain-reduce",
      note: "the same, through a `.binding()` that has seen no binding action yet"
    ) { n in
      for _ in 0..<n {
        value &+= 1
        neverBound.send(.setCount(value))
      }
      check(neverBound.count == value, "binding/other-action-before-any-binding")
    },
    Case(
      "binding/other-action", baseline: "binding/plain-reduce",
      note: "an action that is no binding action, through `.binding()`"
    ) { n in
      for _ in 0..<n {
        value &+= 1
        bindable.send(.setCount(value))
      }
      check(bindable.count == value, "binding/other-action")
    },
  ]
}

// MARK: - 7 test-store

/// A test of 1 000 send/receive steps with state assertions, against the same steps written by
/// hand (reducer calls and `==` checks). Reported per step.
@MainActor
func testStoreWorkload() -> [Case] {
  let steps = 1_000
  return [
    Case("test-store/hand-written", operationsPerRun: steps, isReported: false) { n in
      for _ in 0..<n {
        var state = CounterState()
        for _ in 0..<steps {
          var expected = state
          _ = counterReducer.run(&state, opaque(.start), ())
          expected.count += 1
          precondition(expected == state)
          expected = state
          _ = counterReducer.run(&state, opaque(.echo), ())
          expected.echoes += 1
          precondition(expected == state)
        }
        check(state.count == steps && state.echoes == steps, "test-store/hand-written")
      }
    },
    Case(
      "test-store", baseline: "test-store/hand-written", operationsPerRun: steps,
      note: "per step of a 1 000-step test (send + receive, both asserted)"
    ) { n in
      for _ in 0..<n {
        let store = TestStore(
          initialState: CounterState(),
          reducer: counterReducer,
          environment: ()
        )
        for _ in 0..<steps {
          store.send(.start) { $0.count += 1 }
          store.receive(.echo) { $0.echoes += 1 }
        }
        check(store.state.count == steps && store.state.echoes == steps, "test-store")
      }
    },
  ]
}
