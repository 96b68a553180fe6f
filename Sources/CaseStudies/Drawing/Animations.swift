import ComposableArchitecture

/// A circle to drag around that springs back when let go, a rainbow of colors shown with
/// animations sent from an effect, and a reset that asks first.
public struct AnimationsState: Codable, Equatable {
  /// How far the circle is dragged from its resting place, in points.
  public var offset: CGSize
  /// Which of ``AnimationsState/palette`` the circle shows.
  public var colorIndex: Int
  public var confirmationDialog: ConfirmationDialogState<AnimationsAction>?

  public init(
    offset: CGSize = .zero,
    colorIndex: Int = 0,
    confirmationDialog: ConfirmationDialogState<AnimationsAction>? = nil
  ) {
    self.offset = offset
    self.colorIndex = colorIndex
    self.confirmationDialog = confirmationDialog
  }

  /// How many colors the rainbow runs through; the view names them.
  public static let paletteCount = 7
}

public enum AnimationsAction: Codable, Equatable {
  case circleDragged(CGSize)
  case circleTapped
  case circleReleased
  case confirmationDialogDismissed
  case rainbowButtonTapped
  case resetButtonTapped
  case resetConfirmationButtonTapped
  case setColor(Int)
}

public struct AnimationsEnvironment {
  public var mainQueue: AnySchedulerOf<DispatchQueue>

  public init(mainQueue: AnySchedulerOf<DispatchQueue>) {
    self.mainQueue = mainQueue
  }
}

/// Identifies the rainbow, so a reset or a second tap stops the one under way.
private struct RainbowID: Hashable {}

public let animationsReducer = Reducer<AnimationsState, AnimationsAction, AnimationsEnvironment> {
  state, action, environment in
  switch action {
  case let .circleDragged(translation):
    state.offset = translation
    return .none

  case .circleTapped:
    // The view sends this with an animation: the color fades to the next one.
    state.colorIndex = (state.colorIndex + 1) % AnimationsState.paletteCount
    return .none

  case .circleReleased:
    // The view sends this with a spring: the circle springs back to its place.
    state.offset = .zero
    return .none

  case .confirmationDialogDismissed:
    state.confirmationDialog = nil
    return .none

  case .rainbowButtonTapped:
    // One color a second, each change animated as it arrives, ending where it started.
    let colors = (1...AnimationsState.paletteCount).map {
      ($0 + state.colorIndex) % AnimationsState.paletteCount
    }
    return Effect.concatenate(
      colors.map { index in
        Effect(value: AnimationsAction.setColor(index))
          .delay(
            for: .seconds(1), scheduler: environment.mainQueue.animation(.linear(duration: 0.8))
          )
          .eraseToEffect()
      }
    )
    .cancellable(id: RainbowID(), cancelInFlight: true)

  case .resetButtonTapped:
    state.confirmationDialog = ConfirmationDialogState(
      title: TextState("Reset the circle?"),
      message: TextState("It goes back to its first color and stops changing colors."),
      buttons: [
        .destructive(TextState("Reset"), action: .send(.resetConfirmationButtonTapped)),
        .cancel(TextState("Cancel")),
      ]
    )
    return .none

  case .resetConfirmationButtonTapped:
    state = AnimationsState()
    return .cancel(id: RainbowID())

  case let .setColor(index):
    state.colorIndex = index
    return .none
  }
}
