import ComposableArchitecture
import Foundation
import Testing

private struct State: Equatable {
  var clicks = 0
  var name = "Blob"
  var settings = Settings()
}

private struct Settings: Equatable {
  var isHapticsEnabled = false
}

private enum Action: Equatable {
  case increment
  case rename(String)
  case toggleHaptics
  case noop
}

private let reducer = Reducer<State, Action, Void> { state, action, _ in
  switch action {
  case .increment:
    state.clicks += 1
  case let .rename(name):
    state.name = name
  case .toggleHaptics:
    state.settings.isHapticsEnabled.toggle()
  case .noop:
    break
  }
  return .none
}

@Suite struct StorePublisherTests {
  @Test func subscribersAreNotifiedInTheOrderTheySubscribed() {
    // Sampled many times: an unordered set of subscribers fails this almost every time.
    for _ in 0..<20 {
      let viewStore = ViewStore(Store(initialState: State(), reducer: reducer, environment: ()))
      var order: [Int] = []
      var cancellables: [AnyCancellable] = []
      for index in 0..<12 {
        if index.isMultiple(of: 2) {
          viewStore.publisher.sink { _ in order.append(index) }.store(in: &cancellables)
        } else {
          viewStore.publisher.clicks.sink { _ in order.append(index) }.store(in: &cancellables)
        }
      }
      #expect(order == Array(0..<12))
      order = []
      viewStore.send(.increment)
      #expect(order == Array(0..<12))
      // A cancelled subscriber leaves the order of the others as it was.
      cancellables[3].cancel()
      order = []
      viewStore.send(.increment)
      #expect(order == Array(0..<12).filter { $0 != 3 })
    }
  }

  @Test func fieldPublishersAreNotifiedInTheOrderTheySubscribed() {
    for _ in 0..<20 {
      let viewStore = ViewStore(Store(initialState: State(), reducer: reducer, environment: ()))
      var order: [Int] = []
      var cancellables: [AnyCancellable] = []
      for index in 0..<10 {
        viewStore.publisher.name.sink { _ in order.append(index) }.store(in: &cancellables)
      }
      order = []
      viewStore.send(.rename("Blobby"))
      #expect(order == Array(0..<10))
    }
  }

  @Test func emitsTheCurrentValueThenDeduplicatedChanges() {
    let viewStore = ViewStore(Store(initialState: State(), reducer: reducer, environment: ()))
    viewStore.send(.increment)

    var clickCounts: [Int] = []
    let cancellable = viewStore.publisher.sink { clickCounts.append($0.clicks) }
    #expect(clickCounts == [1])

    viewStore.send(.noop)
    viewStore.send(.increment)
    viewStore.send(.noop)
    viewStore.send(.increment)
    #expect(clickCounts == [1, 2, 3])
    _ = cancellable
  }

  @Test func eachSubscriberGetsTheValueAtItsSubscription() {
    let viewStore = ViewStore(Store(initialState: State(), reducer: reducer, environment: ()))
    var first: [Int] = []
    var second: [Int] = []
    let firstCancellable = viewStore.publisher.sink { first.append($0.clicks) }
    viewStore.send(.increment)
    let secondCancellable = viewStore.publisher.sink { second.append($0.clicks) }
    viewStore.send(.increment)
    #expect(first == [0, 1, 2])
    #expect(second == [1, 2])
    _ = (firstCancellable, secondCancellable)
  }

  @Test func childPublishersDeduplicate() {
    let viewStore = ViewStore(Store(initialState: State(), reducer: reducer, environment: ()))
    var names: [String] = []
    var clickCounts: [Int] = []
    let cancellables = [
      viewStore.publisher.name.sink { names.append($0) },
      viewStore.publisher.clicks.sink { clickCounts.append($0) },
    ]
    #expect(names == ["Blob"])
    #expect(clickCounts == [0])

    viewStore.send(.increment)
    viewStore.send(.rename("Blob"))
    viewStore.send(.increment)
    viewStore.send(.rename("Blobby"))
    #expect(names == ["Blob", "Blobby"])
    #expect(clickCounts == [0, 1, 2])
    _ = cancellables
  }

  @Test func nestedChildPublishers() {
    let viewStore = ViewStore(Store(initialState: State(), reducer: reducer, environment: ()))
    var values: [Bool] = []
    let cancellable = viewStore.publisher.settings.isHapticsEnabled.sink { values.append($0) }
    viewStore.send(.increment)
    viewStore.send(.toggleHaptics)
    viewStore.send(.rename("Blobby"))
    viewStore.send(.toggleHaptics)
    #expect(values == [false, true, false])
    _ = cancellable
  }

  @Test func publisherOperators() {
    let viewStore = ViewStore(Store(initialState: State(), reducer: reducer, environment: ()))
    var evens: [Int] = []
    let cancellable = viewStore.publisher.clicks
      .filter { $0.isMultiple(of: 2) }
      .sink { evens.append($0) }
    for _ in 1...5 { viewStore.send(.increment) }
    #expect(evens == [0, 2, 4])
    _ = cancellable
  }

  @Test func cancellingStopsTheValues() {
    let viewStore = ViewStore(Store(initialState: State(), reducer: reducer, environment: ()))
    var clickCounts: [Int] = []
    let cancellable = viewStore.publisher.clicks.sink { clickCounts.append($0) }
    viewStore.send(.increment)
    cancellable.cancel()
    viewStore.send(.increment)
    #expect(clickCounts == [0, 1])
  }

  @Test func subscriptionKeepsTheViewStoreAlive() {
    let store = Store(initialState: State(), reducer: reducer, environment: ())
    var clickCounts: [Int] = []
    weak var weakViewStore: ViewStore<State, Action>?
    let cancellable: AnyCancellable
    do {
      let viewStore = ViewStore(store)
      weakViewStore = viewStore
      cancellable = viewStore.publisher.clicks.sink { clickCounts.append($0) }
    }
    #expect(weakViewStore != nil)
    ViewStore(store).send(.increment)
    #expect(clickCounts == [0, 1])

    cancellable.cancel()
    #expect(weakViewStore == nil)
  }

  @Test func publisherOfAViewStoreWithCustomDeduplication() {
    let viewStore = ViewStore(
      Store(initialState: State(), reducer: reducer, environment: ()),
      removeDuplicates: { $0.name == $1.name }
    )
    var clickCounts: [Int] = []
    let cancellable = viewStore.publisher.sink { clickCounts.append($0.clicks) }
    viewStore.send(.increment)
    viewStore.send(.rename("Blobby"))
    #expect(clickCounts == [0, 1])
    _ = cancellable
  }
}
