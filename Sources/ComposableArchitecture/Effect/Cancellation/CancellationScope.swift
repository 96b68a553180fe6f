import Foundation

/// The cancellation ids of one store and the effects in flight under each.
///
/// Every root store owns a scope and starts its effects inside it, so `cancel(id:)` in one store
/// never reaches another store's effects, even when both use the same id type. Effects started
/// outside any store share ``global``.
final class CancellationScope: @unchecked Sendable {
  private let lock = NSRecursiveLock()
  private var inFlight: [AnyHashable: [Int: () -> Void]] = [:]
  private var nextToken = 0
  /// What ``Effect/throttle(id:for:scheduler:latest:)`` remembers per id: the time of the last
  /// emission and the value waiting to be emitted.
  private var throttleState: [AnyHashable: (time: Any?, pending: Any?)] = [:]

  static let global = CancellationScope()

  /// The scope effects subscribed right now belong to.
  @TaskLocal static var current = CancellationScope.global

  /// Runs `body` with this scope current, so effects subscribed inside it register here.
  func withCurrent<R>(_ body: () throws -> R) rethrows -> R {
    try CancellationScope.$current.withValue(self, operation: body)
  }

  /// Registers an in-flight effect under `id`; returns the token that removes it.
  func insert(id: AnyHashable, cancel: @escaping () -> Void) -> Int {
    lock.withLock {
      nextToken += 1
      inFlight[id, default: [:]][nextToken] = cancel
      return nextToken
    }
  }

  /// Removes a finished or cancelled effect.
  func remove(id: AnyHashable, token: Int) {
    lock.withLock {
      inFlight[id]?[token] = nil
      if inFlight[id]?.isEmpty == true {
        inFlight[id] = nil
      }
    }
  }

  /// Whether the effects completing right now were cancelled by id: such an effect completes as
  /// if finished, and an action recorder tells the two apart with this.
  @TaskLocal static var isCancellingByID = false

  /// Cancels every effect in flight under `id`.
  func cancel(id: AnyHashable) {
    let cancels = lock.withLock { inFlight.removeValue(forKey: id) }
    guard let cancels else { return }
    CancellationScope.$isCancellingByID.withValue(true) {
      // Sorted by token so effects are torn down in the order they started.
      for (_, cancel) in cancels.sorted(by: { $0.key < $1.key }) {
        cancel()
      }
    }
  }

  /// Whether any effect is in flight under `id`.
  func isInFlight(id: AnyHashable) -> Bool {
    lock.withLock { inFlight[id] != nil }
  }

  func withThrottleState<R>(
    id: AnyHashable, _ body: (inout (time: Any?, pending: Any?)) -> R
  ) -> R {
    lock.withLock { body(&throttleState[id, default: (nil, nil)]) }
  }
}

extension Publisher {
  /// Subscribes to this publisher with `scope` current, however late the subscription happens.
  func inCancellationScope(_ scope: CancellationScope) -> AnyPublisher<Output, Failure> {
    ScopedSubscription(upstream: self, scope: scope).eraseToAnyPublisher()
  }
}

private struct ScopedSubscription<Upstream: Publisher>: Publisher {
  typealias Output = Upstream.Output
  typealias Failure = Upstream.Failure
  let upstream: Upstream
  let scope: CancellationScope

  func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
    scope.withCurrent { upstream.receive(subscriber: subscriber) }
  }
}
