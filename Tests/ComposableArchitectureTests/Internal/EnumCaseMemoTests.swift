@testable import ComposableArchitecture
import Testing

private enum Action {
  case binding(Int)
  case other(Int)
  case plain
}

@Suite struct EnumCaseMemoTests {
  @Test func everyValueMayMatchUntilACaseIsRemembered() {
    let memo = EnumCaseMemo()
    #expect(memo.mayMatch(enumTag(Action.binding(1))))
    #expect(memo.mayMatch(enumTag(Action.other(1))))
    #expect(memo.mayMatch(enumTag(Action.plain)))
  }

  @Test func onlyTheRememberedCaseMayMatch() {
    let memo = EnumCaseMemo()
    memo.remember(enumTag(Action.binding(1)))
    #expect(memo.mayMatch(enumTag(Action.binding(2))))
    #expect(!memo.mayMatch(enumTag(Action.other(1))))
    #expect(!memo.mayMatch(enumTag(Action.plain)))
  }

  @Test func valuesThatAreNotEnumsAlwaysMayMatch() {
    let memo = EnumCaseMemo()
    memo.remember(enumTag(Action.binding(1)))
    #expect(memo.mayMatch(enumTag((1, 2))))
    memo.remember(nil)
    #expect(memo.mayMatch(enumTag(Action.binding(1))))
  }
}
