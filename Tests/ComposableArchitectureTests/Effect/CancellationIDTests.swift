import Testing

@testable import ComposableArchitecture

/// How the ids effects are cancellable by match: every spelling of one id is the same id.
@Suite struct CancellationIDTests {
  private enum TimerID {}
  private enum OtherID {}
  private struct SearchID: Hashable { var query: String }

  @Test func aTypeIsTheSameIDHoweverItIsSpelled() {
    let id = CancellationID(TimerID.self)
    #expect(CancellationID(ObjectIdentifier(TimerID.self)) == id)
    #expect(CancellationID(AnyHashable(ObjectIdentifier(TimerID.self))) == id)
    #expect(CancellationID(ObjectIdentifier(TimerID.self)).hashValue == id.hashValue)
    #expect(CancellationID(OtherID.self) != id)
  }

  @Test func aValueIsTheSameIDWrappedOrNot() {
    let id = CancellationID(SearchID(query: "a"))
    #expect(CancellationID(AnyHashable(SearchID(query: "a"))) == id)
    #expect(CancellationID(AnyHashable(SearchID(query: "a"))).hashValue == id.hashValue)
    #expect(CancellationID(SearchID(query: "b")) != id)
    // A value of a type is not the type.
    #expect(CancellationID(SearchID.self) != id)
  }

  @Test func anEffectCancellableByATypeIsCancelledByItsObjectIdentifier() {
    let cancels = LockedValue(0)
    let store = Store(
      initialState: 0,
      reducer: Reducer<Int, Bool, Void> { _, start, _ in
        guard start else { return .cancel(ids: [AnyHashable(ObjectIdentifier(TimerID.self))]) }
        return Effect<Bool, Never>.run { _ in AnyCancellable { cancels.value += 1 } }
          .cancellable(id: TimerID.self)
      },
      environment: ()
    )
    store.send(true)
    store.send(false)
    #expect(cancels.value == 1)
    #expect(store.runtime.effects.isEmpty)
  }
}
