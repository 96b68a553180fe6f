import CaseStudies
import ComposableArchitecture
import Testing

@Suite struct TicTacToeAppTests {
  let mainQueue = DispatchQueue.test

  func makeStore(
    _ state: TicTacToeState = TicTacToeState(),
    client: AuthenticationClient
  ) -> TestStore<
    TicTacToeState, TicTacToeState, TicTacToeAction, TicTacToeAction, TicTacToeEnvironment
  > {
    TestStore(
      initialState: state,
      reducer: ticTacToeReducer,
      environment: TicTacToeEnvironment(
        authenticationClient: client,
        mainQueue: mainQueue.eraseToAnyScheduler()
      )
    )
  }

  /// The whole journey, against the live offline client: sign in with a code, name the players,
  /// play to a win, sign out.
  @Test func loginTwoFactorGameWinLogout() {
    let store = makeStore(
      client: .live(latency: .seconds(1), scheduler: mainQueue.eraseToAnyScheduler())
    )
    store.send(.login(.emailChanged("2fa@pointfree.co"))) {
      $0.modify(\.login) { $0.email = "2fa@pointfree.co" }
    }
    store.send(.login(.passwordChanged("password"))) {
      $0.modify(\.login) { $0.password = "password" }
    }
    store.send(.login(.loginButtonTapped)) {
      $0.modify(\.login) { $0.isLoginRequestInFlight = true }
    }
    mainQueue.advance(by: .seconds(1))
    let intermediate = AuthenticationResponse(
      token: "intermediate:2fa@pointfree.co", twoFactorRequired: true
    )
    store.receive(.login(.loginResponse(.success(intermediate)))) {
      $0.modify(\.login) {
        $0.isLoginRequestInFlight = false
        $0.twoFactor = TwoFactorState(token: "intermediate:2fa@pointfree.co")
      }
    }

    store.send(.login(.twoFactor(.codeChanged("1234")))) {
      $0.modify(\.login) { $0.twoFactor?.code = "1234" }
    }
    store.send(.login(.twoFactor(.submitButtonTapped))) {
      $0.modify(\.login) { $0.twoFactor?.isTwoFactorRequestInFlight = true }
    }
    mainQueue.advance(by: .seconds(1))
    let session = AuthenticationResponse(
      token: "session:2fa@pointfree.co", twoFactorRequired: false)
    store.receive(.login(.twoFactor(.twoFactorResponse(.success(session))))) {
      $0 = .newGame(NewGameState())
    }

    store.send(.newGame(.xPlayerNameChanged("Blob"))) {
      $0.modify(\.newGame) { $0.xPlayerName = "Blob" }
    }
    store.send(.newGame(.oPlayerNameChanged("Blob Jr."))) {
      $0.modify(\.newGame) { $0.oPlayerName = "Blob Jr." }
    }
    store.send(.newGame(.letsPlayButtonTapped)) {
      $0.modify(\.newGame) { $0.game = GameState(oPlayerName: "Blob Jr.", xPlayerName: "Blob") }
    }
    // × takes the diagonal.
    for (row, column, player) in [(0, 0, Player.x), (0, 1, .o), (1, 1, .x), (0, 2, .o)] {
      store.send(.newGame(.game(.cellTapped(row: row, column: column)))) {
        $0.modify(\.newGame) {
          $0.game?.board[row, column] = player
          $0.game?.currentPlayer = player.opponent
        }
      }
    }
    store.send(.newGame(.game(.cellTapped(row: 2, column: 2)))) {
      $0.modify(\.newGame) { $0.game?.board[2, 2] = .x }
    }
    #expect(store.state[case: \.newGame]?.game?.status == .won(by: .x))

    store.send(.newGame(.logoutButtonTapped)) {
      $0 = .login(LoginState())
    }
  }

  @Test func loginWithoutTwoFactorGoesStraightToANewGame() {
    let store = makeStore(
      .login(LoginState(email: "blob@pointfree.co", password: "password")),
      client: .mock(login: .success(.session))
    )
    store.send(.login(.loginButtonTapped)) {
      $0.modify(\.login) { $0.isLoginRequestInFlight = true }
    }
    mainQueue.advance()
    store.receive(.login(.loginResponse(.success(.session)))) {
      $0 = .newGame(NewGameState())
    }
  }

  @Test func aWrongCodeStaysOnTheLoginScreen() {
    let store = makeStore(
      .login(
        LoginState(
          email: "2fa@pointfree.co",
          password: "password",
          twoFactor: TwoFactorState(token: "intermediate", code: "0000")
        )
      ),
      client: .mock(twoFactor: .failure(.invalidTwoFactor))
    )
    store.send(.login(.twoFactor(.submitButtonTapped))) {
      $0.modify(\.login) { $0.twoFactor?.isTwoFactorRequestInFlight = true }
    }
    mainQueue.advance()
    store.receive(.login(.twoFactor(.twoFactorResponse(.failure(.invalidTwoFactor))))) {
      $0.modify(\.login) {
        $0.twoFactor?.isTwoFactorRequestInFlight = false
        $0.twoFactor?.alert = AlertState(
          title: TextState("Couldn't verify the code"),
          message: TextState("That code is not right. Check it and try again."),
          dismissButton: .default(TextState("OK"), action: .send(.alertDismissed))
        )
      }
    }
  }

  @Test func logoutInTheMiddleOfAGame() {
    let store = makeStore(
      .newGame(
        NewGameState(
          oPlayerName: "Blob Jr.",
          xPlayerName: "Blob",
          game: GameState(
            oPlayerName: "Blob Jr.", xPlayerName: "Blob",
            board: Board(rows: ["x..", "...", "..."]),
            currentPlayer: .o
          )
        )
      ),
      client: .failing
    )
    store.send(.newGame(.logoutButtonTapped)) { $0 = .login(LoginState()) }
  }

  @Test func aGameActionAfterLogoutIsReported() {
    let store = makeStore(
      .newGame(
        NewGameState(game: GameState(oPlayerName: "Blob Jr.", xPlayerName: "Blob"))
      ),
      client: .failing
    )
    store.send(.newGame(.logoutButtonTapped)) { $0 = .login(LoginState()) }
    withKnownIssue {
      store.send(.newGame(.game(.cellTapped(row: 0, column: 0))))
    } matching: { issue in
      // Reported at the app's pullback along the new-game case, naming the whole action.
      issue.sourceLocation?.fileID == "CaseStudies/TicTacToeApp.swift"
        && issue.description.contains(
          "TicTacToeAction.newGame(.game(.cellTapped(row: 0, column: 0)))")
        && issue.description.contains("TicTacToeState.login")
    }
  }

  @Test func aLateLoginResponseAfterSigningInIsReported() {
    let store = makeStore(
      .newGame(NewGameState(oPlayerName: "Blob Jr.", xPlayerName: "Blob")),
      client: .failing
    )
    // The players' names survive: nothing resets the signed-in app.
    withKnownIssue {
      store.send(.login(.loginResponse(.success(.session))))
    } matching: { issue in
      issue.sourceLocation?.fileID == "CaseStudies/TicTacToeApp.swift"
        && issue.description.contains("TicTacToeAction.login(.loginResponse(")
    }
  }
}
