import ComposableArchitecture
import Foundation
import Testing

// MARK: - A field of state

private struct TallyState: Equatable {
  var count = 0
}

@CasePathable
private enum TallyAction: Equatable {
  case increment
  case incrementLater
}

private struct TallyEnvironment {
  var step: Int
}

private let tallyReducer = Reducer<TallyState, TallyAction, TallyEnvironment> {
  state, action, environment in
  switch action {
  case .increment:
    state.count += environment.step
    return .none
  case .incrementLater:
    return Effect(value: .increment)
  }
}

private struct AppState: Equatable {
  var counter = TallyState()
  var other = TallyState()
  var log: [String] = []
}

@CasePathable
private enum AppAction: Equatable {
  case counter(TallyAction)
  case other(TallyAction)
  case unrelated
}

private struct AppEnvironment {
  var counterStep: Int
  var otherStep: Int
}

// MARK: - A case of state

private struct LoginState: Equatable {
  var email = ""
}

@CasePathable
private enum LoginAction: Equatable {
  case emailChanged(String)
  case loginButtonTapped
  case loginResponse(String)
}

private struct HomeState: Equatable {
  var user: String
  var taps = 0
}

@CasePathable
private enum HomeAction: Equatable {
  case tapped
  case logoutButtonTapped
}

@CasePathable
private enum RootState: Equatable {
  case login(LoginState)
  case home(HomeState)
}

@CasePathable
private enum RootAction: Equatable {
  case login(LoginAction)
  case home(HomeAction)
}

private let loginReducer = Reducer<LoginState, LoginAction, Void> { state, action, _ in
  switch action {
  case let .emailChanged(email):
    state.email = email
    return .none
  case .loginButtonTapped:
    return Effect(value: .loginResponse(state.email))
  case .loginResponse:
    return .none
  }
}

private let homeReducer = Reducer<HomeState, HomeAction, Void> { state, action, _ in
  switch action {
  case .tapped:
    state.taps += 1
    return .none
  case .logoutButtonTapped:
    return .none
  }
}

/// The parent that moves between the cases.
private let rootCoreReducer = Reducer<RootState, RootAction, Void> { state, action, _ in
  switch action {
  case let .login(.loginResponse(user)):
    state = .home(HomeState(user: user))
    return .none
  case .home(.logoutButtonTapped):
    state = .login(LoginState())
    return .none
  default:
    return .none
  }
}

@Suite struct PullbackTests {
  @Test func keyPathAndCasePath() {
    let appReducer = Reducer<AppState, AppAction, AppEnvironment>.combine(
      tallyReducer.pullback(
        state: \.counter,
        action: AnyCasePath(\.counter),
        environment: { TallyEnvironment(step: $0.counterStep) }
      ),
      tallyReducer.pullback(
        state: \.other,
        action: AnyCasePath(\.other),
        environment: { TallyEnvironment(step: $0.otherStep) }
      )
    )
    let viewStore = ViewStore(
      Store(
        initialState: AppState(), reducer: appReducer,
        environment: AppEnvironment(counterStep: 1, otherStep: 10)
      )
    )
    viewStore.send(.counter(.increment))
    #expect(viewStore.state == AppState(counter: TallyState(count: 1)))
    viewStore.send(.other(.increment))
    #expect(viewStore.counter.count == 1)
    #expect(viewStore.other.count == 10)
  }

  @Test func caseKeyPath() {
    let appReducer: Reducer<AppState, AppAction, AppEnvironment> = tallyReducer.pullback(
      state: \.counter,
      action: \.counter,
      environment: { TallyEnvironment(step: $0.counterStep) }
    )
    var state = AppState()
    _ = appReducer(&state, .counter(.increment), AppEnvironment(counterStep: 3, otherStep: 0))
    #expect(state.counter.count == 3)
  }

  @Test func otherActionsAreIgnored() {
    var runs = 0
    let child = Reducer<TallyState, TallyAction, Void> { state, _, _ in
      runs += 1
      state.count += 1
      return .none
    }
    let parent: Reducer<AppState, AppAction, Void> = child.pullback(
      state: \.counter, action: \.counter, environment: { $0 }
    )
    var state = AppState()
    _ = parent(&state, .unrelated, ())
    _ = parent(&state, .other(.increment), ())
    #expect(runs == 0)
    #expect(state == AppState())
  }

  @Test func effectsAreEmbeddedInTheGlobalAction() {
    var received: [AppAction] = []
    let appReducer = Reducer<AppState, AppAction, AppEnvironment>.combine(
      Reducer { _, action, _ in
        received.append(action)
        return .none
      },
      tallyReducer.pullback(
        state: \.counter,
        action: \.counter,
        environment: { TallyEnvironment(step: $0.counterStep) }
      )
    )
    let viewStore = ViewStore(
      Store(
        initialState: AppState(), reducer: appReducer,
        environment: AppEnvironment(counterStep: 1, otherStep: 1)
      )
    )
    viewStore.send(.counter(.incrementLater))
    #expect(received == [.counter(.incrementLater), .counter(.increment)])
    #expect(viewStore.counter.count == 1)
  }

  @Test func nestedPullbacks() {
    struct Level2: Equatable { var counter = TallyState() }
    struct Level1: Equatable { var level2 = Level2() }
    struct Root: Equatable { var level1 = Level1() }
    enum Level2Action: Equatable { case counter(TallyAction) }
    enum Level1Action: Equatable { case level2(Level2Action) }
    enum RootAction: Equatable { case level1(Level1Action) }

    let level2 = tallyReducer.pullback(
      state: \Level2.counter,
      action: AnyCasePath<Level2Action, TallyAction>(
        embed: Level2Action.counter,
        extract: { if case let .counter(action) = $0 { action } else { nil } }
      ),
      environment: { (step: Int) in TallyEnvironment(step: step) }
    )
    let level1 = level2.pullback(
      state: \Level1.level2,
      action: AnyCasePath<Level1Action, Level2Action>(
        embed: Level1Action.level2,
        extract: { if case let .level2(action) = $0 { action } else { nil } }
      ),
      environment: { (step: Int) in step }
    )
    let root = level1.pullback(
      state: \Root.level1,
      action: AnyCasePath<RootAction, Level1Action>(
        embed: RootAction.level1,
        extract: { if case let .level1(action) = $0 { action } else { nil } }
      ),
      environment: { (step: Int) in step * 2 }
    )
    let viewStore = ViewStore(Store(initialState: Root(), reducer: root, environment: 1))
    viewStore.send(.level1(.level2(.counter(.incrementLater))))
    #expect(viewStore.level1.level2.counter.count == 2)
  }

  // MARK: - Enum state

  @Test func casePathStateRunsOnlyInItsCaseAndWritesBack() {
    let rootReducer = Reducer<RootState, RootAction, Void>.combine(
      loginReducer.pullback(
        state: AnyCasePath(\.login), action: AnyCasePath(\.login), environment: { $0 }
      ),
      homeReducer.pullback(
        state: AnyCasePath(\.home), action: AnyCasePath(\.home), environment: { $0 }
      ),
      rootCoreReducer
    )
    let viewStore = ViewStore(
      Store(initialState: .login(LoginState()), reducer: rootReducer, environment: ())
    )
    viewStore.send(.login(.emailChanged("blob@pointfree.co")))
    #expect(viewStore.state == .login(LoginState(email: "blob@pointfree.co")))

    viewStore.send(.login(.loginButtonTapped))
    #expect(viewStore.state == .home(HomeState(user: "blob@pointfree.co")))

    viewStore.send(.home(.tapped))
    viewStore.send(.home(.tapped))
    #expect(viewStore.state == .home(HomeState(user: "blob@pointfree.co", taps: 2)))

    viewStore.send(.home(.logoutButtonTapped))
    #expect(viewStore.state == .login(LoginState()))
  }

  @Test func caseKeyPathState() {
    let rootReducer = Reducer<RootState, RootAction, Void>.combine(
      loginReducer.pullback(state: \.login, action: \.login, environment: { $0 }),
      homeReducer.pullback(state: \.home, action: \.home, environment: { $0 }),
      rootCoreReducer
    )
    var state = RootState.home(HomeState(user: "blob"))
    _ = rootReducer(&state, .home(.tapped), ())
    #expect(state == .home(HomeState(user: "blob", taps: 1)))
  }

  @Test func actionForAnInactiveCaseIsReported() {
    let line = #line + 1
    let homePullback: Reducer<RootState, RootAction, Void> = homeReducer.pullback(
      state: \.home, action: \.home, environment: { $0 })
    let viewStore = ViewStore(
      Store(initialState: RootState.login(LoginState()), reducer: homePullback, environment: ())
    )
    withKnownIssue {
      viewStore.send(.home(.tapped))
    } matching: { issue in
      issue.message.contains("RootAction.home(.tapped)")
        && issue.message.contains("PullbackTests.swift:\(line)")
        && issue.sourceLocation?.line == line
    }
    // The action was ignored, and the state is still in its case.
    #expect(viewStore.state == .login(LoginState()))
  }

  @Test func actionForAnInactiveCaseIsReportedWithCasePaths() {
    let line = #line + 1
    let loginPullback = loginReducer.pullback(
      state: AnyCasePath(\RootState.Cases.login), action: AnyCasePath(\RootAction.Cases.login),
      environment: { $0 })
    var state = RootState.home(HomeState(user: "blob"))
    withKnownIssue {
      _ = loginPullback(&state, .login(.emailChanged("a")), ())
    } matching: { issue in
      issue.message.contains(#"RootAction.login(.emailChanged("a"))"#)
        && issue.message.contains("PullbackTests.swift:\(line)")
    }
    #expect(state == .home(HomeState(user: "blob")))
  }
}
