import ComposableArchitecture
import Foundation
import Testing

private struct State: Equatable {
  var count = 0
  var name = "Blob"
  var isSheetPresented = false
}

private enum Action: Equatable {
  case increment
  case rename(String)
  case noop
  case togglePresentation
}

private let reducer = Reducer<State, Action, Void> { state, action, _ in
  switch action {
  case .increment:
    state.count += 1
  case let .rename(name):
    state.name = name
  case .noop:
    break
  case .togglePresentation:
    state.isSheetPresented.toggle()
  }
  return .none
}

@Suite struct ViewStoreTests {
  @Test func stateAndDynamicMemberLookup() {
    let viewStore = ViewStore(
      Store(initialState: State(count: 3), reducer: reducer, environment: ())
    )
    #expect(viewStore.state == State(count: 3))
    #expect(viewStore.count == 3)
    #expect(viewStore.name == "Blob")
    #expect(viewStore.name.count == 4)
  }

  @Test func sendUpdatesTheStateAtOnce() {
    let viewStore = ViewStore(Store(initialState: State(), reducer: reducer, environment: ()))
    viewStore.send(.increment)
    #expect(viewStore.count == 1)
    viewStore.send(.rename("Blobby"))
    #expect(viewStore.state == State(count: 1, name: "Blobby"))
  }

  @Test func viewStoresOfOneStoreAgree() {
    let store = Store(initialState: State(), reducer: reducer, environment: ())
    let first = ViewStore(store)
    let second = ViewStore(store)
    first.send(.increment)
    #expect(second.count == 1)
  }

  @Test func voidStateViewStore() {
    let store = Store(initialState: State(), reducer: reducer, environment: ())
    let viewStore = ViewStore(store.stateless)
    var changes = 0
    let observation = viewStore.observe { changes += 1 }
    viewStore.send(.increment)
    #expect(changes == 0)
    #expect(ViewStore(store).count == 1)
    _ = observation
  }

  // MARK: - Observation

  @Test func observeIsNotCalledAtRegistration() {
    let viewStore = ViewStore(Store(initialState: State(), reducer: reducer, environment: ()))
    var states: [State] = []
    let observation = viewStore.observe { states.append($0) }
    #expect(states == [])
    _ = observation
  }

  @Test func observeIsCalledAfterEachDeduplicatedChange() {
    let viewStore = ViewStore(Store(initialState: State(), reducer: reducer, environment: ()))
    var counts: [Int] = []
    let observation = viewStore.observe { state in
      // The view store's state is already the new one.
      #expect(viewStore.state == state)
      counts.append(state.count)
    }
    viewStore.send(.increment)
    viewStore.send(.noop)
    viewStore.send(.increment)
    viewStore.send(.noop)
    #expect(counts == [1, 2])
    _ = observation
  }

  @Test func observeStopsAfterCancel() {
    let viewStore = ViewStore(Store(initialState: State(), reducer: reducer, environment: ()))
    var counts: [Int] = []
    let observation = viewStore.observe { counts.append($0.count) }
    viewStore.send(.increment)
    observation.cancel()
    viewStore.send(.increment)
    #expect(counts == [1])
  }

  @Test func observeStopsWhenTheCancellableIsReleased() {
    let viewStore = ViewStore(Store(initialState: State(), reducer: reducer, environment: ()))
    var counts: [Int] = []
    do {
      let observation = viewStore.observe { counts.append($0.count) }
      viewStore.send(.increment)
      _ = observation
    }
    viewStore.send(.increment)
    #expect(counts == [1])
  }

  @Test func observersRunInRegistrationOrder() {
    let viewStore = ViewStore(Store(initialState: State(), reducer: reducer, environment: ()))
    var calls: [String] = []
    let first = viewStore.observe { _ in calls.append("first") }
    let second = viewStore.observe { _ in calls.append("second") }
    viewStore.send(.increment)
    #expect(calls == ["first", "second"])
    _ = (first, second)
  }

  @Test func removingObserversKeepsTheOthersInRegistrationOrder() {
    let viewStore = ViewStore(Store(initialState: State(), reducer: reducer, environment: ()))
    var calls: [Int] = []
    var observations = (0..<10).map { index in viewStore.observe { _ in calls.append(index) } }
    // Cancel enough of them, in an order unlike registration's, for the list to compact.
    for index in [7, 0, 3, 9, 5, 1] {
      observations[index].cancel()
    }
    observations[7].cancel()  // cancelling twice is harmless
    viewStore.send(.increment)
    #expect(calls == [2, 4, 6, 8])

    calls = []
    observations.append(viewStore.observe { _ in calls.append(10) })
    viewStore.send(.increment)
    #expect(calls == [2, 4, 6, 8, 10])
  }

  @Test func observerCancellingAnotherDuringANotification() {
    let viewStore = ViewStore(Store(initialState: State(), reducer: reducer, environment: ()))
    var calls: [String] = []
    var second: AnyCancellable?
    let first = viewStore.observe { _ in
      calls.append("first")
      second?.cancel()
    }
    second = viewStore.observe { _ in calls.append("second") }
    viewStore.send(.increment)
    viewStore.send(.increment)
    #expect(calls == ["first", "first"])
    _ = first
  }

  @Test func observerAddedDuringANotificationIsFirstCalledOnTheNext() {
    let viewStore = ViewStore(Store(initialState: State(), reducer: reducer, environment: ()))
    var calls: [String] = []
    var added: [AnyCancellable] = []
    let first = viewStore.observe { state in
      calls.append("first \(state.count)")
      // Enough observers for the list to move its storage while it is being notified.
      if state.count == 1 {
        for index in 0..<64 {
          added.append(viewStore.observe { state in calls.append("added\(index) \(state.count)") })
        }
      }
    }
    viewStore.send(.increment)
    #expect(calls == ["first 1"])
    calls = []
    viewStore.send(.increment)
    #expect(calls == ["first 2"] + (0..<64).map { "added\($0) 2" })
    _ = first
  }

  @Test func observersCancelledDuringANotificationAreDroppedAfterIt() {
    let viewStore = ViewStore(Store(initialState: State(), reducer: reducer, environment: ()))
    var calls: [Int] = []
    var observations: [AnyCancellable] = []
    observations.append(
      viewStore.observe { _ in
        calls.append(0)
        // Most of the list, which would drop them at once outside a notification.
        for index in 1...7 { observations[index].cancel() }
      })
    for index in 1..<10 {
      observations.append(viewStore.observe { _ in calls.append(index) })
    }
    viewStore.send(.increment)
    #expect(calls == [0, 8, 9])
    calls = []
    viewStore.send(.increment)
    #expect(calls == [0, 8, 9])
  }

  @Test func viewStoreReleasedByItsOwnObserverDuringANotification() {
    let store = Store(initialState: State(), reducer: reducer, environment: ())
    var viewStore: ViewStore<State, Action>? = ViewStore(store)
    weak let weakViewStore = viewStore
    var calls = 0
    let observation = viewStore?.observe { _ in
      calls += 1
      viewStore = nil
    }
    ViewStore(store.stateless).send(.increment)
    #expect(calls == 1)
    #expect(weakViewStore == nil)
    _ = observation
  }

  @Test func cancelledObserverReleasesWhatItCaptured() {
    final class Token {}
    let viewStore = ViewStore(Store(initialState: State(), reducer: reducer, environment: ()))
    weak var weakToken: Token?
    var observation: AnyCancellable?
    do {
      let token = Token()
      weakToken = token
      observation = viewStore.observe { _ in _ = token }
    }
    viewStore.send(.increment)
    #expect(weakToken != nil)
    observation?.cancel()
    #expect(weakToken == nil)
  }

  @Test func observerSendingDuringANotification() {
    let viewStore = ViewStore(Store(initialState: State(), reducer: reducer, environment: ()))
    var counts: [Int] = []
    let observation = viewStore.observe { state in
      counts.append(state.count)
      if state.count == 1 { viewStore.send(.increment) }
    }
    viewStore.send(.increment)
    #expect(counts == [1, 2])
    #expect(viewStore.count == 2)
    _ = observation
  }

  @Test func customRemoveDuplicates() {
    let viewStore = ViewStore(
      Store(initialState: State(), reducer: reducer, environment: ()),
      removeDuplicates: { $0.count == $1.count }
    )
    var names: [String] = []
    let observation = viewStore.observe { names.append($0.name) }
    viewStore.send(.rename("Blobby"))
    // Not a change as far as this view store is concerned: its state stays as it was.
    #expect(names == [])
    #expect(viewStore.name == "Blob")
    viewStore.send(.increment)
    #expect(names == ["Blobby"])
    #expect(viewStore.name == "Blobby")
    _ = observation
  }

  @Test func nonEquatableState() {
    struct Counter {
      var count = 0
    }
    let viewStore = ViewStore(
      Store(
        initialState: Counter(),
        reducer: Reducer<Counter, Action, Void> { state, action, _ in
          if action == .increment { state.count += 1 }
          return .none
        },
        environment: ()
      ),
      removeDuplicates: { $0.count == $1.count }
    )
    var counts: [Int] = []
    let observation = viewStore.observe { counts.append($0.count) }
    viewStore.send(.noop)
    viewStore.send(.increment)
    #expect(counts == [1])
    _ = observation
  }

  @Test func viewStoreKeepsItsStoreAlive() {
    let viewStore = ViewStore(
      Store(initialState: State(), reducer: reducer, environment: ())
        .scope(state: \.count)
    )
    viewStore.send(.increment)
    #expect(viewStore.state == 1)
  }

  @Test func releasedViewStoreStopsObservingItsStore() {
    let store = Store(initialState: State(), reducer: reducer, environment: ())
    do {
      let viewStore = ViewStore(store)
      #expect(store.observerCount == 1)
      viewStore.send(.increment)
    }
    #expect(store.observerCount == 0)
    ViewStore(store).send(.increment)
  }

  // MARK: - Animation

  @Test func sendWithAnimation() {
    let viewStore = ViewStore(Store(initialState: State(), reducer: reducer, environment: ()))
    var animations: [Animation?] = []
    let observation = viewStore.observe { _ in animations.append(currentAnimation()) }

    viewStore.send(.togglePresentation, animation: .easeInOut(duration: 0.2))
    viewStore.send(.togglePresentation)
    viewStore.send(.togglePresentation, animation: .default)
    viewStore.send(.togglePresentation, animation: nil)
    #expect(animations == [.easeInOut(duration: 0.2), nil, .default, nil])
    _ = observation
  }

  @Test func withAnimationAroundASend() {
    let viewStore = ViewStore(Store(initialState: State(), reducer: reducer, environment: ()))
    var animations: [Animation?] = []
    let observation = viewStore.observe { _ in animations.append(currentAnimation()) }
    withAnimation(.spring()) {
      viewStore.send(.increment)
    }
    withAnimation {
      viewStore.send(.increment)
    }
    #expect(animations == [.spring(), .default])
    _ = observation
  }

  @Test func animationsCompare() {
    #expect(Animation.default == .easeInOut(duration: 0.35))
    #expect(Animation.linear(duration: 1) != .linear(duration: 2))
    #expect(Animation.easeIn.delay(1) != .easeIn)
    #expect(Animation.easeOut.speed(2).speed == 2)
  }
}
