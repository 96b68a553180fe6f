import ComposableArchitecture
import Foundation
import Testing

private struct PromptState: Equatable {
  var text: String
  var taps = 0
}

private enum PromptAction: Equatable {
  case tapped
}

private struct AppState: Equatable {
  var prompt: PromptState?
  var count = 0
}

private enum AppAction: Equatable {
  case prompt(PromptAction)
  case show(String)
  case dismiss
  case increment
}

private let appReducer = Reducer<AppState, AppAction, Void> { state, action, _ in
  switch action {
  case .prompt(.tapped):
    state.prompt?.taps += 1
  case let .show(text):
    state.prompt = PromptState(text: text)
  case .dismiss:
    state.prompt = nil
  case .increment:
    state.count += 1
  }
  return .none
}

@Suite struct StoreIfLetTests {
  @Test func callSequence() {
    let store = Store(initialState: AppState(), reducer: appReducer, environment: ())
    let viewStore = ViewStore(store)
    var calls: [String] = []
    var promptStores: [Store<PromptState, PromptAction>] = []

    let cancellable =
      store
      .scope(state: \.prompt, action: AppAction.prompt)
      .ifLet(
        then: { promptStore in
          calls.append("then(\(ViewStore(promptStore).text))")
          promptStores.append(promptStore)
        },
        else: { calls.append("else") }
      )
    // Called at once for the current state.
    #expect(calls == ["else"])

    // Changes that keep the state nil call nothing.
    viewStore.send(.increment)
    #expect(calls == ["else"])

    viewStore.send(.show("Hello"))
    #expect(calls == ["else", "then(Hello)"])

    // A non-nil state that changes again does not call `then` again…
    viewStore.send(.show("Hi"))
    viewStore.send(.prompt(.tapped))
    viewStore.send(.increment)
    #expect(calls == ["else", "then(Hello)"])
    // …it reaches the store already handed out.
    #expect(ViewStore(promptStores[0]).state == PromptState(text: "Hi", taps: 1))

    viewStore.send(.dismiss)
    #expect(calls == ["else", "then(Hello)", "else"])
    viewStore.send(.dismiss)
    viewStore.send(.increment)
    #expect(calls == ["else", "then(Hello)", "else"])

    viewStore.send(.show("Again"))
    #expect(calls == ["else", "then(Hello)", "else", "then(Again)"])
    _ = cancellable
  }

  @Test func nonNilAtFirst() {
    let store = Store(
      initialState: AppState(prompt: PromptState(text: "Hello")),
      reducer: appReducer,
      environment: ()
    )
    var calls: [String] = []
    let cancellable =
      store
      .scope(state: \.prompt, action: AppAction.prompt)
      .ifLet(then: { calls.append("then(\(ViewStore($0).text))") }, else: { calls.append("else") })
    #expect(calls == ["then(Hello)"])

    ViewStore(store).send(.dismiss)
    #expect(calls == ["then(Hello)", "else"])
    _ = cancellable
  }

  @Test func elseIsOptional() {
    let store = Store(initialState: AppState(), reducer: appReducer, environment: ())
    var thens = 0
    let cancellable =
      store
      .scope(state: \.prompt, action: AppAction.prompt)
      .ifLet(then: { _ in thens += 1 })
    ViewStore(store).send(.show("Hello"))
    ViewStore(store).send(.dismiss)
    ViewStore(store).send(.show("Hello"))
    #expect(thens == 2)
    _ = cancellable
  }

  @Test func cancellingStopsTheCalls() {
    let store = Store(initialState: AppState(), reducer: appReducer, environment: ())
    var calls: [String] = []
    let cancellable =
      store
      .scope(state: \.prompt, action: AppAction.prompt)
      .ifLet(then: { _ in calls.append("then") }, else: { calls.append("else") })
    cancellable.cancel()
    ViewStore(store).send(.show("Hello"))
    ViewStore(store).send(.dismiss)
    #expect(calls == ["else"])
  }

  @Test func unwrappedStoreSendsToTheParent() {
    let store = Store(initialState: AppState(), reducer: appReducer, environment: ())
    let viewStore = ViewStore(store)
    var promptViewStore: ViewStore<PromptState, PromptAction>?
    let cancellable =
      store
      .scope(state: \.prompt, action: AppAction.prompt)
      .ifLet(then: { promptViewStore = ViewStore($0) }, else: { promptViewStore = nil })

    viewStore.send(.show("Hello"))
    promptViewStore?.send(.tapped)
    promptViewStore?.send(.tapped)
    #expect(viewStore.prompt?.taps == 2)
    #expect(promptViewStore?.taps == 2)
    _ = cancellable
  }

  @Test func unwrappedStoreKeepsTheLastValueOnceNil() {
    let store = Store(initialState: AppState(), reducer: appReducer, environment: ())
    var promptStore: Store<PromptState, PromptAction>?
    let cancellable =
      store
      .scope(state: \.prompt, action: AppAction.prompt)
      .ifLet(then: { promptStore = $0 })
    ViewStore(store).send(.show("Hello"))
    let promptViewStore = ViewStore(promptStore!)
    ViewStore(store).send(.prompt(.tapped))
    ViewStore(store).send(.dismiss)
    // A view still holding the store reads the last state instead of crashing.
    #expect(promptViewStore.state == PromptState(text: "Hello", taps: 1))
    #expect(ViewStore(promptStore!).state == PromptState(text: "Hello", taps: 1))
    _ = cancellable
  }

  @Test func ifLetOnATemporaryScopeKeepsWorking() {
    let store = Store(initialState: AppState(), reducer: appReducer, environment: ())
    var calls = 0
    // The scoped store is not kept by the caller; the cancellable keeps it alive.
    let cancellable = store.scope(state: \.prompt, action: AppAction.prompt)
      .ifLet(then: { _ in calls += 1 })
    ViewStore(store).send(.show("Hello"))
    ViewStore(store).send(.dismiss)
    ViewStore(store).send(.show("Hello"))
    #expect(calls == 2)
    _ = cancellable
  }
}
