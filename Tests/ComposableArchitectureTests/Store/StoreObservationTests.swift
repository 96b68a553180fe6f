import ComposableArchitecture
import Testing

// Stores hand their new state to their observers instead of each observer reading it; these
// pin down that observers still see what reading it gave them, also when an observer sends an
// action in reaction to a change, which makes a newer state before the older one has reached
// everyone.

private let setReducer = Reducer<Int, Int, Void> { state, action, _ in
  state = action
  return .none
}

/// A state that is not `Equatable`, so stores scoped to it never stop a change.
private struct Opaque {
  var value: Int
}

@Suite struct StoreObservationTests {
  @Test func viewStoresAfterAnObserverThatSendsSeeOnlyTheNewestState() {
    let store = Store(initialState: 0, reducer: setReducer, environment: ())
    let first = ViewStore(store)
    let second = ViewStore(store)
    var seenBySecond: [Int] = []
    let reaction = first.observe { state in
      if state == 1 { first.send(2) }
    }
    let recording = second.observe { seenBySecond.append($0) }

    first.send(1)

    #expect(first.state == 2)
    #expect(second.state == 2)
    #expect(seenBySecond == [2])
    _ = (reaction, recording)
  }

  @Test func scopedStoresAfterAnObserverThatSendsSeeOnlyTheNewestState() {
    let store = Store(initialState: 0, reducer: setReducer, environment: ())
    let reacting = ViewStore(store.scope(state: { $0 }))
    let doubled = ViewStore(store.scope(state: { $0 * 2 }))
    var seenByDoubled: [Int] = []
    let reaction = reacting.observe { state in
      if state == 1 { reacting.send(2) }
    }
    let recording = doubled.observe { seenByDoubled.append($0) }

    reacting.send(1)

    #expect(reacting.state == 2)
    #expect(doubled.state == 4)
    #expect(seenByDoubled == [4])
    _ = (reaction, recording)
  }

  @Test func storesOfNonEquatableStateAfterAnObserverThatSendsEndWithTheNewestState() {
    let store = Store(initialState: 0, reducer: setReducer, environment: ())
    let reacting = ViewStore(store)
    let opaqueStore = store.scope(state: { Opaque(value: $0) })
    let opaque = ViewStore(opaqueStore, removeDuplicates: { _, _ in false })
    var seenByOpaque: [Int] = []
    let reaction = reacting.observe { state in
      if state == 1 { reacting.send(2) }
    }
    let recording = opaque.observe { seenByOpaque.append($0.value) }

    reacting.send(1)

    #expect(opaque.state.value == 2)
    // The newer change reaches it first; the older one then finds the newer state current and
    // hands that on again, as reading the state always did.
    #expect(seenByOpaque == [2, 2])
    _ = (reaction, recording)
  }

  @Test func observersOfAScopedStoreReadItsStateWhileItIsBeingHandedOut() {
    let store = Store(initialState: 0, reducer: setReducer, environment: ())
    let child = store.scope(state: { $0 + 100 })
    let viewStore = ViewStore(child)
    var readInObserver: [Int] = []
    let reading = viewStore.observe { _ in readInObserver.append(viewStore.state) }

    viewStore.send(1)
    viewStore.send(2)

    #expect(readInObserver == [101, 102])
    _ = reading
  }
}
