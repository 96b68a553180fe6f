/// Describes how a feature's state evolves when it receives an action, and which effects run.
///
/// ```swift
/// let counterReducer = Reducer<CounterState, CounterAction, CounterEnvironment> {
///   state, action, environment in
///   switch action {
///   case .incrementButtonTapped:
///     state.count += 1
///     return .none
///   case .factButtonTapped:
///     return environment.fact.fetch(state.count)
///       .catchToEffect(CounterAction.factResponse)
///   case let .factResponse(.success(fact)):
///     state.fact = fact
///     return .none
///   case .factResponse(.failure):
///     return .none
///   }
/// }
/// ```
///
/// Reducers compose: ``combine(_:)-(Reducer<State,Action,Environment>...)`` runs several on the same state, and
/// ``pullback(state:action:environment:)-(WritableKeyPath<GlobalState,State>,CasePath<GlobalAction,Action>,_)``,
/// ``optional(breakpointOnNil:_:_:)`` and ``forEach(state:action:environment:breakpointOnNil:_:_:)-(_,CasePath<GlobalAction,(ID,Action)>,_,_,_,_)``
/// move a reducer onto a field, an optional or a collection of a larger state.
///
/// A reducer is `Sendable`, so it can live in a global constant.
///
/// It is `@unchecked` because the closures it holds are not required to be `@Sendable`: a reducer
/// is a pure function of its inputs by contract, only ever run by a store on the store's thread,
/// and 2021-era reducers capture non-`Sendable` values freely.
public struct Reducer<State, Action, Environment>: @unchecked Sendable {
  @usableFromInline
  let reducer: (inout State, Action, Environment) -> Effect<Action, Never>

  /// Creates a reducer from a function.
  @inlinable
  public init(
    _ reducer: @escaping (inout State, Action, Environment) -> Effect<Action, Never>
  ) {
    self.reducer = reducer
  }

  /// A reducer that does nothing.
  @inlinable
  public static var empty: Reducer {
    Reducer { _, _, _ in .none }
  }

  /// Runs the reducer.
  @inlinable
  public func run(
    _ state: inout State,
    _ action: Action,
    _ environment: Environment
  ) -> Effect<Action, Never> {
    reducer(&state, action, environment)
  }

  /// Runs the reducer.
  @inlinable
  public func callAsFunction(
    _ state: inout State,
    _ action: Action,
    _ environment: Environment
  ) -> Effect<Action, Never> {
    reducer(&state, action, environment)
  }

  /// Combines reducers into one that runs each in order on the same state and merges their
  /// effects.
  @inlinable
  public static func combine(_ reducers: Reducer...) -> Reducer {
    combine(reducers)
  }

  /// Combines an array of reducers into one that runs each in order on the same state and merges
  /// their effects.
  ///
  /// Inlinable, like the other operators, so the combined reducer is specialized in the module
  /// that builds it.
  @inlinable
  public static func combine(_ reducers: [Reducer]) -> Reducer {
    if reducers.count == 1 { return reducers[0] }
    return Reducer { state, action, environment in
      // Most actions start no effect, and most that do start one: neither allocates here.
      var effect = Effect<Action, Never>.none
      var effects: [Effect<Action, Never>] = []
      for reducer in reducers {
        let next = reducer.reducer(&state, action, environment)
        guard !next.isNone else { continue }
        if effect.isNone {
          effect = next
        } else {
          if effects.isEmpty { effects.append(effect) }
          effects.append(next)
        }
      }
      return effects.isEmpty ? effect : .merge(effects)
    }
  }

  /// Combines this reducer with another that runs after it on the same state.
  @inlinable
  public func combined(with other: Reducer) -> Reducer {
    .combine(self, other)
  }
}
