/// A description of how a state change should be animated.
///
/// SwiftUI does not exist on Linux, so this value stands in for its `Animation`: code such as
/// `viewStore.send(.toggle, animation: .default)` reads as it did in 2021, and a renderer can
/// read the curve and duration that travel with the write in a ``Transaction``.
///
/// ```swift
/// viewStore.send(.showDetails, animation: .easeInOut(duration: 0.3))
/// ```
public struct Animation: Hashable, Sendable, CustomStringConvertible {
  /// The timing curve of an animation.
  public enum Curve: String, Hashable, Sendable {
    case linear, easeIn, easeOut, easeInOut, spring
  }

  /// The timing curve.
  public var curve: Curve
  /// The duration in seconds.
  public var duration: Double
  /// The delay in seconds before the animation starts.
  public var delay: Double = 0
  /// The playback speed multiplier.
  public var speed: Double = 1

  public init(curve: Curve, duration: Double) {
    self.curve = curve
    self.duration = duration
  }

  /// The platform's default animation.
  public static let `default` = Animation(curve: .easeInOut, duration: 0.35)
  public static let linear = Animation.linear(duration: 0.35)
  public static let easeIn = Animation.easeIn(duration: 0.35)
  public static let easeOut = Animation.easeOut(duration: 0.35)
  public static let easeInOut = Animation.easeInOut(duration: 0.35)
  public static let spring = Animation.spring()

  public static func linear(duration: Double) -> Animation {
    Animation(curve: .linear, duration: duration)
  }
  public static func easeIn(duration: Double) -> Animation {
    Animation(curve: .easeIn, duration: duration)
  }
  public static func easeOut(duration: Double) -> Animation {
    Animation(curve: .easeOut, duration: duration)
  }
  public static func easeInOut(duration: Double) -> Animation {
    Animation(curve: .easeInOut, duration: duration)
  }
  public static func spring(response: Double = 0.55, dampingFraction: Double = 0.825) -> Animation {
    Animation(curve: .spring, duration: response)
  }

  /// Returns this animation started after `delay` seconds.
  public func delay(_ delay: Double) -> Animation {
    var animation = self
    animation.delay = delay
    return animation
  }

  /// Returns this animation played at `speed` times its normal rate.
  public func speed(_ speed: Double) -> Animation {
    var animation = self
    animation.speed = speed
    return animation
  }

  public var description: String {
    "\(curve.rawValue)(duration: \(duration))"
  }
}

/// The context of a state change: the animation it should be shown with, if any.
///
/// A ``Binding`` carries a transaction to whoever performs its writes, the same way
/// ``ViewStore/send(_:animation:)`` does.
public struct Transaction: Hashable, Sendable {
  /// The animation to show the change with, or `nil` for none.
  public var animation: Animation?
  /// Whether animations of child views should be turned off.
  public var disablesAnimations = false

  public init(animation: Animation? = nil) {
    self.animation = animation
  }
}

/// Runs `body`, marking the state changes it makes with `animation`.
///
/// The store records the animation with the actions sent inside `body`, so a renderer observing
/// the store can animate the resulting change.
@discardableResult
public func withAnimation<Result>(
  _ animation: Animation? = .default,
  _ body: () throws -> Result
) rethrows -> Result {
  try withTransaction(Transaction(animation: animation), body)
}

/// Runs `body` with `transaction` as the current transaction.
@discardableResult
public func withTransaction<Result>(
  _ transaction: Transaction,
  _ body: () throws -> Result
) rethrows -> Result {
  // Binding a task-local value allocates a record for it; most writes (every binding write
  // without an animation) set the transaction that is current already, so skip that.
  if transaction == Transaction.current {
    return try body()
  }
  return try Transaction.$current.withValue(transaction, operation: body)
}

extension Transaction {
  /// The transaction of the write in progress, set by ``withTransaction(_:_:)``.
  @TaskLocal static var current = Transaction()

  /// The transaction of the state change being observed right now.
  ///
  /// Read it in a view store observer to animate the change the way the write asked:
  ///
  /// ```swift
  /// viewStore.observe { state in
  ///   render(state, animation: Transaction.active.animation)
  /// }
  /// ```
  public static var active: Transaction { current }
}
