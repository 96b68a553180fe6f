import Foundation

/// `Subscriber`, named so that types with a nested `Subscriber` (like ``Effect``) can still
/// refer to the protocol.
public typealias CombineSubscriber = Subscriber

/// A subscription driven by closures: it starts its work on the first demand, forwards what the
/// work sends, and runs a cancel handler at most once.
///
/// Effects are the only producers here and the store always asks for unlimited demand, so values
/// are forwarded without demand accounting. Thread-safe: effect work may send from any thread.
final class ForwardingSubscription<Downstream: Subscriber>: Subscription, @unchecked Sendable {
  private let lock = NSRecursiveLock()
  private var downstream: Downstream?
  private var startWork: ((ForwardingSubscription) -> Void)?
  private var cancelWork: (() -> Void)?
  private var isCancelled = false

  let combineIdentifier = CombineIdentifier()

  init(_ downstream: Downstream) {
    self.downstream = downstream
  }

  /// Sets the work to run on the first demand.
  func start(_ work: @escaping (ForwardingSubscription) -> Void) {
    lock.withLock { startWork = work }
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
    guard let downstream = lock.withLock({ downstream }) else { return }
    _ = downstream.receive(value)
  }

  func finish(_ completion: Subscribers.Completion<Downstream.Failure>) {
    let downstream: Downstream? = lock.withLock {
      defer {
        self.downstream = nil
        self.cancelWork = nil
        self.startWork = nil
      }
      return self.downstream
    }
    downstream?.receive(completion: completion)
  }

  func cancel() {
    let handler: (() -> Void)? = lock.withLock {
      isCancelled = true
      downstream = nil
      startWork = nil
      defer { cancelWork = nil }
      return cancelWork
    }
    handler?()
  }
}
