import ComposableArchitecture
import Foundation
import Testing

@Suite struct EffectDebounceTests {
  @Test func debounce() {
    let scheduler = DispatchQueue.test
    var values: [Int] = []
    var cancellables: Set<AnyCancellable> = []

    func runDebouncedEffect(value: Int) {
      struct CancelToken: Hashable {}
      Just(value)
        .eraseToEffect()
        .debounce(id: CancelToken(), for: 1, scheduler: scheduler)
        .sink { values.append($0) }
        .store(in: &cancellables)
    }

    runDebouncedEffect(value: 1)
    // Nothing emits right away.
    #expect(values == [])
    // Waiting half the time also emits nothing.
    scheduler.advance(by: 0.5)
    #expect(values == [])

    // Another debounced effect cancels the first.
    runDebouncedEffect(value: 2)
    scheduler.advance(by: 0.5)
    #expect(values == [])

    runDebouncedEffect(value: 3)
    scheduler.advance(by: 0.5)
    #expect(values == [])

    // Waiting the rest of the time emits the last effect's value.
    scheduler.advance(by: 0.5)
    #expect(values == [3])

    scheduler.run()
    #expect(values == [3])
  }

  @Test func debounceStartsTheEffectOnlyAfterTheDueTime() {
    let scheduler = DispatchQueue.test
    var values: [Int] = []
    var starts = 0
    var cancellables: Set<AnyCancellable> = []

    func runDebouncedEffect(value: Int) {
      enum CancelToken {}
      Deferred { () -> Just<Int> in
        starts += 1
        return Just(value)
      }
      .eraseToEffect()
      .debounce(id: CancelToken.self, for: 1, scheduler: scheduler)
      .sink { values.append($0) }
      .store(in: &cancellables)
    }

    runDebouncedEffect(value: 1)
    scheduler.advance(by: 0.5)
    runDebouncedEffect(value: 2)
    // The cancelled effect never started.
    #expect(starts == 0)
    scheduler.advance(by: 1)
    #expect(starts == 1)
    #expect(values == [2])
  }

  @Test func debouncedEffectsFarApartAllRun() {
    let scheduler = DispatchQueue.test
    var values: [Int] = []
    var cancellables: Set<AnyCancellable> = []
    func runDebouncedEffect(value: Int) {
      struct CancelToken: Hashable {}
      Effect(value: value)
        .debounce(id: CancelToken(), for: .milliseconds(300), scheduler: scheduler)
        .sink { values.append($0) }
        .store(in: &cancellables)
    }
    runDebouncedEffect(value: 1)
    scheduler.advance(by: .milliseconds(300))
    runDebouncedEffect(value: 2)
    scheduler.advance(by: .milliseconds(300))
    #expect(values == [1, 2])
  }

  // MARK: - In a store

  private struct SearchState: Equatable {
    var query = ""
    var searches: [String] = []
    var results: [String] = []
  }

  private enum SearchAction: Equatable {
    case queryChanged(String)
    case response([String])
  }

  @Test func searchAsYouType() {
    struct SearchID: Hashable {}
    let scheduler = DispatchQueue.test
    let store = Store(
      initialState: SearchState(),
      reducer: Reducer<SearchState, SearchAction, AnySchedulerOf<DispatchQueue>> {
        state, action, scheduler in
        switch action {
        case let .queryChanged(query):
          state.query = query
          return Effect.result { [query] in .success([query.uppercased()]) }
            .map(SearchAction.response)
            .debounce(id: SearchID(), for: 0.3, scheduler: scheduler)
        case let .response(results):
          state.results = results
          return .none
        }
      },
      environment: scheduler.eraseToAnyScheduler()
    )
    let viewStore = ViewStore(store)

    viewStore.send(.queryChanged("b"))
    scheduler.advance(by: 0.1)
    viewStore.send(.queryChanged("bl"))
    scheduler.advance(by: 0.1)
    viewStore.send(.queryChanged("blo"))
    scheduler.advance(by: 0.2)
    #expect(viewStore.results == [])
    scheduler.advance(by: 0.1)
    #expect(viewStore.results == ["BLO"])
    scheduler.run()
    #expect(viewStore.results == ["BLO"])
  }

  @Test func debouncedEffectsOfTwoStoresAreIndependent() {
    struct SearchID: Hashable {}
    let scheduler = DispatchQueue.test
    let reducer = Reducer<SearchState, SearchAction, AnySchedulerOf<DispatchQueue>> {
      state, action, scheduler in
      switch action {
      case let .queryChanged(query):
        state.query = query
        return Effect(value: .response([query]))
          .debounce(id: SearchID(), for: 1, scheduler: scheduler)
      case let .response(results):
        state.results = results
        return .none
      }
    }
    let first = ViewStore(
      Store(
        initialState: SearchState(), reducer: reducer, environment: scheduler.eraseToAnyScheduler())
    )
    let second = ViewStore(
      Store(
        initialState: SearchState(), reducer: reducer, environment: scheduler.eraseToAnyScheduler())
    )
    first.send(.queryChanged("a"))
    second.send(.queryChanged("b"))
    scheduler.advance(by: 1)
    #expect(first.results == ["a"])
    #expect(second.results == ["b"])
  }
}
