// Reducer plumbing and store/view-store observation the way 2021 code used them: running
// reducers by hand, `debug`, `signpost`, stateless and actionless stores, view state scoped with
// an initializer, publishers, `objectWillChange`, and animated schedulers.
import ComposableArchitecture
import XCTest

struct ItemRowState: Equatable, Identifiable {
  let id: UUID
  var name = ""
  var quantity = 0
}

enum ItemRowAction: Equatable {
  case nameChanged(String)
  case quantityIncremented
}

let itemRowReducer = Reducer<ItemRowState, ItemRowAction, Void> { state, action, _ in
  switch action {
  case let .nameChanged(name):
    state.name = name
    return .none
  case .quantityIncremented:
    state.quantity += 1
    return .none
  }
}

struct InventoryState: Equatable {
  var items: IdentifiedArrayOf<ItemRowState> = []
  var createdAt: Date?
  var isSaving = false
}

enum InventoryAction: Equatable {
  case addButtonTapped
  case delete(IndexSet)
  case item(id: UUID, action: ItemRowAction)
  case move(IndexSet, Int)
  case saveButtonTapped
  case saveResponse(Bool)
}

struct InventoryEnvironment {
  var date: () -> Date
  var mainQueue: AnySchedulerOf<DispatchQueue>
  var uuid: () -> UUID
}

let inventoryReducer = Reducer<InventoryState, InventoryAction, InventoryEnvironment>.combine(
  [
    itemRowReducer.forEach(
      state: \.items,
      action: /InventoryAction.item(id:action:),
      environment: { _ in () }
    ),
    Reducer { state, action, environment in
      switch action {
      case .addButtonTapped:
        state.items.append(ItemRowState(id: environment.uuid()))
        state.createdAt = state.createdAt ?? environment.date()
        return .none
      case let .delete(indexSet):
        state.items.remove(atOffsets: indexSet)
        return .none
      case .item:
        return .none
      case let .move(source, destination):
        state.items.move(fromOffsets: source, toOffset: destination)
        return .none
      case .saveButtonTapped:
        state.isSaving = true
        return Effect(value: .saveResponse(true))
          .receive(on: environment.mainQueue.animation())
          .eraseToEffect()
      case .saveResponse:
        state.isSaving = false
        return .none
      }
    },
  ]
)

private func incrementingUUIDs() -> () -> UUID {
  var count = 0
  return {
    defer { count += 1 }
    return UUID(uuidString: "DEADBEEF-DEAD-BEEF-DEAD-\(String(format: "%012X", count))")!
  }
}

final class ReducerAndStoreLegacyTests: XCTestCase {
  var cancellables: Set<AnyCancellable> = []
  let scheduler = DispatchQueue.test

  func testRunningReducersByHand() {
    var state = CounterState()
    let effect = counterReducer.run(&state, .incrementButtonTapped, CounterEnvironment())
    XCTAssertEqual(state.count, 1)
    _ = counterReducer(&state, .incrementButtonTapped, CounterEnvironment())
    XCTAssertEqual(state.count, 2)

    var completed = false
    effect.sink(receiveCompletion: { _ in completed = true }, receiveValue: { _ in XCTFail() })
      .store(in: &self.cancellables)
    XCTAssertTrue(completed)

    let empty = Reducer<CounterState, CounterAction, CounterEnvironment>.empty
    _ = empty.run(&state, .decrementButtonTapped, CounterEnvironment())
    XCTAssertEqual(state.count, 2)

    let doubled = counterReducer.combined(with: counterReducer)
    _ = doubled.run(&state, .decrementButtonTapped, CounterEnvironment())
    XCTAssertEqual(state.count, 0)
  }

  func testDebugAndSignpostReducers() {
    let output = LogBox()
    let debugged =
      counterReducer
      .debug("counter", environment: { _ in DebugEnvironment(printer: { output.append($0) }) })
      .debugActions(environment: { _ in DebugEnvironment(printer: { _ in }) })
      .signpost()
      .signpost("counter")

    let store = TestStore(
      initialState: CounterState(),
      reducer: debugged,
      environment: CounterEnvironment()
    )
    store.send(.incrementButtonTapped) {
      $0.count = 1
    }

    let printed = self.expectation(description: "printed")
    DispatchQueue.global().asyncAfter(deadline: .now() + 0.2) { printed.fulfill() }
    self.wait(for: [printed], timeout: 2)
    XCTAssertEqual(output.entries.count, 1)
    XCTAssertTrue(output.entries.first?.contains("counter: received action") == true)
    XCTAssertTrue(output.entries.first?.contains("incrementButtonTapped") == true)
  }

  func testForEachIdentifiedWithEnvironmentGenerators() {
    let date = Date(timeIntervalSince1970: 1_234_567_890)
    let store = TestStore(
      initialState: InventoryState(),
      reducer: inventoryReducer,
      environment: InventoryEnvironment(
        date: { date },
        mainQueue: self.scheduler.eraseToAnyScheduler(),
        uuid: incrementingUUIDs()
      )
    )

    let id0 = UUID(uuidString: "DEADBEEF-DEAD-BEEF-DEAD-000000000000")!
    let id1 = UUID(uuidString: "DEADBEEF-DEAD-BEEF-DEAD-000000000001")!
    let id2 = UUID(uuidString: "DEADBEEF-DEAD-BEEF-DEAD-000000000002")!

    store.send(.addButtonTapped) {
      $0.items = [ItemRowState(id: id0)]
      $0.createdAt = date
    }
    store.send(.addButtonTapped) {
      $0.items.append(ItemRowState(id: id1))
    }
    store.send(.addButtonTapped) {
      $0.items = IdentifiedArray(
        uniqueElements: [ItemRowState(id: id0), ItemRowState(id: id1), ItemRowState(id: id2)]
      )
    }
    store.send(.item(id: id1, action: .nameChanged("Milk"))) {
      $0.items[id: id1]?.name = "Milk"
    }
    store.send(.item(id: id1, action: .quantityIncremented)) {
      $0.items[id: id1]?.quantity = 1
    }
    store.send(.move(IndexSet(integer: 1), 0)) {
      $0.items = [
        ItemRowState(id: id1, name: "Milk", quantity: 1),
        ItemRowState(id: id0),
        ItemRowState(id: id2),
      ]
    }
    store.send(.delete(IndexSet(integer: 2))) {
      $0.items.remove(id: id2)
    }
    store.send(.delete(IndexSet(integer: 1))) {
      $0.items[id: id0] = nil
    }
    XCTAssertEqual(store.state.items.ids, [id1])
    XCTAssertEqual(store.state.items.map(\.name), ["Milk"])

    store.send(.saveButtonTapped) {
      $0.isSaving = true
    }
    self.scheduler.advance()
    store.receive(.saveResponse(true)) {
      $0.isSaving = false
    }
  }

  func testStatelessAndActionlessStores() {
    let store = Store(
      initialState: CounterState(),
      reducer: counterReducer,
      environment: CounterEnvironment()
    )

    let buttonsViewStore = ViewStore(store.stateless)
    buttonsViewStore.send(.incrementButtonTapped)
    buttonsViewStore.send(.incrementButtonTapped)

    let labelViewStore = ViewStore(store.actionless)
    XCTAssertEqual(labelViewStore.count, 2)
    XCTAssertEqual(labelViewStore.state, CounterState(count: 2))
  }

  func testViewStateScopedWithInitializers() {
    struct ViewState: Equatable {
      var isSaveButtonDisabled: Bool
      var itemCount: Int

      init(state: InventoryState) {
        self.isSaveButtonDisabled = state.isSaving || state.items.isEmpty
        self.itemCount = state.items.count
      }
    }

    enum ViewAction {
      case addButtonTapped
      case saveButtonTapped
    }

    let store = Store(
      initialState: InventoryState(),
      reducer: inventoryReducer,
      environment: InventoryEnvironment(
        date: Date.init,
        mainQueue: self.scheduler.eraseToAnyScheduler(),
        uuid: UUID.init
      )
    )
    let viewStore = ViewStore(
      store.scope(
        state: ViewState.init(state:),
        action: { (viewAction: ViewAction) -> InventoryAction in
          switch viewAction {
          case .addButtonTapped: return .addButtonTapped
          case .saveButtonTapped: return .saveButtonTapped
          }
        }
      )
    )

    var disabledHistory: [Bool] = []
    viewStore.publisher.isSaveButtonDisabled
      .sink { disabledHistory.append($0) }
      .store(in: &self.cancellables)

    var emissions = 0
    viewStore.publisher
      .sink { _ in emissions += 1 }
      .store(in: &self.cancellables)

    XCTAssertTrue(viewStore.isSaveButtonDisabled)
    viewStore.send(.addButtonTapped)
    XCTAssertFalse(viewStore.isSaveButtonDisabled)
    viewStore.send(.saveButtonTapped)
    XCTAssertTrue(viewStore.isSaveButtonDisabled)
    self.scheduler.advance()
    XCTAssertFalse(viewStore.state.isSaveButtonDisabled)
    XCTAssertEqual(viewStore.itemCount, 1)
    XCTAssertEqual(disabledHistory, [true, false, true, false])
    XCTAssertEqual(emissions, 4)
  }

  func testRemoveDuplicatesAndPublisherCount() {
    let store = Store(
      initialState: InventoryState(),
      reducer: inventoryReducer,
      environment: InventoryEnvironment(
        date: Date.init,
        mainQueue: .immediate,
        uuid: UUID.init
      )
    )
    let countViewStore = ViewStore(
      store.scope(state: { $0.items }),
      removeDuplicates: { $0.count == $1.count }
    )

    var counts: [Int] = []
    // (`publisher.count` would name Combine's `count()` operator, which hides the dynamic member.)
    countViewStore.publisher.map(\.count)
      .sink { counts.append($0) }
      .store(in: &self.cancellables)

    countViewStore.send(.addButtonTapped)
    let id = countViewStore.state[0].id
    countViewStore.send(.item(id: id, action: .nameChanged("Eggs")))
    countViewStore.send(.item(id: id, action: .quantityIncremented))
    // The name changed, but the view store de-duplicates by count: it still shows the old one.
    XCTAssertEqual(countViewStore.state[id: id]?.name, "")
    countViewStore.send(.addButtonTapped)
    XCTAssertEqual(counts, [0, 1, 2])
    XCTAssertEqual(countViewStore.state[id: id]?.name, "Eggs")
  }

  func testObjectWillChange() {
    let store = Store(
      initialState: CounterState(),
      reducer: counterReducer,
      environment: CounterEnvironment()
    )
    let viewStore = ViewStore(store)

    var countsBeforeChange: [Int] = []
    viewStore.objectWillChange
      .sink { _ in countsBeforeChange.append(viewStore.count) }
      .store(in: &self.cancellables)

    viewStore.send(.incrementButtonTapped)
    viewStore.send(.incrementButtonTapped)
    XCTAssertEqual(countsBeforeChange, [0, 1])
  }

  func testSendWithAnimation() {
    let store = Store(
      initialState: CounterState(),
      reducer: counterReducer,
      environment: CounterEnvironment()
    )
    let viewStore = ViewStore(store)
    viewStore.send(.incrementButtonTapped, animation: .default)
    viewStore.send(.incrementButtonTapped, animation: .easeInOut(duration: 0.3))
    viewStore.send(.decrementButtonTapped, animation: nil)
    XCTAssertEqual(viewStore.count, 1)

    let binding = viewStore.binding(get: \.count, send: .incrementButtonTapped).animation()
    binding.wrappedValue = 100
    XCTAssertEqual(viewStore.count, 2)
  }

  func testAnimatedSchedulerRunsWork() {
    var values: [Int] = []
    Just(1)
      .receive(on: self.scheduler.animation(.linear))
      .sink { values.append($0) }
      .store(in: &self.cancellables)
    Just(2)
      .delay(for: 1, scheduler: self.scheduler.eraseToAnyScheduler().animation())
      .sink { values.append($0) }
      .store(in: &self.cancellables)
    Just(3)
      .receive(on: self.scheduler.transaction(Transaction(animation: .default)))
      .sink { values.append($0) }
      .store(in: &self.cancellables)
    self.scheduler.advance()
    XCTAssertEqual(values, [1, 3])
    self.scheduler.advance(by: 1)
    XCTAssertEqual(values, [1, 3, 2])
  }

  func testEffectAnimation() {
    let store = TestStore(
      initialState: CounterState(),
      reducer: Reducer<CounterState, CounterAction, Void> { state, action, _ in
        switch action {
        case .incrementButtonTapped:
          state.count += 1
          return Effect(value: .decrementButtonTapped).animation()
        case .decrementButtonTapped:
          state.count -= 1
          return .none
        }
      },
      environment: ()
    )
    store.send(.incrementButtonTapped) { $0.count = 1 }
    store.receive(.decrementButtonTapped) { $0.count = 0 }
  }

  func testTestStoreScopeAndEnvironmentMutation() {
    let store = TestStore(
      initialState: InventoryState(),
      reducer: inventoryReducer,
      environment: InventoryEnvironment(
        date: { Date(timeIntervalSince1970: 0) },
        mainQueue: .immediate,
        uuid: { UUID(uuidString: "00000000-0000-0000-0000-000000000000")! }
      )
    )
    store.environment.date = { Date(timeIntervalSince1970: 42) }
    store.environment.uuid = { UUID(uuidString: "00000000-0000-0000-0000-000000000042")! }

    let countStore = store.scope(state: \.items.count)
    countStore.send(.addButtonTapped) {
      $0 = 1
    }
    XCTAssertEqual(store.state.createdAt, Date(timeIntervalSince1970: 42))
    XCTAssertEqual(
      store.state.items.first?.id,
      UUID(uuidString: "00000000-0000-0000-0000-000000000042")!
    )
  }

  func testSchedulerConveniences() {
    let main: AnySchedulerOf<DispatchQueue> = .main
    let immediate: AnySchedulerOf<DispatchQueue> = .immediate
    let unusedFailing: AnySchedulerOf<DispatchQueue> = .failing
    let unusedUnimplemented: AnySchedulerOf<DispatchQueue> = .unimplemented
    let environment = InventoryEnvironment(
      date: Date.init,
      mainQueue: DispatchQueue.main.eraseToAnyScheduler(),
      uuid: UUID.init
    )
    _ = (main, unusedFailing, unusedUnimplemented, environment)

    var values: [Int] = []
    Just(1)
      .receive(on: immediate)
      .sink { values.append($0) }
      .store(in: &self.cancellables)
    Just(2)
      .receive(on: DispatchQueue.immediate)
      .sink { values.append($0) }
      .store(in: &self.cancellables)
    XCTAssertEqual(values, [1, 2])
  }
}

private final class LogBox {
  private let lock = NSLock()
  private var _entries: [String] = []
  var entries: [String] {
    self.lock.lock()
    defer { self.lock.unlock() }
    return self._entries
  }
  func append(_ entry: String) {
    self.lock.lock()
    self._entries.append(entry)
    self.lock.unlock()
  }
}
