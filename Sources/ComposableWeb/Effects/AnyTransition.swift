import Foundation

/// How a view comes in when it is inserted and goes out when it is removed, for
/// ``View/transition(_:)``.
///
/// ```swift
/// .transition(.opacity)
/// .transition(.move(edge: .trailing).combined(with: .opacity))
/// .transition(.asymmetric(insertion: .scale, removal: .opacity))
/// ```
///
/// Played in the browser with the Web Animations API, with the timing of the animation that
/// travels with the change; a change without one inserts and removes at once.
public struct AnyTransition: Hashable, Sendable {
  /// The effects of one direction, from the view's shown state to its hidden one.
  struct Effects: Hashable, Sendable {
    var opacity: Double?
    var scale: Double?
    var anchor = UnitPoint.center
    /// A distance in points, or a fraction of the view's own size when `isRelative`.
    var offset: (x: Double, y: Double)?
    var isRelative = false

    static func == (lhs: Effects, rhs: Effects) -> Bool {
      lhs.opacity == rhs.opacity && lhs.scale == rhs.scale && lhs.anchor == rhs.anchor
        && lhs.offset?.x == rhs.offset?.x && lhs.offset?.y == rhs.offset?.y
        && lhs.isRelative == rhs.isRelative
    }

    func hash(into hasher: inout Hasher) {
      hasher.combine(opacity)
      hasher.combine(scale)
      hasher.combine(offset?.x)
      hasher.combine(offset?.y)
    }

    func combined(with other: Effects) -> Effects {
      var result = self
      if let opacity = other.opacity { result.opacity = (result.opacity ?? 1) * opacity }
      if let scale = other.scale {
        result.scale = (result.scale ?? 1) * scale
        result.anchor = other.anchor
      }
      if let offset = other.offset {
        result.offset = offset
        result.isRelative = other.isRelative
      }
      return result
    }

    /// The hidden state as the client script reads it: `o:0;s:0.5@50,50;t:-100%,0`.
    var css: String {
      var parts: [String] = []
      if let opacity { parts.append("o:\(cssNumber(rounded3(opacity)))") }
      if let scale {
        parts.append(
          "s:\(cssNumber(rounded3(scale)))@\(cssNumber(rounded3(anchor.x * 100))),\(cssNumber(rounded3(anchor.y * 100)))"
        )
      }
      if let offset {
        let unit = isRelative ? "%" : "px"
        parts.append(
          "t:\(cssNumber(rounded3(offset.x)))\(unit),\(cssNumber(rounded3(offset.y)))\(unit)")
      }
      return parts.joined(separator: ";")
    }
  }

  let insertion: Effects
  let removal: Effects
  /// The transition's own timing, from ``animation(_:)``: it plays with it even when the change
  /// that inserts or removes the view has no animation.
  var animation: Animation?

  init(insertion: Effects, removal: Effects) {
    self.insertion = insertion
    self.removal = removal
  }

  init(_ effects: Effects) {
    self.init(insertion: effects, removal: effects)
  }

  /// Inserted and removed at once, without an effect.
  public static let identity = AnyTransition(Effects())
  /// Fades in and out.
  public static let opacity = AnyTransition(Effects(opacity: 0))
  /// Grows in from nothing and shrinks out to it.
  public static let scale = AnyTransition(Effects(scale: 0))
  /// Slides in from the leading edge and out to the trailing one.
  public static let slide = AnyTransition(
    insertion: Effects(offset: (-100, 0), isRelative: true),
    removal: Effects(offset: (100, 0), isRelative: true))

  /// Grows in from a scale and shrinks out to it, around an anchor.
  public static func scale(scale: CGFloat, anchor: UnitPoint = .center) -> AnyTransition {
    AnyTransition(Effects(scale: Double(scale), anchor: anchor))
  }

  /// Moves in from an edge and out to it, by the view's own size.
  public static func move(edge: Edge) -> AnyTransition {
    let offset: (Double, Double) =
      switch edge {
      case .top: (0, -100)
      case .bottom: (0, 100)
      case .leading: (-100, 0)
      case .trailing: (100, 0)
      }
    return AnyTransition(Effects(offset: offset, isRelative: true))
  }

  /// Moves in from an offset and out to it.
  public static func offset(_ offset: CGSize) -> AnyTransition {
    AnyTransition(Effects(offset: (Double(offset.width), Double(offset.height))))
  }

  /// Moves in from an offset and out to it.
  public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> AnyTransition {
    AnyTransition(Effects(offset: (Double(x), Double(y))))
  }

  /// One transition for insertion and another for removal.
  public static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition {
    var transition = AnyTransition(insertion: insertion.insertion, removal: removal.removal)
    transition.animation = insertion.animation ?? removal.animation
    return transition
  }

  /// This transition and another, together.
  public func combined(with other: AnyTransition) -> AnyTransition {
    var transition = AnyTransition(
      insertion: insertion.combined(with: other.insertion),
      removal: removal.combined(with: other.removal))
    transition.animation = animation ?? other.animation
    return transition
  }

  /// This transition, played with `animation`'s timing whether or not the change that inserts
  /// or removes the view has an animation.
  ///
  /// ```swift
  /// .transition(.opacity.animation(.easeInOut(duration: 0.2)))
  /// ```
  public func animation(_ animation: Animation?) -> AnyTransition {
    var transition = self
    transition.animation = animation
    return transition
  }

  /// The transition's own timing as the client script reads it, `300;0;ease-in-out`
  /// (milliseconds, delay in milliseconds, CSS easing).
  var timingAttribute: String? {
    animation.map { animation in
      let timing = animation.cssTiming
      return "\(timing.milliseconds);\(timing.delayMilliseconds);\(timing.function)"
    }
  }
}
