import ComposableArchitecture
import Testing

@CasePathable
private enum Screen: Equatable {
  case list(Int)
  case detail(String)
  case settings
  case about
}

@CasePathable
private enum ScreenAction: Equatable {
  case list(Int)
  case detail(String)
  case show(Screen)
}

private let screenReducer = Reducer<Screen, ScreenAction, Void> { state, action, _ in
  switch action {
  case let .list(count):
    if case .list = state { state = .list(count) }
    return .none
  case let .detail(text):
    if case .detail = state { state = .detail(text) }
    return .none
  case let .show(screen):
    state = screen
    return .none
  }
}

private func makeStore(_ initialState: Screen) -> Store<Screen, ScreenAction> {
  Store(initialState: initialState, reducer: screenReducer, environment: ())
}

/// Branches for `list` and `detail` whose content is the child store's state, as text.
private func listAndDetail() -> [SwitchCase<Screen, ScreenAction, String>] {
  [
    SwitchCase(state: \.list, action: ScreenAction.list) { "list \(ViewStore($0).state)" },
    SwitchCase(state: \.detail, action: ScreenAction.detail) { "detail \(ViewStore($0).state)" },
  ]
}

@Suite struct StoreSwitchTests {
  @Test func resolvesTheCaseTheStateIsIn() {
    let store = makeStore(.detail("Blob"))
    #expect(store.switchCase(listAndDetail()) == .matched(index: 1, content: "detail Blob"))
  }

  @Test func firstMatchingCaseWins() {
    let store = makeStore(.list(3))
    let cases: [SwitchCase<Screen, ScreenAction, String>] = [
      SwitchCase(state: \.list, action: ScreenAction.list) { _ in "first" },
      SwitchCase(state: \.list, action: ScreenAction.list) { _ in "second" },
      .default { "default" },
    ]
    #expect(store.switchCase(cases) == .matched(index: 0, content: "first"))
  }

  @Test func defaultHandlesWhatTheCasesBeforeItDont() {
    let store = makeStore(.settings)
    let cases = listAndDetail() + [.default { "default" }]
    #expect(store.switchCase(cases) == .matched(index: 2, content: "default"))
    #expect(cases[2].isDefault)
    #expect(!cases[0].isDefault)
  }

  @Test func casesAfterTheDefaultAreNeverReached() {
    let store = makeStore(.list(1))
    let cases: [SwitchCase<Screen, ScreenAction, String>] = [
      .default { "default" },
      SwitchCase(state: \.list, action: ScreenAction.list) { _ in "list" },
    ]
    #expect(store.switchCase(cases) == .matched(index: 0, content: "default"))
  }

  @Test func unhandledCaseIsReportedWithItsNameAndNeverCrashes() {
    let store = makeStore(.settings)
    withKnownIssue {
      let outcome = store.switchCase(listAndDetail())
      #expect(outcome == .unhandled(caseName: "settings"))
      #expect(outcome.content == nil)
    } matching: { issue in
      issue.description.contains("Screen.settings")
        && issue.description.contains("StoreSwitchTests.swift:")
        && issue.description.contains("Default")
    }
  }

  @Test func childStoreFollowsItsCaseAndSendsThroughTheParent() {
    let store = makeStore(.list(1))
    let matcher = CaseLetMatcher(state: \Screen.Cases.list, action: ScreenAction.list)
    let listStore = try! #require(matcher.extract(from: store))
    let listViewStore = ViewStore(listStore)
    #expect(listViewStore.state == 1)
    listViewStore.send(2)
    #expect(listViewStore.state == 2)
    #expect(ViewStore(store).state == .list(2))
    #expect(matcher.extract(from: makeStore(.settings)) == nil)
    #expect(matcher.matches(.list(0)))
    #expect(!matcher.matches(.about))
  }

  @Test func childStoreKeepsItsLastValueAfterTheCaseGoesAway() {
    let store = makeStore(.list(7))
    let listStore = try! #require(
      CaseLetMatcher(state: \Screen.Cases.list, action: ScreenAction.list).extract(from: store)
    )
    let listViewStore = ViewStore(listStore)
    ViewStore(store).send(.show(.about))
    #expect(ViewStore(store).state == .about)
    #expect(listViewStore.state == 7)
    #expect(ViewStore(listStore).state == 7)
  }

  @Test func observeSwitchResolvesAtOnceThenOnlyWhenTheCaseChanges() {
    let store = makeStore(.list(1))
    let viewStore = ViewStore(store)
    var outcomes: [SwitchOutcome<String>] = []
    var childStores: [Store<Int, Int>] = []
    let cases: [SwitchCase<Screen, ScreenAction, String>] = [
      SwitchCase(state: \.list, action: ScreenAction.list) { listStore in
        childStores.append(listStore)
        return "list"
      },
      SwitchCase(state: \.detail, action: ScreenAction.detail) { _ in "detail" },
      .default { "default" },
    ]
    let cancellable = store.observeSwitch(cases) { outcomes.append($0) }
    #expect(outcomes == [.matched(index: 0, content: "list")])

    // A change within the case reaches the child store already handed out, not the switch.
    viewStore.send(.list(2))
    #expect(outcomes.count == 1)
    #expect(ViewStore(childStores[0]).state == 2)

    viewStore.send(.show(.detail("Blob")))
    viewStore.send(.detail("Blobby"))
    viewStore.send(.show(.settings))
    viewStore.send(.show(.about))
    viewStore.send(.show(.list(5)))
    #expect(
      outcomes == [
        .matched(index: 0, content: "list"),
        .matched(index: 1, content: "detail"),
        .matched(index: 2, content: "default"),
        .matched(index: 2, content: "default"),
        .matched(index: 0, content: "list"),
      ]
    )
    #expect(ViewStore(childStores[1]).state == 5)

    cancellable.cancel()
    viewStore.send(.show(.settings))
    #expect(outcomes.count == 5)
  }

  @Test func observeSwitchReportsEachEntryIntoAnUnhandledCase() {
    let store = makeStore(.list(1))
    let viewStore = ViewStore(store)
    var outcomes: [SwitchOutcome<String>] = []
    let cancellable = store.observeSwitch(listAndDetail()) { outcomes.append($0) }
    withKnownIssue {
      viewStore.send(.show(.settings))
      viewStore.send(.show(.about))
    } matching: { issue in
      issue.description.contains("Screen.settings") || issue.description.contains("Screen.about")
    }
    viewStore.send(.show(.detail("Blob")))
    #expect(
      outcomes == [
        .matched(index: 0, content: "list 1"),
        .unhandled(caseName: "settings"),
        .unhandled(caseName: "about"),
        .matched(index: 1, content: "detail Blob"),
      ]
    )
    _ = cancellable
  }

  @Test func observeCaseCallsOnlyOnCaseChanges() {
    let store = makeStore(.list(1))
    let viewStore = ViewStore(store)
    var states: [Screen] = []
    let cancellable = store.observeCase { states.append($0) }
    viewStore.send(.list(2))
    viewStore.send(.list(3))
    viewStore.send(.show(.settings))
    viewStore.send(.show(.settings))
    viewStore.send(.show(.list(4)))
    #expect(states == [.settings, .list(4)])
    cancellable.cancel()
    viewStore.send(.show(.about))
    #expect(states == [.settings, .list(4)])
  }

  @Test func ifCaseLetCallsThenOnEntryAndElseOnExit() {
    let store = makeStore(.settings)
    let viewStore = ViewStore(store)
    var events: [String] = []
    let cancellable = store.ifCaseLet(state: \.detail, action: ScreenAction.detail) { detailStore in
      events.append("then \(ViewStore(detailStore).state)")
    } else: {
      events.append("else")
    }
    viewStore.send(.show(.detail("Blob")))
    viewStore.send(.detail("Blobby"))
    viewStore.send(.show(.about))
    #expect(events == ["else", "then Blob", "else"])
    _ = cancellable
  }

  @Test func switchingOverAnOptional() {
    let store = Store<Int?, Void>(
      initialState: nil,
      reducer: Reducer { state, _, _ in
        state = state == nil ? 1 : nil
        return .none
      },
      environment: ()
    )
    let cases: [SwitchCase<Int?, Void, String>] = [
      SwitchCase(state: \.some, action: { $0 }) {
        "some \(ViewStore($0, removeDuplicates: ==).state)"
      },
      SwitchCase(state: \.none, action: { $0 }) { _ in "none" },
    ]
    var outcomes: [SwitchOutcome<String>] = []
    let cancellable = store.observeSwitch(cases) { outcomes.append($0) }
    ViewStore(store, removeDuplicates: ==).send(())
    #expect(
      outcomes == [.matched(index: 1, content: "none"), .matched(index: 0, content: "some 1")]
    )
    _ = cancellable
  }
}
