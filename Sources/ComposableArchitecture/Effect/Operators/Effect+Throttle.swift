import Foundation

extension Effect {
  /// Emits at most one output per `interval` across all effects throttled with `id`.
  ///
  /// The first output goes out at once; outputs that arrive within the interval after it are held
  /// and one of them — the latest when `latest` is true, else the first — goes out when the
  /// interval ends.
  ///
  /// ```swift
  /// case .scrolled(let offset):
  ///   return environment.analytics.track(offset)
  ///     .throttle(id: TrackID(), for: 1, scheduler: environment.mainQueue, latest: true)
  /// ```
  public func throttle<ID: Hashable, S: Scheduler>(
    id: ID,
    for interval: S.SchedulerTimeType.Stride,
    scheduler: S,
    latest: Bool
  ) -> Effect {
    guard case let .publisher(upstream) = operation else { return .none }
    let id = CancellationID(id)
    return Effect(
      Deferred { () -> AnyPublisher<Output, Failure> in
        let scope = CancellationScope.current
        return
          upstream
          .receive(on: scheduler)
          .flatMap { value -> AnyPublisher<Output, Failure> in
            scope.withThrottleState(id: id) { throttle -> AnyPublisher<Output, Failure> in
              guard let lastTime = throttle.time as? S.SchedulerTimeType else {
                throttle = (scheduler.now, nil)
                return Just(value).setFailureType(to: Failure.self).eraseToAnyPublisher()
              }
              let elapsed = lastTime.distance(to: scheduler.now)
              if elapsed >= interval {
                throttle = (scheduler.now, nil)
                return Just(value).setFailureType(to: Failure.self).eraseToAnyPublisher()
              }
              let held = latest ? value : ((throttle.pending as? Output) ?? value)
              throttle.pending = held
              return Just(held)
                .setFailureType(to: Failure.self)
                .delay(
                  for: scheduler.now.distance(to: lastTime.advanced(by: interval)),
                  scheduler: scheduler
                )
                .handleEvents(
                  receiveOutput: { _ in
                    scope.withThrottleState(id: id) { $0 = (scheduler.now, nil) }
                  }
                )
                .eraseToAnyPublisher()
            }
          }
          .eraseToAnyPublisher()
      }
    )
    .cancellable(id: id, cancelInFlight: true)
  }

  /// Throttles by a type used as the id.
  public func throttle<S: Scheduler>(
    id: Any.Type,
    for interval: S.SchedulerTimeType.Stride,
    scheduler: S,
    latest: Bool
  ) -> Effect {
    throttle(id: ObjectIdentifier(id), for: interval, scheduler: scheduler, latest: latest)
  }
}
