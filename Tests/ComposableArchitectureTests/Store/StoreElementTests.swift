import ComposableArchitecture
import Testing

private struct Row: Equatable, Identifiable {
  let id: Int
  var count = 0
}

private enum RowAction: Equatable {
  case increment
}

@CasePathable
private enum ListAction: Equatable {
  case row(id: Int, action: RowAction)
  case incrementRow(Int)
  case resetRow(Int)
  case remove(Int)
  case insertFirst(Row)
  case reverse
  /// Inserts `row` at `index` and increments the rows `incremented`, in one action.
  case insert(Row, at: Int, incrementing: [Int])
  /// Swaps the rows at two positions and increments the rows `incremented`, in one action.
  case swap(Int, Int, incrementing: [Int])
  /// Inserts `count` new rows, with ids from 1 000, at `index` and increments the rows
  /// `incremented`, in one action.
  case insertRows(count: Int, at: Int, incrementing: [Int])
}

private let rowReducer = Reducer<Row, RowAction, Void> { row, action, _ in
  switch action {
  case .increment:
    row.count += 1
    return .none
  }
}

private let listReducer = Reducer<IdentifiedArrayOf<Row>, ListAction, Void>.combine(
  rowReducer.forEach(state: \.self, action: \.row, environment: { _ in }),
  Reducer { rows, action, _ in
    switch action {
    case .row:
      return .none
    case let .incrementRow(id):
      rows[id: id]?.count += 1
      return .none
    case let .resetRow(id):
      rows[id: id]?.count = 0
      return .none
    case let .remove(id):
      rows.remove(id: id)
      return .none
    case let .insertFirst(row):
      rows.insert(row, at: 0)
      return .none
    case .reverse:
      rows = IdentifiedArray(uniqueElements: rows.reversed())
      return .none
    case let .insert(row, index, incremented):
      rows.insert(row, at: index)
      for id in incremented { rows[id: id]?.count += 1 }
      return .none
    case let .swap(first, second, incremented):
      var elements = Array(rows)
      elements.swapAt(first, second)
      rows = IdentifiedArray(uniqueElements: elements)
      for id in incremented { rows[id: id]?.count += 1 }
      return .none
    case let .insertRows(count, index, incremented):
      for offset in (0..<count).reversed() {
        rows.insert(Row(id: 1_000 + offset), at: index)
      }
      for id in incremented { rows[id: id]?.count += 1 }
      return .none
    }
  }
)

/// A list store and its element stores, each observed by a view store that counts its changes.
@MainActor
private final class Fixture {
  let store: Store<IdentifiedArrayOf<Row>, ListAction>
  let rows: Store<IdentifiedArrayOf<Row>, (Int, RowAction)>
  var elementStores: [Int: Store<Row, RowAction>] = [:]
  var viewStores: [Int: ViewStore<Row, RowAction>] = [:]
  var changes: [Int: [Int]] = [:]
  var observations: [AnyCancellable] = []

  init(count: Int) {
    store = Store(
      initialState: IdentifiedArray(uniqueElements: (0..<count).map { Row(id: $0) }),
      reducer: listReducer,
      environment: ()
    )
    rows = store.scope(state: { $0 }, action: { ListAction.row(id: $0, action: $1) })
    for row in ViewStore(store).state {
      observe(row)
    }
  }

  func observe(_ row: Row) {
    let elementStore: Store<Row, RowAction> = rows.scope(element: row.id, initialState: row)
    let viewStore = ViewStore(elementStore)
    elementStores[row.id] = elementStore
    viewStores[row.id] = viewStore
    observations.append(
      viewStore.observe { [unowned self] in changes[row.id, default: []].append($0.count) })
  }
}

@MainActor
@Suite struct StoreElementTests {
  @Test func anElementStoreSendsItsActionsTaggedWithItsId() {
    let fixture = Fixture(count: 3)
    fixture.viewStores[1]?.send(.increment)
    #expect(ViewStore(fixture.store).state[id: 1]?.count == 1)
    #expect(fixture.viewStores[1]?.count == 1)
  }

  @Test func onlyTheStoreOfTheChangedElementHearsOfTheChange() {
    let fixture = Fixture(count: 100)
    fixture.viewStores[42]?.send(.increment)
    ViewStore(fixture.store).send(.incrementRow(7))
    #expect(fixture.changes == [42: [1], 7: [1]])
  }

  @Test func anUnobservedElementStoreDerivesItsStateOnDemand() {
    let fixture = Fixture(count: 3)
    let unobserved: Store<Row, RowAction> = fixture.rows.scope(element: 2, initialState: Row(id: 2))
    ViewStore(fixture.store).send(.incrementRow(2))
    #expect(ViewStore(unobserved).count == 1)
  }

  @Test func insertingAndMovingRowsReachesOnlyChangedElements() {
    let fixture = Fixture(count: 3)
    ViewStore(fixture.store).send(.insertFirst(Row(id: 10, count: 5)))
    ViewStore(fixture.store).send(.reverse)
    #expect(fixture.changes.isEmpty)
    ViewStore(fixture.store).send(.incrementRow(0))
    #expect(fixture.changes == [0: [1]])
  }

  @Test func changesBeforeAndAfterAnInsertionReachTheirStores() {
    // Only the run of changed ids is looked up: the rows before and after it are compared in
    // place. A long list, so the runs span several blocks of the byte comparison.
    let fixture = Fixture(count: 300)
    ViewStore(fixture.store).send(
      .insert(Row(id: 1_000), at: 150, incrementing: [3, 149, 150, 299]))
    #expect(fixture.changes == [3: [1], 149: [1], 150: [1], 299: [1]])
  }

  @Test func changesToMovedRowsAndTheirNeighboursReachTheirStores() {
    let fixture = Fixture(count: 300)
    ViewStore(fixture.store).send(.swap(100, 200, incrementing: [0, 100, 150, 200, 201]))
    #expect(fixture.changes == [0: [1], 100: [1], 150: [1], 200: [1], 201: [1]])
    ViewStore(fixture.store).send(.incrementRow(250))
    #expect(fixture.changes[250] == [1])
  }

  @Test func laterChangesReachTheirStoresAfterRowsComeAndGo() {
    // The rows the element stores were last handed are kept up to date in place across small
    // insertions, removals and moves, and replaced after a large insertion: each later change is
    // heard once, a row set back to a value it had included.
    let fixture = Fixture(count: 300)
    let viewStore = ViewStore(fixture.store)
    viewStore.send(.insert(Row(id: 1_000), at: 150, incrementing: []))
    viewStore.send(.incrementRow(3))
    viewStore.send(.incrementRow(299))
    viewStore.send(.remove(1_000))
    viewStore.send(.remove(10))
    viewStore.send(.incrementRow(11))
    viewStore.send(.resetRow(3))
    viewStore.send(.incrementRow(3))
    #expect(fixture.changes == [3: [1, 0, 1], 299: [1], 11: [1]])
    viewStore.send(.swap(5, 20, incrementing: [7]))
    viewStore.send(.incrementRow(5))
    viewStore.send(.resetRow(7))
    viewStore.send(.incrementRow(21))
    viewStore.send(.resetRow(299))
    #expect(fixture.changes == [3: [1, 0, 1], 299: [1, 0], 11: [1], 7: [1, 0], 5: [1], 21: [1]])
    fixture.changes = [:]
    viewStore.send(.insertRows(count: 100, at: 0, incrementing: [5, 299]))
    #expect(fixture.changes == [5: [2], 299: [1]])
    viewStore.send(.resetRow(299))
    viewStore.send(.incrementRow(1_050))
    viewStore.send(.incrementRow(0))
    viewStore.send(.resetRow(5))
    #expect(fixture.changes == [5: [2, 0], 299: [1, 0], 0: [1]])
  }

  @Test func changingRowsLeavesTheCollectionsBuffersInPlace() {
    // The element stores' follower compares against rows of its own: the collection's buffers
    // are not shared, so the reducer changes, adds and removes a row without copying the others.
    enum Edit { case increment, append, remove }
    let store = Store(
      initialState: IdentifiedArray(uniqueElements: (0..<1_000).map { Row(id: $0) }),
      reducer: Reducer<IdentifiedArrayOf<Row>, (Int, Edit), Void> { rows, action, _ in
        switch action.1 {
        case .increment: rows[id: action.0]?.count += 1
        case .append: rows.append(Row(id: action.0))
        case .remove: rows.remove(id: action.0)
        }
        return .none
      },
      environment: ()
    )
    let viewStores = [0, 500, 999].map { id in
      ViewStore(store.scope(element: id, initialState: Row(id: id)) as Store<Row, Edit>)
    }
    func addresses() -> [UnsafeRawPointer?] {
      let rows = store.currentState
      return [
        rows.elements.withUnsafeBytes { $0.baseAddress },
        rows.ids.elements.withUnsafeBytes { $0.baseAddress },
      ]
    }
    // The first change of each kind may copy what the follower still shares.
    store.send((0, .increment))
    store.send((1_000, .append))
    store.send((1_000, .remove))
    let before = addresses()
    viewStores[1].send(.increment)
    store.send((1_001, .append))
    viewStores[2].send(.increment)
    store.send((1_001, .remove))
    #expect(addresses() == before)
    #expect(viewStores.map { $0.count } == [1, 1, 1])
  }

  @Test func aRemovedElementsStoreKeepsItsLastState() {
    let fixture = Fixture(count: 3)
    ViewStore(fixture.store).send(.incrementRow(1))
    ViewStore(fixture.store).send(.remove(1))
    #expect(fixture.viewStores[1]?.count == 1)
    #expect(ViewStore(fixture.elementStores[1]!).state == Row(id: 1, count: 1))
    #expect(fixture.changes == [1: [1]])
  }

  @Test func aFollowerSendingDuringANotificationLeavesNoElementStale() {
    let fixture = Fixture(count: 3)
    // When row 0 changes, its observer bumps row 2, mid-notification.
    fixture.observations.append(
      fixture.viewStores[0]!.observe { [unowned fixture] row in
        if row.count == 1 { fixture.viewStores[2]?.send(.increment) }
      }
    )
    ViewStore(fixture.store).send(.incrementRow(0))
    #expect(fixture.viewStores[2]?.count == 1)
    #expect(fixture.changes == [0: [1], 2: [1]])
  }

  @Test func releasingTheElementStoresStopsFollowingTheCollection() {
    let fixture = Fixture(count: 5)
    #expect(fixture.rows.observerCount == 1)
    fixture.observations = []
    fixture.viewStores = [:]
    #expect(fixture.rows.observerCount == 0)
  }

  @Test func elementsThatAreNotEquatableAllHearOfEachChange() {
    struct Item: Identifiable {
      let id: Int
      var value = 0
    }
    let store = Store(
      initialState: IdentifiedArray(uniqueElements: [Item(id: 0), Item(id: 1)]),
      reducer: Reducer<IdentifiedArray<Int, Item>, (Int, Void), Void> { items, action, _ in
        items[id: action.0]?.value += 1
        return .none
      },
      environment: ()
    )
    var heard: [Int] = []
    let viewStores = [0, 1].map { id in
      let element: Store<Item, Void> = store.scope(element: id, initialState: Item(id: id))
      return ViewStore(element, removeDuplicates: { _, _ in false })
    }
    let observations = viewStores.map { $0.observe { heard.append($0.id) } }
    ViewStore(store, removeDuplicates: { _, _ in false }).send((0, ()))
    #expect(heard.sorted() == [0, 1])
    _ = observations
  }
}
