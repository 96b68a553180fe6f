import Foundation

extension Effect {
  /// Republishes the effect's first `maxLength` values, then finishes and cancels the rest.
  ///
  /// ```swift
  /// case .onAppear:
  ///   // The first location fix is enough: the updates stop after it.
  ///   return environment.location.updates()
  ///     .prefix(1)
  ///     .map(MapAction.located)
  /// ```
  ///
  /// Long-living effects (a timer, a subscription to a client) are cut short this way, and the
  /// test store sees the effect finish after its last value.
  ///
  /// ## Motivation
  ///
  /// OpenCombine's `prefix` finishes only when a value past the last one arrives, so a
  /// long-living effect never finished after its value, and `Effect.concatenate(a, b).prefix(1)`
  /// still started `b` after `a`'s value. This one finishes with the last value it republishes.
  /// ``Effect/init(_:)`` applies the same fix to a `Publishers.Output` made by OpenCombine's
  /// `prefix(_:)` or `output(in:)` on any publisher.
  public func prefix(_ maxLength: Int) -> Effect {
    guard maxLength >= 0 else {
      reportIssue(
        "Effect.prefix(\(maxLength)): a count can't be negative; the effect emits nothing")
      return .none
    }
    return Effect(OutputRange(upstream: upstream, range: 0..<maxLength))
  }
}

/// OpenCombine's `Publishers.Output`, as ``Effect/init(_:)`` recognizes it to republish its range
/// with ``OutputRange``.
protocol OutputRangePublisher<Output, Failure>: Publisher {
  /// The same range of the same upstream, finishing with its last value.
  var finishingWithLastValue: AnyPublisher<Output, Failure> { get }
}

extension Publishers.Output: OutputRangePublisher {
  var finishingWithLastValue: AnyPublisher<Output, Failure> {
    OutputRange(upstream: upstream, range: range).eraseToAnyPublisher()
  }
}

/// Republishes the values of `upstream` whose positions are in `range`, and finishes — cancelling
/// `upstream` — as soon as the last of them is republished.
struct OutputRange<Upstream: Publisher>: Publisher {
  typealias Output = Upstream.Output
  typealias Failure = Upstream.Failure

  let upstream: Upstream
  let range: Range<Int>

  func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
    guard !range.isEmpty else {
      // Nothing to republish: the upstream's work is never started.
      return Empty<Output, Failure>().receive(subscriber: subscriber)
    }
    upstream.subscribe(OutputRangeSubscription(downstream: subscriber, range: range))
  }
}

/// The subscriber of an ``OutputRange``'s upstream, and the subscription its downstream holds.
///
/// The upstream is cancelled while the last value is being delivered, before the upstream can
/// do anything else: a concatenation the effect ends in never starts its next effect.
private final class OutputRangeSubscription<Downstream: Subscriber>: Subscriber, Subscription,
  @unchecked Sendable
{
  typealias Input = Downstream.Input
  typealias Failure = Downstream.Failure

  private let lock = NSRecursiveLock()
  private let downstream: Downstream
  private var upstream: (any Subscription)?
  /// Values still to skip before the range starts.
  private var skipping: Int
  /// Values still to republish.
  private var remaining: Int
  private var isDone = false

  let combineIdentifier = CombineIdentifier()

  init(downstream: Downstream, range: Range<Int>) {
    self.downstream = downstream
    self.skipping = range.lowerBound
    self.remaining = range.count
  }

  func receive(subscription: any Subscription) {
    let isFirst: Bool = lock.withLock {
      guard !isDone, upstream == nil else { return false }
      upstream = subscription
      return true
    }
    guard isFirst else {
      subscription.cancel()
      return
    }
    downstream.receive(subscription: self)
  }

  private enum Step { case skip, send, sendLast, ignore }

  func receive(_ input: Input) -> Subscribers.Demand {
    let (step, upstream): (Step, (any Subscription)?) = lock.withLock {
      guard !isDone else { return (.ignore, nil) }
      if skipping > 0 {
        skipping -= 1
        return (.skip, nil)
      }
      remaining -= 1
      guard remaining == 0 else { return (.send, nil) }
      isDone = true
      defer { self.upstream = nil }
      return (.sendLast, self.upstream)
    }
    switch step {
    case .ignore:
      return .none
    case .skip:
      // The skipped value was asked for; ask for one in its place.
      return .max(1)
    case .send:
      return downstream.receive(input)
    case .sendLast:
      upstream?.cancel()
      _ = downstream.receive(input)
      downstream.receive(completion: .finished)
      return .none
    }
  }

  func receive(completion: Subscribers.Completion<Failure>) {
    let isFirst: Bool = lock.withLock {
      guard !isDone else { return false }
      isDone = true
      upstream = nil
      return true
    }
    if isFirst { downstream.receive(completion: completion) }
  }

  func request(_ demand: Subscribers.Demand) {
    let upstream = lock.withLock { self.upstream }
    upstream?.request(demand)
  }

  func cancel() {
    let upstream: (any Subscription)? = lock.withLock {
      isDone = true
      defer { self.upstream = nil }
      return self.upstream
    }
    upstream?.cancel()
  }
}
