import Foundation

/// `Subscriber`, named so that types with a nested `Subscriber` (like ``Effect``) can still
/// refer to the protocol.
public typealias CombineSubscriber = Subscriber

/// A subscription driven by closures: it starts its work on the first demand, forwards what the
/// work sends, and runs a cancel handler at most once.
///
/// Effects are the only producers here and the store always asks for unlimited demand, so values
/// are forwarded without demand accounting.
///
/// Thread-safe: effect work may send, finish and be cancelled from any thread at once, and the
/// downstream still gets what the publisher contract promises it:
/// - the subscription first: a completion that arrives before the downstream has taken this
///   subscription (a cancel by id racing the start) is held and delivered right after, so
///   operators such as `merge`, which count their finished inputs, always finish;
/// - one call at a time: values and the completion are delivered under a recursive lock, each
///   on the thread that sent it (a store checks which thread its actions arrive on), so none
///   overlaps another and nothing follows the completion. The lock is not held while the
///   downstream takes the subscription: the work it starts may wait for other threads that send.
final class ForwardingSubscription<Downstream: Subscriber>: Subscription, @unchecked Sendable {
  private enum Phase {
    /// ``subscribe()`` has not handed the downstream this subscription yet.
    case waiting
    /// The downstream is taking the subscription; a completion now must wait for it.
    case subscribing
    case subscribed
  }

  /// Guards the fields below.
  private let lock = NSLock()
  /// Serializes the calls into the downstream. Recursive: a downstream that reacts to a value by
  /// cancelling or finishing this same subscription does so on the thread that holds it.
  private let deliveryLock = NSRecursiveLock()
  private var downstream: Downstream?
  private var startWork: ((ForwardingSubscription) -> Void)?
  private var cancelWork: (() -> Void)?
  private var isCancelled = false
  private var phase = Phase.waiting
  /// Whether a completion has been accepted: later values and completions are dropped.
  private var isCompleted = false
  /// A completion that arrived before the downstream had taken this subscription.
  private var heldCompletion: Subscribers.Completion<Downstream.Failure>?

  let combineIdentifier = CombineIdentifier()

  init(_ downstream: Downstream) {
    self.downstream = downstream
  }

  /// Sets the work to run on the first demand.
  func start(_ work: @escaping (ForwardingSubscription) -> Void) {
    lock.withLock { startWork = work }
  }

  /// Hands this subscription to the downstream, then delivers a completion that came first.
  func subscribe() {
    let downstream: Downstream? = lock.withLock {
      phase = .subscribing
      return self.downstream
    }
    downstream?.receive(subscription: self)
    deliveryLock.withLock {
      lock.lock()
      phase = .subscribed
      let held = heldCompletion
      heldCompletion = nil
      let receiver = held == nil ? nil : takeDownstream()
      lock.unlock()
      if let held { receiver?.receive(completion: held) }
    }
  }

  /// Sets what cancels the work; runs it at once if the subscription is already cancelled.
  func onCancel(_ handler: @escaping () -> Void) {
    let runNow: Bool = lock.withLock {
      if isCancelled { return true }
      cancelWork = handler
      return false
    }
    if runNow { handler() }
  }

  func request(_ demand: Subscribers.Demand) {
    guard demand > .none else { return }
    let work: ((ForwardingSubscription) -> Void)? = lock.withLock {
      defer { startWork = nil }
      return startWork
    }
    work?(self)
  }

  func send(_ value: Downstream.Input) {
    deliveryLock.withLock {
      lock.lock()
      let receiver = isCompleted ? nil : downstream
      lock.unlock()
      _ = receiver?.receive(value)
    }
  }

  func finish(_ completion: Subscribers.Completion<Downstream.Failure>) {
    deliveryLock.withLock {
      lock.lock()
      guard !isCompleted, downstream != nil else {
        lock.unlock()
        return
      }
      isCompleted = true
      guard phase == .subscribed else {
        // Too early for the downstream: `subscribe()` delivers it, and no work starts.
        heldCompletion = completion
        startWork = nil
        lock.unlock()
        return
      }
      let receiver = takeDownstream()
      lock.unlock()
      receiver?.receive(completion: completion)
    }
  }

  func cancel() {
    let handler: (() -> Void)? = lock.withLock {
      isCancelled = true
      downstream = nil
      startWork = nil
      heldCompletion = nil
      defer { cancelWork = nil }
      return cancelWork
    }
    handler?()
  }

  /// Ends the subscription's hold on its downstream and work; called with `lock` held.
  private func takeDownstream() -> Downstream? {
    let downstream = self.downstream
    self.downstream = nil
    cancelWork = nil
    startWork = nil
    return downstream
  }
}
