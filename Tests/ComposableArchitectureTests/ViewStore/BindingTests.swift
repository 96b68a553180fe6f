import ComposableArchitecture
import Testing

@Test func smoke() {
  struct State: Equatable { var count = 0; var child = Child() }
  struct Child: Equatable { var value = 0 }
  enum Action { case inc, child(ChildAction), effect }
  enum ChildAction { case tap }
  let reducer = Reducer<State, Action, Void> { state, action, _ in
    switch action {
    case .inc: state.count += 1; return .none
    case .child(.tap): state.child.value += 1; return Effect(value: .inc)
    case .effect: return .none
    }
  }
  let store = Store(initialState: State(), reducer: reducer, environment: ())
  let child = store.scope(state: \.child, action: Action.child)
  let vs = ViewStore(child)
  var seen: [Int] = []
  let c = vs.observe { seen.append($0.value) }
  let root = ViewStore(store)
  root.send(.inc)
  #expect(root.count == 1)
  #expect(seen == [])
  vs.send(.tap)
  #expect(root.count == 2)
  #expect(vs.value == 1)
  #expect(seen == [1])
  _ = c
}
