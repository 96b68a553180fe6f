import Foundation

extension Store {
  /// Starts an effect a reducer made cancellable by `id`.
  ///
  /// A store registers the id itself, rather than subscribing to a publisher that does: restarting
  /// an effect by id is common (a search field, a timer) and that chain of generic publishers
  /// cost most of a restart. `Effect.run` work is called directly, too. Every effect that doesn't
  /// end at once is followed from start to end by a ``RunningEffect``.
  ///
  /// Inlinable, so that the effect is taken apart in code specialized for the app's actions, but
  /// never inlined: the send loop stays as small as it was before these effects existed.
  @inlinable @inline(never)
  func start(_ cancellation: Effect<Action, Never>.Cancellation) {
    let id = cancellation.id
    if cancellation.cancelInFlight {
      runtime.cancellationScope.cancelInFlight(id: id)
    }
    let upstream = cancellation.upstream
    switch upstream.storage {
    case .none:
      break
    case let .value(output):
      // It emits and completes before anything could cancel it.
      bufferedActions.append(output)
    case let .publisher(publisher):
      start(publisher, cancellationID: id)
    case let .run(work):
      start(work.body, cancellationID: id)
    case .cancellable:
      // Cancellable by two ids: the inner one registers itself when subscribed.
      start(upstream.upstream, cancellationID: id)
    }
  }

  /// Subscribes to an effect's publisher, registered under `cancellationID` if it has one.
  @usableFromInline
  func start(_ publisher: AnyPublisher<Action, Never>, cancellationID: CancellationID?) {
    start(cancellationID: cancellationID) { running in
      publisher.sink(
        receiveCompletion: { _ in running.complete() },
        receiveValue: { running.send($0) }
      )
    }
  }

  /// Calls the work of an `Effect.run`, registered under `cancellationID` if it has one.
  @usableFromInline
  func start(
    _ work: (Effect<Action, Never>.Subscriber) -> any Cancellable,
    cancellationID: CancellationID?
  ) {
    // `run` work starts no effect of its own to spare this one from: no `starting` scope,
    // which would cost a restart (the most common use of an id) a task-local push.
    start(cancellationID: cancellationID, startsEffects: false) { running in
      work(Effect.Subscriber(send: { running.send($0) }, complete: { _ in running.complete() }))
    }
  }

  /// Tracks an effect from its start, which `begin` makes, feeding the store through the
  /// ``RunningEffect`` it is handed, to its end.
  private func start(
    cancellationID: CancellationID?,
    startsEffects: Bool = true,
    _ begin: (RunningEffect<State, Action>) -> any Cancellable
  ) {
    let running = RunningEffect(store: self, cancellationID: cancellationID)
    // Cancelled by id on another thread already: the effect doesn't start.
    guard running.isLive else { return }
    let scope = runtime.cancellationScope
    let cancellable =
      cancellationID == nil || !startsEffects
      ? scope.withCurrent { begin(running) }
      : scope.withCurrent { scope.starting(token: running.cancellationToken) { begin(running) } }
    running.attach(cancellable)
    if running.isLive {
      effectsStartedInSend.append(running.trackerID)
    }
  }
}
