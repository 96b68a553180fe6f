import ComposableArchitecture

/// A stopwatch shown on an analog clock face: start and stop it; its hand turns once a minute.
public struct ClockTimerState: Codable, Equatable {
  public var isTimerActive: Bool
  public var secondsElapsed: Int

  public init(isTimerActive: Bool = false, secondsElapsed: Int = 0) {
    self.isTimerActive = isTimerActive
    self.secondsElapsed = secondsElapsed
  }
}

public enum ClockTimerAction: Codable, Equatable {
  case onDisappear
  case resetButtonTapped
  case timerTicked
  case toggleTimerButtonTapped
}

public struct ClockTimerEnvironment {
  public var mainQueue: AnySchedulerOf<DispatchQueue>

  public init(mainQueue: AnySchedulerOf<DispatchQueue>) {
    self.mainQueue = mainQueue
  }
}

/// Identifies the running timer, so Stop and leaving the screen end it.
private struct TimerID: Hashable {}

public let clockTimerReducer = Reducer<ClockTimerState, ClockTimerAction, ClockTimerEnvironment> {
  state, action, environment in
  switch action {
  case .onDisappear:
    state.isTimerActive = false
    return .cancel(id: TimerID())

  case .resetButtonTapped:
    state = ClockTimerState()
    return .cancel(id: TimerID())

  case .timerTicked:
    state.secondsElapsed += 1
    return .none

  case .toggleTimerButtonTapped:
    state.isTimerActive.toggle()
    guard state.isTimerActive else { return .cancel(id: TimerID()) }
    return Effect.timer(
      id: TimerID(), every: .seconds(1),
      on: environment.mainQueue.animation(.spring(response: 0.3, dampingFraction: 0.6))
    )
    .map { _ in ClockTimerAction.timerTicked }
  }
}
