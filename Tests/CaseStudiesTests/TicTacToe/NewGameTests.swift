import CaseStudies
import ComposableArchitecture
import Testing

@Suite struct NewGameTests {
  func makeStore(
    _ state: NewGameState = NewGameState()
  ) -> TestStore<NewGameState, NewGameState, NewGameAction, NewGameAction, NewGameEnvironment> {
    TestStore(initialState: state, reducer: newGameReducer, environment: NewGameEnvironment())
  }

  @Test func bothPlayersNeedANameToPlay() {
    let store = makeStore()
    store.send(.letsPlayButtonTapped)
    store.send(.xPlayerNameChanged("Blob")) { $0.xPlayerName = "Blob" }
    #expect(!store.state.isLetsPlayButtonEnabled)
    store.send(.oPlayerNameChanged("  ")) { $0.oPlayerName = "  " }
    #expect(!store.state.isLetsPlayButtonEnabled)
    store.send(.letsPlayButtonTapped)
    store.send(.oPlayerNameChanged(" Blob Jr. ")) { $0.oPlayerName = " Blob Jr. " }
    #expect(store.state.isLetsPlayButtonEnabled)
    store.send(.letsPlayButtonTapped) {
      $0.game = GameState(oPlayerName: "Blob Jr.", xPlayerName: "Blob")
    }
  }

  @Test func theGameRunsInsideAndQuitDismissesIt() {
    let store = makeStore(
      NewGameState(
        oPlayerName: "Blob Jr.",
        xPlayerName: "Blob",
        game: GameState(oPlayerName: "Blob Jr.", xPlayerName: "Blob")
      )
    )
    store.send(.game(.cellTapped(row: 1, column: 1))) {
      $0.game?.board[1, 1] = .x
      $0.game?.currentPlayer = .o
    }
    store.send(.game(.quitButtonTapped)) { $0.game = nil }
    // The names stay for the next game.
    store.send(.letsPlayButtonTapped) {
      $0.game = GameState(oPlayerName: "Blob Jr.", xPlayerName: "Blob")
    }
    store.send(.gameDismissed) { $0.game = nil }
  }

  @Test func logoutIsLeftToTheApp() {
    makeStore().send(.logoutButtonTapped)
  }

  @Test func aGameActionAfterQuittingIsReported() {
    let store = makeStore(
      NewGameState(game: GameState(oPlayerName: "Blob Jr.", xPlayerName: "Blob"))
    )
    store.send(.game(.quitButtonTapped)) { $0.game = nil }
    withKnownIssue {
      store.send(.game(.cellTapped(row: 0, column: 0)))
    } matching: { issue in
      issue.sourceLocation?.fileID == "CaseStudies/NewGame.swift"
        && issue.description.contains("GameAction.cellTapped(row: 0, column: 0)")
    }
  }
}
