import Foundation

/// The cancellation ids of one store and the effects in flight under each.
///
/// Every root store owns a scope and starts its effects inside it, so `cancel(id:)` in one store
/// never reaches another store's effects, even when both use the same id type. Effects started
/// outside any store share ``global``.
@usableFromInline
final class CancellationScope: @unchecked Sendable {
  private let lock = NSRecursiveLock()
  /// The effects under each id, in the order they started: tokens only grow.
  private var inFlight: [CancellationID: InFlightEffects] = [:]
  private var nextToken = 0
  /// What ``Effect/throttle(id:for:scheduler:latest:)`` remembers per id: the time of the last
  /// emission and the value waiting to be emitted.
  private var throttleState: [CancellationID: (time: Any?, pending: Any?)] = [:]

  static let global = CancellationScope()

  /// The scope effects subscribed right now belong to.
  @TaskLocal static var current = CancellationScope.global

  /// Runs `body` with this scope current, so effects subscribed inside it register here.
  func withCurrent<R>(_ body: () throws -> R) rethrows -> R {
    try CancellationScope.$current.withValue(self, operation: body)
  }

  /// Registers an effect a store started under `id`; returns the token that removes it.
  func insert(id: CancellationID, _ effect: EffectLifetime) -> Int {
    insert(id: id, .effect(effect))
  }

  /// Registers an in-flight effect under `id`, cancelled by `cancel`; returns the token that
  /// removes it.
  func insert(id: CancellationID, cancel: @escaping () -> Void) -> Int {
    insert(id: id, .closure(cancel))
  }

  private func insert(id: CancellationID, _ cancel: InFlightEffect.Cancel) -> Int {
    lock.withLock {
      nextToken += 1
      inFlight[id, default: .many([])].append(InFlightEffect(token: nextToken, cancel: cancel))
      return nextToken
    }
  }

  /// Removes a finished or cancelled effect.
  func remove(id: CancellationID, token: Int) {
    lock.withLock {
      guard let index = inFlight.index(forKey: id) else { return }
      if inFlight.values[index].remove(token: token) {
        inFlight.remove(at: index)
      }
    }
  }

  /// Whether the effects completing right now were cancelled by id: such an effect completes as
  /// if finished, and an action recorder tells the two apart with this.
  @TaskLocal static var isCancellingByID = false

  /// Cancels every effect in flight under `id`.
  @usableFromInline
  func cancel(id: CancellationID) {
    let effects = lock.withLock { inFlight.removeValue(forKey: id) }
    guard let effects else { return }
    switch effects {
    case let .one(effect):
      effect.cancelByID()
    case let .many(effects):
      for effect in effects { effect.cancelByID() }
    }
  }

  /// Whether any effect is in flight under `id`.
  func isInFlight(id: CancellationID) -> Bool {
    lock.withLock { inFlight[id] != nil }
  }

  func withThrottleState<R>(
    id: CancellationID, _ body: (inout (time: Any?, pending: Any?)) -> R
  ) -> R {
    lock.withLock { body(&throttleState[id, default: (nil, nil)]) }
  }
}

/// An effect in flight under an id, with the token that removes it.
private struct InFlightEffect {
  /// How to cancel it. Not `any Cancellable`, so the scope's arrays copy a class reference or a
  /// closure rather than going through value witnesses.
  enum Cancel {
    case effect(EffectLifetime)
    case closure(() -> Void)
  }

  let token: Int
  let cancel: Cancel

  func cancelByID() {
    switch cancel {
    case let .effect(effect): effect.cancelByID()
    case let .closure(cancel): cancel()
    }
  }
}

/// The effects in flight under one id, in the order they started. Most ids have one effect at a
/// time, which is kept without an array.
private enum InFlightEffects {
  case one(InFlightEffect)
  case many([InFlightEffect])

  mutating func append(_ effect: InFlightEffect) {
    switch self {
    case let .one(first):
      self = .many([first, effect])
    case var .many(effects):
      guard !effects.isEmpty else {
        self = .one(effect)
        return
      }
      // Released from `self` first, so the append doesn't copy the array.
      self = .many([])
      effects.append(effect)
      self = .many(effects)
    }
  }

  /// Removes the effect with `token`; returns whether none are left.
  mutating func remove(token: Int) -> Bool {
    switch self {
    case let .one(effect):
      return effect.token == token
    case var .many(effects):
      self = .many([])
      effects.removeAll { $0.token == token }
      self = .many(effects)
      return effects.isEmpty
    }
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
