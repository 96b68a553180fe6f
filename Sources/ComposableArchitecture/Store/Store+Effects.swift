import Foundation

extension Store {
  /// Starts an effect a reducer made cancellable by `id`.
  ///
  /// A store registers the id itself, rather than subscribing to a publisher that does: restarting
  /// an effect by id is common (a search field, a timer) and that chain of generic publishers
  /// cost most of a restart. `Effect.run` work is called directly, too.
  ///
  /// Inlinable, so that the effect is taken apart in code specialized for the app's actions, but
  /// never inlined: the send loop stays as small as it was before these effects existed.
  @inlinable @inline(never)
  func start(_ cancellation: Effect<Action, Never>.Cancellation) {
    let id = cancellation.id
    if cancellation.cancelInFlight {
      runtime.cancellationScope.cancel(id: id)
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
    if let cancellationID {
      let running = RunningEffect(store: self, cancellationID: cancellationID)
      let cancellable = runtime.cancellationScope.withCurrent {
        publisher.sink(
          receiveCompletion: { _ in running.complete() },
          receiveValue: { running.send($0) }
        )
      }
      running.attach(cancellable)
      if running.isLive {
        effectsStartedInSend.append(running.trackerID)
      }
      return
    }
    let effects = runtime.effects
    let id = effects.begin()
    let cancellable = runtime.cancellationScope.withCurrent {
      if let home = runtime.homeExecutor {
        return publisher.sink(
          receiveCompletion: { _ in home.deliver { effects.finish(id) } },
          receiveValue: { [weak self] action in home.deliver { self?.send(action) } }
        )
      }
      return publisher.sink(
        receiveCompletion: { _ in effects.finish(id) },
        receiveValue: { [weak self] action in self?.send(action) }
      )
    }
    effects.attach(cancellable, to: id)
    if effects.isRunning(id) {
      effectsStartedInSend.append(id)
    }
  }

  /// Calls the work of an `Effect.run`, registered under `cancellationID` if it has one.
  @usableFromInline
  func start(
    _ work: (Effect<Action, Never>.Subscriber) -> any Cancellable,
    cancellationID: CancellationID?
  ) {
    let running = RunningEffect(store: self, cancellationID: cancellationID)
    // Cancelled by id on another thread already: the work doesn't start.
    guard running.isLive else { return }
    let cancellable = runtime.cancellationScope.withCurrent {
      work(Effect.Subscriber(send: { running.send($0) }, complete: { _ in running.complete() }))
    }
    running.attach(cancellable)
    if running.isLive {
      effectsStartedInSend.append(running.trackerID)
    }
  }
}
