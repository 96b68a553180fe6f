import Foundation

extension Effect {
  /// Makes the effect cancellable by `id`, optionally cancelling effects already in flight
  /// under that id first.
  ///
  /// ```swift
  /// case .searchQueryChanged(let query):
  ///   struct SearchID: Hashable {}
  ///   return environment.search(query)
  ///     .catchToEffect(Action.searchResponse)
  ///     .cancellable(id: SearchID(), cancelInFlight: true)
  /// ```
  ///
  /// Ids belong to the store that starts the effect: another store using the same id neither
  /// cancels nor is cancelled by this one. A cancelled effect completes, so nothing waits for it.
  @inlinable
  public func cancellable<ID: Hashable>(id: ID, cancelInFlight: Bool = false) -> Effect {
    cancellable(id: CancellationID(id), cancelInFlight: cancelInFlight)
  }

  /// Makes the effect cancellable by a type used as its id.
  @inlinable
  public func cancellable(id: Any.Type, cancelInFlight: Bool = false) -> Effect {
    cancellable(id: CancellationID(id), cancelInFlight: cancelInFlight)
  }

  /// Makes the effect cancellable by `id`, as ``CancellationScope`` keys it.
  @inlinable
  func cancellable(id: CancellationID, cancelInFlight: Bool) -> Effect {
    if isNone, !cancelInFlight { return .none }
    return Effect(
      storage: .cancellable(Cancellation(id: id, cancelInFlight: cancelInFlight, upstream: self))
    )
  }

  /// An effect that cancels the effects in flight under `id` when it runs.
  public static func cancel<ID: Hashable>(id: ID) -> Effect {
    cancel(cancellationIDs: [CancellationID(id)])
  }

  /// An effect that cancels the effects in flight under a type used as an id.
  public static func cancel(id: Any.Type) -> Effect {
    cancel(cancellationIDs: [CancellationID(id)])
  }

  /// An effect that cancels the effects in flight under each of `ids` when it runs.
  public static func cancel(ids: [AnyHashable]) -> Effect {
    cancel(cancellationIDs: ids.map(CancellationID.init))
  }

  private static func cancel(cancellationIDs ids: [CancellationID]) -> Effect {
    if ids.count == 1 {
      // What a store runs without subscribing: it cancels when it starts the effect.
      return Effect.none.cancellable(id: ids[0], cancelInFlight: true)
    }
    return Effect(
      Deferred { () -> Empty<Output, Failure> in
        let scope = CancellationScope.current
        for id in ids { scope.cancel(id: id) }
        return Empty()
      }
    )
  }

  /// An effect that cancels the effects in flight under each of the given types used as ids.
  public static func cancel(ids: [Any.Type]) -> Effect {
    cancel(cancellationIDs: ids.map(CancellationID.init))
  }

  /// An effect that cancels the effects in flight under each of the listed ids when it runs.
  ///
  /// ```swift
  /// case .onDisappear:
  ///   return .cancel(ids: TimerID(), SearchID())
  /// ```
  public static func cancel(ids: AnyHashable...) -> Effect {
    cancel(ids: ids)
  }

  /// An effect that cancels the effects in flight under each of the listed types used as ids.
  ///
  /// ```swift
  /// return .cancel(ids: TimerID.self, SearchID.self)
  /// ```
  public static func cancel(ids: Any.Type...) -> Effect {
    cancel(ids: ids)
  }
}

/// Registers its upstream in the current ``CancellationScope`` for as long as it runs: a
/// cancellable effect, as a publisher for the operators and the test store to subscribe to.
struct CancellablePublisher<Output, Failure: Error>: Publisher {
  let upstream: AnyPublisher<Output, Failure>
  let id: CancellationID
  let cancelInFlight: Bool

  func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
    let scope = CancellationScope.current
    if cancelInFlight {
      scope.cancelInFlight(id: id)
    }
    let id = self.id
    let upstream = self.upstream
    let subscription = ForwardingSubscription(subscriber)
    let upstreamWork = UpstreamWork()
    // Cancelling by id stops the work and completes the effect, so the store stops tracking it.
    // It may run on another thread at any point of the start, before the work exists even:
    // `UpstreamWork` then keeps the work from starting, and the subscription delivers the
    // completion after itself.
    let token = scope.insert(id: id) {
      // Subscribers downstream (an action recorder's) tell this completion from a finish by it.
      CancellationScope.$isCancellingByID.withValue(true) {
        upstreamWork.stop()
        subscription.finish(.finished)
      }
    }
    subscription.start { subscription in
      guard !upstreamWork.isStopped else { return }
      let cancellable = scope.withCurrent {
        scope.starting(token: token) {
          upstream.sink(
            receiveCompletion: { completion in
              scope.remove(id: id, token: token)
              subscription.finish(completion)
            },
            receiveValue: subscription.send
          )
        }
      }
      upstreamWork.attach(cancellable)
      subscription.onCancel {
        scope.remove(id: id, token: token)
        upstreamWork.stop()
      }
    }
    subscription.subscribe()
  }
}

/// The upstream subscription of a cancellable effect, which a cancel by id may stop from any
/// thread, before it exists even.
private final class UpstreamWork: @unchecked Sendable {
  private let lock = NSLock()
  private var cancellable: AnyCancellable?
  private var _isStopped = false

  var isStopped: Bool {
    lock.withLock { _isStopped }
  }

  /// Keeps `cancellable` to stop later, or stops it at once if the work was stopped meanwhile.
  func attach(_ cancellable: AnyCancellable) {
    let stopsNow: Bool = lock.withLock {
      guard !_isStopped else { return true }
      self.cancellable = cancellable
      return false
    }
    if stopsNow { cancellable.cancel() }
  }

  func stop() {
    let cancellable: AnyCancellable? = lock.withLock {
      _isStopped = true
      defer { self.cancellable = nil }
      return self.cancellable
    }
    cancellable?.cancel()
  }
}
