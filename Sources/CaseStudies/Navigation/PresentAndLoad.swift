import ComposableArchitecture

/// A counter in a sheet: the sheet opens at once and shows a spinner until its counter has
/// loaded; closing it keeps the count.
public struct PresentAndLoadState: Codable, Equatable {
  public var count: Int
  public var isSheetPresented: Bool
  /// The sheet's counter, once it has loaded.
  public var counter: NavigationCounterState?

  public init(
    count: Int = 0, isSheetPresented: Bool = false, counter: NavigationCounterState? = nil
  ) {
    self.count = count
    self.isSheetPresented = isSheetPresented
    self.counter = counter
  }
}

@CasePathable
public enum PresentAndLoadAction: Codable, Equatable {
  case counter(NavigationCounterAction)
  case setSheet(isPresented: Bool)
  case setSheetIsPresentedDelayCompleted
}

public let presentAndLoadReducer = Reducer<
  PresentAndLoadState, PresentAndLoadAction, NavigationEnvironment
>.combine(
  navigationCounterReducer
    .optional()
    .pullback(state: \.counter, action: \.counter, environment: { _ in () }),
  Reducer { state, action, environment in
    struct LoadID: Hashable {}

    switch action {
    case .counter:
      return .none

    case .setSheet(isPresented: true):
      guard !state.isSheetPresented else { return .none }
      state.isSheetPresented = true
      return Effect(value: .setSheetIsPresentedDelayCompleted)
        .deferred(for: NavigationEnvironment.loadDelay, scheduler: environment.mainQueue)
        .cancellable(id: LoadID(), cancelInFlight: true)

    case .setSheet(isPresented: false):
      if let counter = state.counter {
        state.count = counter.count
      }
      state.isSheetPresented = false
      state.counter = nil
      return .cancel(id: LoadID())

    case .setSheetIsPresentedDelayCompleted:
      guard state.isSheetPresented else { return .none }
      state.counter = NavigationCounterState(count: state.count)
      return .none
    }
  }
)
