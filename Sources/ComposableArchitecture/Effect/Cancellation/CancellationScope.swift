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

  /// Cancels the effects in flight under `id` as a cancellable effect starts, sparing those
  /// that are starting it.
  ///
  /// `Effect.timer(id: TimerID(), …).cancellable(id: TimerID())` — the same id inside and out —
  /// starts the outer effect first, which registers its id, and then the timer, which cancels
  /// that id in flight: without the spare, the timer would cancel the effect it runs in.
  @usableFromInline
  func cancelInFlight(id: CancellationID) {
    guard let starting = CancellationScope.starting, starting.scope === self else {
      return cancel(id: id)
    }
    let effects: [InFlightEffect] = lock.withLock {
      guard let index = inFlight.index(forKey: id) else { return [] }
      let cancelled = inFlight.values[index].removeAll { !starting.contains($0.token) }
      if inFlight.values[index].isEmpty { inFlight.remove(at: index) }
      return cancelled
    }
    for effect in effects { effect.cancelByID() }
  }

  /// The cancellable effects whose upstream is being started on this task, innermost first.
  @TaskLocal static var starting: EffectBeingStarted?

  /// Runs `body`, which starts the upstream of the effect registered with `token`, so that the
  /// effects it starts don't cancel that one in flight.
  func starting<R>(token: Int, _ body: () throws -> R) rethrows -> R {
    let enclosing = CancellationScope.starting
    let starting = EffectBeingStarted(
      scope: self, token: token, enclosing: enclosing?.scope === self ? enclosing : nil)
    return try CancellationScope.$starting.withValue(starting, operation: body)
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

/// A cancellable effect whose upstream is being started, and the ones starting it.
final class EffectBeingStarted: Sendable {
  let scope: CancellationScope
  let token: Int
  let enclosing: EffectBeingStarted?

  init(scope: CancellationScope, token: Int, enclosing: EffectBeingStarted?) {
    self.scope = scope
    self.token = token
    self.enclosing = enclosing
  }

  func contains(_ token: Int) -> Bool {
    var effect: EffectBeingStarted? = self
    while let current = effect {
      if current.token == token { return true }
      effect = current.enclosing
    }
    return false
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

  var isEmpty: Bool {
    switch self {
    case .one: return false
    case let .many(effects): return effects.isEmpty
    }
  }

  /// Removes the effects `shouldRemove` picks, and returns them.
  mutating func removeAll(where shouldRemove: (InFlightEffect) -> Bool) -> [InFlightEffect] {
    switch self {
    case let .one(effect):
      guard shouldRemove(effect) else { return [] }
      self = .many([])
      return [effect]
    case var .many(effects):
      self = .many([])
      let removed = effects.filter(shouldRemove)
      effects.removeAll(where: shouldRemove)
      self = .many(effects)
      return removed
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
