import Testing

@testable import ComposableArchitecture

// A store scoped by key path reads its state without the key-path runtime when the key path is
// a stored property or an element of a stored array. These pin down which key paths take which
// way, and that every way reads what the key path itself reads.

private struct Row: Equatable {
  var title = ""
  var isDone = false
}

private struct Settings: Equatable {
  var haptics = false
  var volume = 0.5
}

private final class Session {
  var rows: [Row] = []
}

private struct State: Equatable {
  var name = "Blob"
  var settings = Settings()
  var rows: [Row] = []
  let pinned: [Row]
  var tags: [String] = []
  var byID: [Int: Row] = [:]
  var optionalRows: [Row]? = []
  var doneCount: Int { rows.filter(\.isDone).count }

  subscript(reversed index: Int) -> Row { rows[rows.count - 1 - index] }
}

private struct Wrapper<Element> {
  var prefix = 0
  var elements: [Element]
}

@Suite struct KeyPathProjectionTests {
  private let state = State(
    settings: Settings(haptics: true, volume: 0.8),
    rows: (0..<40).map { Row(title: "row \($0)", isDone: $0.isMultiple(of: 3)) },
    pinned: [Row(title: "pinned 0"), Row(title: "pinned 1")],
    tags: ["a", "b", "c"],
    byID: [7: Row(title: "seven")],
    optionalRows: [Row(title: "optional")]
  )

  @Test func storedPropertiesAreReadByOffset() {
    #expect(
      KeyPathProjection(\State.name) == .stored(offset: MemoryLayout<State>.offset(of: \.name)!))
    #expect(
      KeyPathProjection(\State.settings.volume)
        == .stored(offset: MemoryLayout<State>.offset(of: \.settings.volume)!))
    expectSameRead(\State.name)
    expectSameRead(\State.settings)
    expectSameRead(\State.settings.haptics)
    expectSameRead(\State.settings.volume)
  }

  @Test func elementsOfStoredArraysAreReadByIndex() {
    let rowsOffset = MemoryLayout<State>.offset(of: \.rows)!
    for index in [0, 1, 7, 39] {
      #expect(
        KeyPathProjection(\State.rows[index]) == .arrayElement(offset: rowsOffset, index: index))
      expectSameRead(\State.rows[index])
    }
    // An index that is also a small number in the key path's own storage: it must be the
    // argument, not one of the runtime's sizes or offsets, that is taken.
    for index in [2, 4, 8, 16, 24, 32] {
      #expect(
        KeyPathProjection(\State.rows[index]) == .arrayElement(offset: rowsOffset, index: index))
    }
    #expect(
      KeyPathProjection(\State.pinned[1])
        == .arrayElement(offset: MemoryLayout<State>.offset(of: \.pinned)!, index: 1))
    #expect(
      KeyPathProjection(\State.tags[2])
        == .arrayElement(offset: MemoryLayout<State>.offset(of: \.tags)!, index: 2))
    expectSameRead(\State.pinned[1])
    expectSameRead(\State.tags[2])
  }

  @Test func eachSpecializationOfAGenericRootFindsItsOwnField() {
    let strings = Wrapper(elements: ["x", "y"])
    let rows = Wrapper(prefix: 3, elements: [Row(title: "g0"), Row(title: "g1")])
    #expect(
      KeyPathProjection(\Wrapper<String>.elements[1])
        == .arrayElement(offset: MemoryLayout<Wrapper<String>>.offset(of: \.elements)!, index: 1))
    #expect(projection(\Wrapper<String>.elements[1], verifyingWith: strings)(strings) == "y")
    #expect(projection(\Wrapper<Row>.elements[0], verifyingWith: rows)(rows) == Row(title: "g0"))
  }

  @Test func otherKeyPathsAreApplied() {
    #expect(KeyPathProjection(\State.doneCount) == .keyPath)
    #expect(KeyPathProjection(\State.[reversed: 0]) == .keyPath)
    #expect(KeyPathProjection(\State.byID[7]) == .keyPath)
    #expect(KeyPathProjection(\State.optionalRows?[0]) == .keyPath)
    #expect(KeyPathProjection(\State.rows[3].title) == .keyPath)
    #expect(KeyPathProjection(\State.rows.count) == .keyPath)
    #expect(KeyPathProjection(\Session.rows) == .keyPath)
    expectSameRead(\State.doneCount)
    expectSameRead(\State.[reversed: 0])
    expectSameRead(\State.byID[7])
    expectSameRead(\State.rows[3].title)
    expectSameRead(\State.rows.count)
    expectSameRead(\State.optionalRows?[0])
  }

  @Test func scopingByKeyPathFollowsTheParent() {
    let store = Store(
      initialState: state,
      reducer: Reducer<State, Int, Void> { state, index, _ in
        state.rows[index].isDone.toggle()
        state.settings.volume += 0.1
        return .none
      },
      environment: ()
    )
    let row = ViewStore(store.scope(state: \.rows[5]))
    let volume = ViewStore(store.scope(state: \.settings.volume, action: { $0 }))
    #expect(row.state == state.rows[5])
    store.send(5)
    #expect(row.isDone == !state.rows[5].isDone)
    #expect(volume.state == state.settings.volume + 0.1)
  }

  private func expectSameRead<Value: Equatable>(
    _ keyPath: KeyPath<State, Value>,
    sourceLocation: Testing.SourceLocation = #_sourceLocation
  ) {
    #expect(
      projection(keyPath, verifyingWith: state)(state) == state[keyPath: keyPath], "\(keyPath)",
      sourceLocation: sourceLocation)
  }
}
