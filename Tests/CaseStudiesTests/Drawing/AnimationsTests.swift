import CaseStudies
import ComposableArchitecture
import Testing

@Suite struct AnimationsTests {
  let mainQueue = DispatchQueue.test

  func makeStore(_ state: AnimationsState = AnimationsState())
    -> TestStore<
      AnimationsState, AnimationsState, AnimationsAction, AnimationsAction, AnimationsEnvironment
    >
  {
    TestStore(
      initialState: state,
      reducer: animationsReducer,
      environment: AnimationsEnvironment(mainQueue: mainQueue.eraseToAnyScheduler())
    )
  }

  @Test func dragAndSpringBack() {
    let store = makeStore()
    store.send(.circleDragged(CGSize(width: 40, height: -20))) {
      $0.offset = CGSize(width: 40, height: -20)
    }
    store.send(.circleDragged(CGSize(width: 90, height: 10))) {
      $0.offset = CGSize(width: 90, height: 10)
    }
    store.send(.circleReleased) { $0.offset = .zero }
  }

  @Test func tapsCycleThroughTheColors() {
    let store = makeStore(AnimationsState(colorIndex: AnimationsState.paletteCount - 1))
    store.send(.circleTapped) { $0.colorIndex = 0 }
    store.send(.circleTapped) { $0.colorIndex = 1 }
  }

  @Test func rainbowShowsEveryColorOneASecondAndEndsWhereItStarted() {
    let store = makeStore(AnimationsState(colorIndex: 2))
    store.send(.rainbowButtonTapped)
    for step in 1...AnimationsState.paletteCount {
      mainQueue.advance(by: .seconds(1))
      let index = (2 + step) % AnimationsState.paletteCount
      store.receive(.setColor(index)) { $0.colorIndex = index }
    }
  }

  @Test func resetAsksFirstAndStopsTheRainbow() {
    let store = makeStore(AnimationsState(offset: .zero, colorIndex: 4))
    store.send(.rainbowButtonTapped)
    mainQueue.advance(by: .seconds(1))
    store.receive(.setColor(5)) { $0.colorIndex = 5 }
    store.send(.resetButtonTapped) {
      $0.confirmationDialog = ConfirmationDialogState(
        title: TextState("Reset the circle?"),
        message: TextState("It goes back to its first color and stops changing colors."),
        buttons: [
          .destructive(TextState("Reset"), action: .send(.resetConfirmationButtonTapped)),
          .cancel(TextState("Cancel")),
        ]
      )
    }
    store.send(.resetConfirmationButtonTapped) { $0 = AnimationsState() }
    // The rainbow is over: nothing more arrives.
    mainQueue.advance(by: .seconds(10))
  }

  @Test func cancellingTheResetKeepsEverything() {
    let store = makeStore(AnimationsState(colorIndex: 3))
    store.send(.resetButtonTapped) {
      $0.confirmationDialog = ConfirmationDialogState(
        title: TextState("Reset the circle?"),
        message: TextState("It goes back to its first color and stops changing colors."),
        buttons: [
          .destructive(TextState("Reset"), action: .send(.resetConfirmationButtonTapped)),
          .cancel(TextState("Cancel")),
        ]
      )
    }
    store.send(.confirmationDialogDismissed) { $0.confirmationDialog = nil }
  }
}
