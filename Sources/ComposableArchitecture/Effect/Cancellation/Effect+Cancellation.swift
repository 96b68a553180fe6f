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
  public func cancellable<ID: Hashable>(id: ID, cancelInFlight: Bool = false) -> Effect {
    cancellable(id: AnyHashable(id), cancelInFlight: cancelInFlight)
  }

  /// Makes the effect cancellable by a type used as its id.
  public func cancellable(id: Any.Type, cancelInFlight: Bool = false) -> Effect {
    cancellable(id: AnyHashable(ObjectIdentifier(id)), cancelInFlight: cancelInFlight)
  }

  private func cancellable(id: AnyHashable, cancelInFlight: Bool) -> Effect {
    let upstream: AnyPublisher<Output, Failure>
    switch operation {
    case .none:
      guard cancelInFlight else { return .none }
      upstream = Empty().eraseToAnyPublisher()
    case let .publisher(publisher):
      upstream = publisher
    }
    return Effect(CancellablePublisher(upstream: upstream, id: id, cancelInFlight: cancelInFlight))
  }

  /// An effect that cancels the effects in flight under `id` when it runs.
  public static func cancel<ID: Hashable>(id: ID) -> Effect {
    cancel(ids: [AnyHashable(id)])
  }

  /// An effect that cancels the effects in flight under a type used as an id.
  public static func cancel(id: Any.Type) -> Effect {
    cancel(ids: [AnyHashable(ObjectIdentifier(id))])
  }

  /// An effect that cancels the effects in flight under each of `ids` when it runs.
  public static func cancel(ids: [AnyHashable]) -> Effect {
    Effect(
      Deferred { () -> Empty<Output, Failure> in
        let scope = CancellationScope.current
        for id in ids { scope.cancel(id: id) }
        return Empty()
      }
    )
  }

  /// An effect that cancels the effects in flight under each of the given types used as ids.
  public static func cancel(ids: [Any.Type]) -> Effect {
    cancel(ids: ids.map { AnyHashable(ObjectIdentifier($0)) })
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

/// Registers its upstream in the current ``CancellationScope`` for as long as it runs.
private struct CancellablePublisher<Output, Failure: Error>: Publisher {
  let upstream: AnyPublisher<Output, Failure>
  let id: AnyHashable
  let cancelInFlight: Bool

  func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
    let scope = CancellationScope.current
    if cancelInFlight {
      scope.cancel(id: id)
    }
    let id = self.id
    let upstream = self.upstream
    let subscription = ForwardingSubscription(subscriber)
    let upstreamCancellable = LockedValue<AnyCancellable?>(nil)
    // Cancelling by id stops the work and completes the effect, so the store stops tracking it.
    let token = scope.insert(id: id) {
      upstreamCancellable.value?.cancel()
      subscription.finish(.finished)
    }
    subscription.start { subscription in
      let cancellable = scope.withCurrent {
        upstream.sink(
          receiveCompletion: { completion in
            scope.remove(id: id, token: token)
            subscription.finish(completion)
          },
          receiveValue: subscription.send
        )
      }
      upstreamCancellable.value = cancellable
      subscription.onCancel {
        scope.remove(id: id, token: token)
        upstreamCancellable.value?.cancel()
      }
    }
    subscriber.receive(subscription: subscription)
  }
}
