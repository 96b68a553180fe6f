import CombineSchedulers

extension Scheduler {
  /// A scheduler that runs its work inside ``withAnimation(_:_:)``, so the actions an effect
  /// delivers through it change the state with `animation`.
  ///
  /// ```swift
  /// return environment.search(query)
  ///   .receive(on: environment.mainQueue.animation())
  ///   .catchToEffect(SearchAction.response)
  /// ```
  ///
  /// CombineSchedulers offers this only where SwiftUI exists; here it marks changes with this
  /// package's ``Animation``.
  public func animation(_ animation: Animation? = .default) -> AnySchedulerOf<Self> {
    transaction(Transaction(animation: animation))
  }

  /// A scheduler that runs its work inside ``withTransaction(_:_:)``.
  ///
  /// ```swift
  /// .receive(on: environment.mainQueue.transaction(Transaction(animation: .easeInOut)))
  /// ```
  public func transaction(_ transaction: Transaction) -> AnySchedulerOf<Self> {
    AnyScheduler(
      minimumTolerance: { self.minimumTolerance },
      now: { self.now },
      scheduleImmediately: { options, action in
        self.schedule(options: options) { withTransaction(transaction, action) }
      },
      delayed: { date, tolerance, options, action in
        self.schedule(after: date, tolerance: tolerance, options: options) {
          withTransaction(transaction, action)
        }
      },
      interval: { date, interval, tolerance, options, action in
        self.schedule(after: date, interval: interval, tolerance: tolerance, options: options) {
          withTransaction(transaction, action)
        }
      }
    )
  }
}
