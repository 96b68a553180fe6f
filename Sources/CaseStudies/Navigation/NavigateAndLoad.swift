import ComposableArchitecture

/// A list whose rows push their screen at once; the screen shows a spinner until its counter
/// has loaded.
public struct NavigateAndLoadState: Codable, Equatable {
  public var rows: IdentifiedArrayOf<NavigationRow>
  /// The row whose screen is pushed.
  public var selection: NavigationRow.ID?
  /// The pushed screen's counter, once it has loaded.
  public var counter: NavigationCounterState?

  public init(
    rows: IdentifiedArrayOf<NavigationRow> = NavigationRow.samples,
    selection: NavigationRow.ID? = nil,
    counter: NavigationCounterState? = nil
  ) {
    self.rows = rows
    self.selection = selection
    self.counter = counter
  }
}

@CasePathable
public enum NavigateAndLoadAction: Codable, Equatable {
  case counter(NavigationCounterAction)
  case setNavigation(selection: NavigationRow.ID?)
  case setNavigationSelectionDelayCompleted
}

public let navigateAndLoadReducer = Reducer<
  NavigateAndLoadState, NavigateAndLoadAction, NavigationEnvironment
>.combine(
  navigationCounterReducer
    .optional()
    .pullback(state: \.counter, action: \.counter, environment: { _ in () }),
  Reducer { state, action, environment in
    struct LoadID: Hashable {}

    switch action {
    case .counter:
      return .none

    case let .setNavigation(selection: .some(id)):
      guard state.rows[id: id] != nil else { return .none }
      state.selection = id
      state.counter = nil
      return Effect(value: .setNavigationSelectionDelayCompleted)
        .deferred(for: NavigationEnvironment.loadDelay, scheduler: environment.mainQueue)
        .cancellable(id: LoadID(), cancelInFlight: true)

    case .setNavigation(selection: .none):
      // Popping keeps what the pushed screen counted.
      if let id = state.selection, let counter = state.counter {
        state.rows[id: id]?.count = counter.count
      }
      state.selection = nil
      state.counter = nil
      return .cancel(id: LoadID())

    case .setNavigationSelectionDelayCompleted:
      guard let id = state.selection, let row = state.rows[id: id] else { return .none }
      state.counter = NavigationCounterState(count: row.count)
      return .none
    }
  }
)
