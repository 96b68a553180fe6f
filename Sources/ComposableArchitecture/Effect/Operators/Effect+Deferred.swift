import Foundation

extension Effect {
  /// Delays the start of the effect by `dueTime` on `scheduler`.
  ///
  /// ```swift
  /// return Effect(value: .hideBanner)
  ///   .deferred(for: 2, scheduler: environment.mainQueue)
  /// ```
  public func deferred<S: Scheduler>(
    for dueTime: S.SchedulerTimeType.Stride,
    scheduler: S,
    options: S.SchedulerOptions? = nil
  ) -> Effect {
    guard case let .publisher(upstream) = operation else { return .none }
    return Effect(
      Deferred { () -> AnyPublisher<Output, Failure> in
        // The upstream subscribes after the delay, outside the store's send: keep its scope.
        let scope = CancellationScope.current
        return Just(())
          .setFailureType(to: Failure.self)
          .delay(for: dueTime, scheduler: scheduler, options: options)
          .flatMap { upstream.inCancellationScope(scope).receive(on: scheduler) }
          .eraseToAnyPublisher()
      }
    )
  }

  /// Starts the effect only once `dueTime` passes without another effect with the same `id`
  /// starting; each new one cancels the one waiting.
  ///
  /// ```swift
  /// case .searchQueryChanged(let query):
  ///   return environment.search(query)
  ///     .catchToEffect(Action.searchResponse)
  ///     .debounce(id: SearchID(), for: 0.3, scheduler: environment.mainQueue)
  /// ```
  public func debounce<ID: Hashable, S: Scheduler>(
    id: ID,
    for dueTime: S.SchedulerTimeType.Stride,
    scheduler: S,
    options: S.SchedulerOptions? = nil
  ) -> Effect {
    deferred(for: dueTime, scheduler: scheduler, options: options)
      .cancellable(id: id, cancelInFlight: true)
  }

  /// Debounces by a type used as the id.
  public func debounce<S: Scheduler>(
    id: Any.Type,
    for dueTime: S.SchedulerTimeType.Stride,
    scheduler: S,
    options: S.SchedulerOptions? = nil
  ) -> Effect {
    debounce(id: ObjectIdentifier(id), for: dueTime, scheduler: scheduler, options: options)
  }
}
