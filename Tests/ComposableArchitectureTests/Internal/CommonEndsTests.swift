import ComposableArchitecture
import Testing

/// `commonEnds`: how a change to a long collection's ids is narrowed to the run that changed.
@Suite struct CommonEndsTests {
  @Test func findsTheRunBetweenTheSharedEnds() {
    #expect(commonEnds([1, 2, 3, 4], [1, 2, 9, 4]) == (2, 1))
    #expect(commonEnds([1, 2, 3], [1, 2, 3, 4]) == (3, 0))
    #expect(commonEnds([1, 2, 3, 4], [1, 3, 4]) == (1, 2))
    #expect(commonEnds([1, 2, 3], [3, 2, 1]) == (0, 0))
  }

  @Test func equalArraysAreAllHead() {
    let ids = Array(0..<1_000)
    #expect(commonEnds(ids, ids) == (1_000, 0))
    #expect(commonEnds([Int](), []) == (0, 0))
    #expect(commonEnds([1], []) == (0, 0))
  }

  @Test func headAndTailDoNotOverlap() {
    // The tail is counted only in what the head left: the shorter array is never counted twice.
    #expect(commonEnds([1, 1, 1], [1, 1]) == (2, 0))
    #expect(commonEnds([7, 7], [7, 7, 7, 7]) == (2, 0))
  }

  @Test func runsFarFromTheEndsInLongArrays() {
    // Longer than one block of the byte comparison, with the change well inside a block.
    var new = Array(0..<10_000)
    new.insert(-1, at: 4_321)
    #expect(commonEnds(Array(0..<10_000), new) == (4_321, 5_679))
    var moved = Array(0..<500)
    moved.swapAt(130, 370)
    #expect(commonEnds(Array(0..<500), moved) == (130, 129))
  }

  @Test func equalValuesInOtherStorageAreEqual() {
    // Different bytes, the same value: the fallback to `==` finds them equal.
    let old = (0..<200).map { "row \($0) with a name too long to be stored inline" }
    let new = old.map { String($0.utf8.map { Character(UnicodeScalar($0)) }) }
    #expect(commonEnds(old, new) == (200, 0))
    #expect(commonEnds(old, Array(new.dropFirst())) == (0, 199))
  }

  @Test func zeroSizedElementsAreAllEqual() {
    struct Nothing: Equatable {}
    #expect(commonEnds([Nothing(), Nothing()], [Nothing()]) == (1, 0))
  }
}
