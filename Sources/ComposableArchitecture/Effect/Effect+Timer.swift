import Foundation

extension Effect where Failure == Never {
  /// An effect that emits the scheduler's time every `interval` until it is cancelled by `id`.
  ///
  /// ```swift
  /// case .startTimer:
  ///   return Effect.timer(id: TimerID(), every: 1, on: environment.mainQueue)
  ///     .map { _ in .timerTicked }
  /// case .stopTimer:
  ///   return .cancel(id: TimerID())
  /// ```
  ///
  /// Starting a timer with an id cancels the timer already running under it.
  public static func timer<ID: Hashable, S: Scheduler>(
    id: ID,
    every interval: S.SchedulerTimeType.Stride,
    tolerance: S.SchedulerTimeType.Stride? = nil,
    on scheduler: S,
    options: S.SchedulerOptions? = nil
  ) -> Effect where S.SchedulerTimeType == Output {
    Effect(
      scheduler
        .timerPublisher(every: interval, tolerance: tolerance, options: options)
        .autoconnect()
    )
    .cancellable(id: id, cancelInFlight: true)
  }

  /// A timer cancelled by a type used as its id.
  public static func timer<S: Scheduler>(
    id: Any.Type,
    every interval: S.SchedulerTimeType.Stride,
    tolerance: S.SchedulerTimeType.Stride? = nil,
    on scheduler: S,
    options: S.SchedulerOptions? = nil
  ) -> Effect where S.SchedulerTimeType == Output {
    timer(
      id: ObjectIdentifier(id), every: interval, tolerance: tolerance, on: scheduler,
      options: options
    )
  }
}
