/// A rate limit: a bucket of tokens that refills at a steady rate, one token per message.
///
/// ```swift
/// var bucket = TokenBucket(ratePerSecond: 30, burst: 60, now: .now)
/// if bucket.take(now: .now) { handle(message) } else { refuse(message) }
/// ```
///
/// Bursts up to `burst` messages pass at once (typing fast); a sustained flood is held to the
/// rate.
struct TokenBucket {
  let ratePerSecond: Double
  let burst: Double
  private var tokens: Double
  private var last: ContinuousClock.Instant

  init(ratePerSecond: Double, burst: Int, now: ContinuousClock.Instant) {
    self.ratePerSecond = ratePerSecond
    self.burst = Double(burst)
    self.tokens = Double(burst)
    self.last = now
  }

  /// Takes a token if one is left, after refilling for the time since the last call.
  mutating func take(now: ContinuousClock.Instant) -> Bool {
    let seconds = last.duration(to: now).timeInterval
    if seconds > 0 {
      tokens = min(burst, tokens + seconds * ratePerSecond)
      last = now
    }
    guard tokens >= 1 else { return false }
    tokens -= 1
    return true
  }

  /// How long until the next token, counted from the last ``take(now:)``: zero if one is left.
  var timeUntilNextToken: Duration {
    tokens >= 1 ? .zero : .seconds((1 - tokens) / ratePerSecond)
  }
}
