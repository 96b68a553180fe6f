import ComposableArchitecture

/// A list whose rows load their screen before pushing it: the tapped row spins until the
/// counter is ready, then the counter slides in.
public struct LoadThenNavigateState: Codable, Equatable {
  public var rows: IdentifiedArrayOf<NavigationRow>
  /// The row whose screen is pushed.
  public var selection: NavigationRow.ID?
  /// The pushed screen, present exactly while `selection` is.
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
public enum LoadThenNavigateAction: Codable, Equatable {
  case counter(NavigationCounterAction)
  case setNavigation(selection: NavigationRow.ID?)
  case setNavigationSelectionDelayCompleted(NavigationRow.ID)
}

public let loadThenNavigateReducer = Reducer<
  LoadThenNavigateState, LoadThenNavigateAction, NavigationEnvironment
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
      for row in state.rows {
        state.rows[id: row.id]?.isActivityIndicatorVisible = row.id == id
      }
      return Effect(value: .setNavigationSelectionDelayCompleted(id))
        .deferred(for: NavigationEnvironment.loadDelay, scheduler: environment.mainQueue)
        .cancellable(id: LoadID(), cancelInFlight: true)

    case .setNavigation(selection: .none):
      // Popping keeps what the pushed screen counted.
      if let id = state.selection, let counter = state.counter {
        state.rows[id: id]?.count = counter.count
      }
      state.selection = nil
      state.counter = nil
      for row in state.rows where row.isActivityIndicatorVisible {
        state.rows[id: row.id]?.isActivityIndicatorVisible = false
      }
      return .cancel(id: LoadID())

    case let .setNavigationSelectionDelayCompleted(id):
      guard let row = state.rows[id: id] else { return .none }
      state.rows[id: id]?.isActivityIndicatorVisible = false
      state.selection = id
      state.counter = NavigationCounterState(count: row.count)
      return .none
    }
  }
)
