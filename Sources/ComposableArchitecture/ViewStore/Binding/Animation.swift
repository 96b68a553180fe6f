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
    case linear, easeIn, easeOut, easeInOut, spring, timingCurve
  }

  /// The physical parameters of a spring animation.
  public struct Spring: Hashable, Sendable {
    /// The time in seconds the spring takes to complete one period of oscillation, undamped.
    public var response: Double
    /// How much the spring is damped: 0 oscillates forever, 1 and above do not overshoot.
    public var dampingFraction: Double
    /// How long, in seconds, a change of response or damping takes to blend in.
    public var blendDuration: Double
    /// The velocity the animated value starts with, in units of the whole change per second.
    public var initialVelocity: Double
  }

  /// The timing curve.
  public var curve: Curve
  /// The duration in seconds: for a spring, about the time it takes to settle.
  public var duration: Double
  /// The delay in seconds before the animation starts.
  public var delay: Double = 0
  /// The playback speed multiplier.
  public var speed: Double = 1
  /// How many times the animation plays, or `nil` to play once; see ``repeatsForever``.
  public var repeatCount: Int?
  /// Whether the animation plays again and again until the next change.
  public var repeatsForever = false
  /// Whether a repeating animation plays backwards every other time.
  public var autoreverses = true
  /// The spring's parameters, for a ``Curve/spring`` animation.
  public var spring: Spring?
  /// The cubic Bézier control points `(c0x, c0y, c1x, c1y)`, for a ``Curve/timingCurve``
  /// animation.
  public var controlPoints: [Double]?

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
  public static let interactiveSpring = Animation.interactiveSpring()

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

  /// An animation along a cubic Bézier curve from (0, 0) to (1, 1) with the given control
  /// points.
  ///
  /// ```swift
  /// .timingCurve(0.2, 0.8, 0.2, 1, duration: 0.4)
  /// ```
  public static func timingCurve(
    _ c0x: Double, _ c0y: Double, _ c1x: Double, _ c1y: Double, duration: Double = 0.35
  ) -> Animation {
    var animation = Animation(curve: .timingCurve, duration: duration)
    animation.controlPoints = [c0x, c0y, c1x, c1y]
    return animation
  }

  /// A spring described by how fast it responds and how much it is damped.
  ///
  /// ```swift
  /// viewStore.send(.cardDropped, animation: .spring(response: 0.4, dampingFraction: 0.6))
  /// ```
  public static func spring(
    response: Double = 0.55, dampingFraction: Double = 0.825, blendDuration: Double = 0
  ) -> Animation {
    springAnimation(
      Spring(
        response: response, dampingFraction: dampingFraction, blendDuration: blendDuration,
        initialVelocity: 0
      )
    )
  }

  /// A stiffer, quicker spring, for changes that follow the user's finger.
  public static func interactiveSpring(
    response: Double = 0.15, dampingFraction: Double = 0.86, blendDuration: Double = 0.25
  ) -> Animation {
    spring(response: response, dampingFraction: dampingFraction, blendDuration: blendDuration)
  }

  /// A spring described by its physical mass, stiffness and damping.
  ///
  /// ```swift
  /// .interpolatingSpring(stiffness: 170, damping: 15)
  /// ```
  public static func interpolatingSpring(
    mass: Double = 1, stiffness: Double, damping: Double, initialVelocity: Double = 0
  ) -> Animation {
    // The same spring in response and damping fraction: the undamped period 2π√(m/k), and the
    // damping over the critical damping 2√(km). Bad input (zero or negative mass or stiffness)
    // falls back to the default spring rather than dividing by zero.
    guard mass > 0, stiffness > 0 else { return .spring() }
    return springAnimation(
      Spring(
        response: 2 * .pi * (mass / stiffness).squareRoot(),
        dampingFraction: max(damping, 0) / (2 * (stiffness * mass).squareRoot()),
        blendDuration: 0,
        initialVelocity: initialVelocity
      )
    )
  }

  private static func springAnimation(_ spring: Spring) -> Animation {
    var animation = Animation(curve: .spring, duration: spring.settlingDuration)
    animation.spring = spring
    return animation
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

  /// Returns this animation played `repeatCount` times, every other time backwards when it
  /// `autoreverses`.
  public func repeatCount(_ repeatCount: Int, autoreverses: Bool = true) -> Animation {
    var animation = self
    animation.repeatCount = max(repeatCount, 0)
    animation.repeatsForever = false
    animation.autoreverses = autoreverses
    return animation
  }

  /// Returns this animation played again and again, every other time backwards when it
  /// `autoreverses`.
  ///
  /// ```swift
  /// withAnimation(.easeInOut(duration: 1).repeatForever()) { isPulsing = true }
  /// ```
  public func repeatForever(autoreverses: Bool = true) -> Animation {
    var animation = self
    animation.repeatCount = nil
    animation.repeatsForever = true
    animation.autoreverses = autoreverses
    return animation
  }

  public var description: String {
    var description = "\(curve.rawValue)(duration: \(duration))"
    if delay != 0 { description += ".delay(\(delay))" }
    if speed != 1 { description += ".speed(\(speed))" }
    if let repeatCount {
      description += ".repeatCount(\(repeatCount), autoreverses: \(autoreverses))"
    }
    if repeatsForever { description += ".repeatForever(autoreverses: \(autoreverses))" }
    return description
  }
}

extension Animation.Spring {
  /// About how long the spring takes to come within 1 % of its target: four time constants of
  /// its decay, kept between a tenth of a second and ten seconds so a renderer can play it.
  var settlingDuration: Double {
    let angularFrequency = 2 * .pi / max(response, 0.001)
    let damping = max(dampingFraction, 0.01)
    // Under-damped springs decay at ζω; over-damped ones are held back by their slower root.
    let decayRate =
      damping < 1
      ? damping * angularFrequency
      : angularFrequency * (damping - (damping * damping - 1).squareRoot())
    return min(max(4.6 / decayRate, 0.1), 10)
  }
}

/// The context of a state change: the animation it should be shown with, if any.
///
/// A ``Binding`` carries a transaction to whoever performs its writes, the same way
/// ``ViewStore/send(_:animation:)`` does.
public struct Transaction: Hashable, Sendable {
  /// The animation, boxed: every binding carries a transaction and every write copies it, and an
  /// animation held inline made that a copy of a dozen fields, an array's retain among them.
  @usableFromInline var animationBox: AnimationBox?
  /// Whether animations of child views should be turned off.
  public var disablesAnimations = false

  public init(animation: Animation? = nil) {
    self.animationBox = animation.map(AnimationBox.init)
  }

  /// The animation to show the change with, or `nil` for none.
  public var animation: Animation? {
    get { animationBox?.animation }
    set { animationBox = newValue.map(AnimationBox.init) }
  }

  /// Whether this is the transaction of a change made without asking for anything: no animation,
  /// animations not turned off.
  @usableFromInline var isPlain: Bool { animationBox == nil && !disablesAnimations }

  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.disablesAnimations == rhs.disablesAnimations
      && (lhs.animationBox === rhs.animationBox || lhs.animation == rhs.animation)
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(animation)
    hasher.combine(disablesAnimations)
  }
}

extension Transaction: CustomReflectable {
  public var customMirror: Mirror {
    Mirror(
      self,
      children: ["animation": animation as Any, "disablesAnimations": disablesAnimations],
      displayStyle: .struct
    )
  }
}

/// A ``Transaction``'s animation, shared by its copies.
@usableFromInline
final class AnimationBox: Sendable {
  let animation: Animation

  init(_ animation: Animation) {
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

/// Runs `body`, marking the state changes it makes with `animation`, for a body whose result is
/// dropped.
///
/// ```swift
/// Button("Shuffle") { withAnimation { viewStore.send(.shuffleButtonTapped) } }
/// ```
///
/// In 2021 `send` returned nothing; it now returns a discardable ``ViewStoreTask``, which the
/// generic form would take as its result and then fail to fit a button's `() -> Void` action.
public func withAnimation(
  _ animation: Animation? = .default,
  _ body: () throws -> Void
) rethrows {
  try withTransaction(Transaction(animation: animation), body)
}

/// Runs `body` with `transaction` as the current transaction.
@discardableResult
public func withTransaction<Result>(
  _ transaction: Transaction,
  _ body: () throws -> Result
) rethrows -> Result {
  // Binding a task-local value allocates a record for it; most writes (every binding write
  // without an animation) set the transaction that is current already, so skip that. Two plain
  // transactions are told equal here, inline: `==` would also answer at once (no box in either),
  // but through a call, 23 instructions more per binding write.
  let current = Transaction.current
  if transaction.isPlain && current.isPlain || transaction == current {
    return try body()
  }
  return try Transaction.$current.withValue(transaction, operation: body)
}

/// Runs a binding's write, `body`, with the binding's `transaction`.
///
/// A plain transaction, one that asks for nothing, leaves the current transaction in place: a
/// write through a plain binding inside `withAnimation { … }` is animated, as in SwiftUI, and
/// writes outside any (every keystroke in a form) skip reading the task-local current
/// transaction, which cost a third of a binding write.
@inlinable
func withBindingTransaction<Result>(_ transaction: Transaction, _ body: () -> Result) -> Result {
  guard transaction.isPlain else { return withTransaction(transaction, body) }
  return body()
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
