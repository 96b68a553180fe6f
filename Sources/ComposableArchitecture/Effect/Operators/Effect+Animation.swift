extension Effect {
  /// Delivers the effect's outputs inside ``withAnimation(_:_:)->_``, so the state changes of the
  /// actions it feeds back are animated.
  ///
  /// ```swift
  /// case .refresh:
  ///   return environment.fetchItems()
  ///     .receive(on: environment.mainQueue)
  ///     .catchToEffect(Action.itemsResponse)
  ///     .animation()
  /// ```
  public func animation(_ animation: Animation? = .default) -> Effect {
    transaction(Transaction(animation: animation))
  }

  /// Delivers the effect's outputs inside ``withTransaction(_:_:)``.
  public func transaction(_ transaction: Transaction) -> Effect {
    guard case let .publisher(upstream) = operation else { return .none }
    return Effect(TransactionPublisher(upstream: upstream, transaction: transaction))
  }
}

/// Forwards its upstream, each output and the completion delivered inside a transaction.
private struct TransactionPublisher<Upstream: Publisher>: Publisher {
  typealias Output = Upstream.Output
  typealias Failure = Upstream.Failure

  let upstream: Upstream
  let transaction: Transaction

  func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
    upstream.receive(subscriber: Inner(downstream: subscriber, transaction: transaction))
  }

  private struct Inner<Downstream: Subscriber>: Subscriber
  where Downstream.Input == Output, Downstream.Failure == Failure {
    let combineIdentifier = CombineIdentifier()
    let downstream: Downstream
    let transaction: Transaction

    func receive(subscription: any Subscription) {
      downstream.receive(subscription: subscription)
    }

    func receive(_ input: Output) -> Subscribers.Demand {
      withTransaction(transaction) { downstream.receive(input) }
    }

    func receive(completion: Subscribers.Completion<Failure>) {
      withTransaction(transaction) { downstream.receive(completion: completion) }
    }
  }
}
