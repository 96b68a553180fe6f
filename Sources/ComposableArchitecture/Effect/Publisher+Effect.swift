extension Publisher {
  /// Wraps the publisher in an ``Effect``.
  ///
  /// `Just(x).eraseToEffect()` becomes a value effect, which emits at once and completes without
  /// a subscription (see ``Effect/init(value:)``). Inlinable, so for a concrete publisher the
  /// check is decided when the app's module is compiled.
  @inlinable
  public func eraseToEffect() -> Effect<Output, Failure> {
    if let just = self as? Just<Output> {
      return Effect(storage: .value(just.output))
    }
    return Effect(self)
  }

  /// Transforms the publisher's output and wraps it in an ``Effect``.
  public func eraseToEffect<T>(_ transform: @escaping (Output) -> T) -> Effect<T, Failure> {
    Effect(map(transform))
  }

  /// Turns the publisher's values and failure into `Result`s, as an effect that never fails.
  ///
  /// ```swift
  /// return environment.fact.fetch(count)
  ///   .catchToEffect()
  ///   .map(CounterAction.factResponse)
  /// ```
  public func catchToEffect() -> Effect<Result<Output, Failure>, Never> {
    Effect(
      map(Result<Output, Failure>.success)
        .catch { Just(.failure($0)) }
    )
  }

  /// Turns the publisher's values and failure into `Result`s and transforms them, as an effect
  /// that never fails.
  ///
  /// ```swift
  /// return environment.fact.fetch(count)
  ///   .catchToEffect(CounterAction.factResponse)
  /// ```
  public func catchToEffect<T>(
    _ transform: @escaping (Result<Output, Failure>) -> T
  ) -> Effect<T, Never> {
    Effect(
      map { transform(.success($0)) }
        .catch { Just(transform(.failure($0))) }
    )
  }

  /// Runs the publisher for its side effects, as an effect that emits nothing.
  public func fireAndForget<NewOutput, NewFailure>(
    outputType: NewOutput.Type = NewOutput.self,
    failureType: NewFailure.Type = NewFailure.self
  ) -> Effect<NewOutput, NewFailure> {
    Effect(
      self
        .flatMap { _ in Empty<NewOutput, Failure>() }
        .catch { _ in Empty<NewOutput, NewFailure>() }
    )
  }
}
