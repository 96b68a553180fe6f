import Foundation

extension Animation {
  /// The animation as a CSS transition's timing: duration and delay in milliseconds (speed
  /// folded in) and a timing function; springs become a `linear()` curve sampled from a damped
  /// spring, overshoot included.
  ///
  /// ```swift
  /// Animation.easeOut(duration: 0.2).cssTiming  // (200, "ease-out", 0)
  /// ```
  var cssTiming: (milliseconds: Int, function: String, delayMilliseconds: Int) {
    // A CSS transition plays once per change: there is nothing to repeat.
    if repeatsForever || (repeatCount ?? 1) > 1 {
      SurfaceWarnings.report(
        "Animation.repeatForever(autoreverses:) and .repeatCount(_:autoreverses:) play once.")
    }
    let speed = max(self.speed, 0.01)
    let delay = Int((self.delay / speed * 1000).rounded())
    switch curve {
    case .linear: return (milliseconds(duration / speed), "linear", delay)
    case .easeIn: return (milliseconds(duration / speed), "ease-in", delay)
    case .easeOut: return (milliseconds(duration / speed), "ease-out", delay)
    case .easeInOut: return (milliseconds(duration / speed), "ease-in-out", delay)
    case .spring:
      let spring = SpringCurve(
        response: max(self.spring?.response ?? duration, 0.05),
        dampingFraction: self.spring?.dampingFraction ?? 0.825
      )
      return (milliseconds(spring.settlingTime / speed), spring.cssLinear, delay)
    case .timingCurve:
      let points = (controlPoints ?? [0.42, 0, 0.58, 1]).map { String($0) }.joined(separator: ",")
      return (milliseconds(duration / speed), "cubic-bezier(\(points))", delay)
    }
  }

  private func milliseconds(_ seconds: Double) -> Int {
    Int((seconds * 1000).rounded())
  }
}

/// A damped spring from 0 to 1, as SwiftUI's springs move: a `response` (the period of the
/// undamped spring) and a damping fraction.
struct SpringCurve {
  let response: Double
  let dampingFraction: Double

  private var angularFrequency: Double { 2 * .pi / response }

  /// How long until the spring is within a thousandth of its target.
  var settlingTime: Double {
    let decay = max(dampingFraction, 0.05) * angularFrequency
    return -log(0.001) / decay
  }

  /// The position at `time` seconds.
  func value(at time: Double) -> Double {
    let omega = angularFrequency
    let zeta = min(max(dampingFraction, 0.05), 1)
    if zeta >= 1 {
      return 1 - (1 + omega * time) * exp(-omega * time)
    }
    let damped = omega * (1 - zeta * zeta).squareRoot()
    let envelope = exp(-zeta * omega * time)
    return 1 - envelope * (cos(damped * time) + zeta * omega / damped * sin(damped * time))
  }

  /// The curve as a CSS `linear()` easing function over its settling time.
  var cssLinear: String {
    let samples = 24
    let total = settlingTime
    let points = (0...samples).map { index -> String in
      let progress = Double(index) / Double(samples)
      let value = index == samples ? 1 : value(at: progress * total)
      return cssNumber(rounded3(value))
    }
    return "linear(\(points.joined(separator: ",")))"
  }
}
