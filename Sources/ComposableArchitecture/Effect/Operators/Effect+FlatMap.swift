import Foundation

extension Publisher {
  /// Transforms each value into an effect, and republishes the values of all of them.
  ///
  /// ```swift
  /// case .startButtonTapped:
  ///   return Effect(value: ())
  ///     .delay(for: 1, scheduler: environment.mainQueue)
  ///     .flatMap { environment.ticks().cancellable(id: TickID()) }
  ///     .eraseToEffect()
  /// case .stopButtonTapped:
  ///   return .cancel(id: TickID())
  /// ```
  ///
  /// ## Motivation
  ///
  /// Cancellation ids belong to the store that starts an effect, so that stores — the sessions
  /// of a server — never cancel each other's effects. The effects `transform` makes are started
  /// later, from whatever callback delivers the value (a scheduler's, above), where no store is
  /// current: this `flatMap` starts them in the store that started the publisher, so the
  /// store's `.cancel(id:)` reaches them, as it did when ids were global to the process.
  public func flatMap<T>(
    maxPublishers: Subscribers.Demand = .unlimited,
    _ transform: @escaping (Output) -> Effect<T, Failure>
  ) -> Effect<T, Failure> {
    Effect(ScopedFlatMap(upstream: self, maxPublishers: maxPublishers, transform: transform))
  }
}

extension Publisher where Failure == Never {
  /// Transforms each value into an effect, and republishes the values of all of them.
  ///
  /// The effects `transform` makes are started in the store that started this publisher, so its
  /// `.cancel(id:)` reaches them.
  public func flatMap<T>(
    maxPublishers: Subscribers.Demand = .unlimited,
    _ transform: @escaping (Output) -> Effect<T, Never>
  ) -> Effect<T, Never> {
    Effect(ScopedFlatMap(upstream: self, maxPublishers: maxPublishers, transform: transform))
  }
}

/// A `flatMap` whose inner effects subscribe in the cancellation scope its subscriber was
/// subscribed in.
private struct ScopedFlatMap<Upstream: Publisher, Output>: Publisher {
  typealias Failure = Upstream.Failure

  let upstream: Upstream
  let maxPublishers: Subscribers.Demand
  let transform: (Upstream.Output) -> Effect<Output, Failure>

  func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
    let scope = CancellationScope.current
    let transform = self.transform
    upstream
      .flatMap(maxPublishers: maxPublishers) { value in
        transform(value).upstream.inCancellationScope(scope)
      }
      .receive(subscriber: subscriber)
  }
}
