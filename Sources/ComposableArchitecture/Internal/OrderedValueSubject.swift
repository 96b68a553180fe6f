import Foundation

/// A subject that holds a current value and hands each new one to its subscribers in the order
/// they subscribed.
///
/// Behind ``ViewStore/publisher``: code with several `sink`s on one view store (UIKit-style
/// bindings of one state to several controls) depends on them running in the order they were
/// made, which OpenCombine's `CurrentValueSubject` does not promise once it has more than one
/// subscriber.
///
/// Like `CurrentValueSubject`, a new subscriber gets the current value as soon as it asks for
/// one, and a subscriber with no demand left keeps only the latest value for its next request.
@usableFromInline
final class OrderedValueSubject<Value>: Publisher, @unchecked Sendable {
  @usableFromInline typealias Output = Value
  @usableFromInline typealias Failure = Never

  private let lock = NSLock()
  private var _value: Value
  private var conduits: [Conduit] = []

  @usableFromInline
  init(_ value: Value) {
    self._value = value
  }

  var value: Value {
    lock.withLock { _value }
  }

  /// Makes `value` current and offers it to every subscriber, oldest first.
  @usableFromInline
  func send(_ value: Value) {
    let conduits = lock.withLock {
      _value = value
      return self.conduits
    }
    for conduit in conduits {
      conduit.offer(value)
    }
  }

  @usableFromInline
  func receive<S: Subscriber>(subscriber: S) where S.Input == Value, S.Failure == Never {
    let conduit = lock.withLock {
      let conduit = Conduit(subject: self, downstream: AnySubscriber(subscriber), value: _value)
      conduits.append(conduit)
      return conduit
    }
    subscriber.receive(subscription: conduit)
  }

  fileprivate func remove(_ conduit: Conduit) {
    lock.withLock { conduits.removeAll { $0 === conduit } }
  }

  /// One subscriber's subscription: its demand and the value it has yet to receive.
  fileprivate final class Conduit: Subscription, @unchecked Sendable {
    private let lock = NSLock()
    private weak var subject: OrderedValueSubject?
    private var downstream: AnySubscriber<Value, Never>?
    private var demand = Subscribers.Demand.none
    private var pending: Value?

    let combineIdentifier = CombineIdentifier()

    init(subject: OrderedValueSubject, downstream: AnySubscriber<Value, Never>, value: Value) {
      self.subject = subject
      self.downstream = downstream
      self.pending = value
    }

    func request(_ demand: Subscribers.Demand) {
      guard demand > .none else { return }
      let delivery: (AnySubscriber<Value, Never>, Value)? = lock.withLock {
        self.demand += demand
        guard let downstream, let pending else { return nil }
        self.pending = nil
        self.demand -= 1
        return (downstream, pending)
      }
      if let (downstream, value) = delivery {
        deliver(value, to: downstream)
      }
    }

    func offer(_ value: Value) {
      lock.lock()
      let receiver = demand > .none ? downstream : nil
      if receiver != nil {
        demand -= 1
      } else if downstream != nil {
        // No demand: keep only the latest value for the next request.
        pending = value
      }
      lock.unlock()
      if let receiver {
        deliver(value, to: receiver)
      }
    }

    private func deliver(_ value: Value, to downstream: AnySubscriber<Value, Never>) {
      let more = downstream.receive(value)
      guard more > .none else { return }
      lock.withLock { demand += more }
    }

    func cancel() {
      let subject: OrderedValueSubject? = lock.withLock {
        downstream = nil
        pending = nil
        return self.subject
      }
      subject?.remove(self)
    }
  }
}
