/// How much server time one session may spend on its work: a share of a core, with a burst.
///
/// ```swift
/// var budget = WorkBudget(limits: WorkBudget.Limits(), now: .now)
/// switch budget.spend(.milliseconds(3), now: .now) {
/// case .within: break                                    // carry on
/// case let .throttled(wait): try await Task.sleep(for: wait)  // slow the session down
/// case .exhausted: close(.policyViolation)                // over budget for too long
/// }
/// ```
///
/// ## Motivation
///
/// A message rate limit counts messages, not work: a click that re-renders a thousand rows
/// costs a hundred times a click that toggles one switch. Sessions are metered by the time their
/// work takes instead (handling messages and flushing what their effects changed). The budget
/// refills at ``Limits/share`` seconds per second up to ``Limits/burst``. A session that has
/// spent more is throttled: its next message waits until the budget is back to zero, so on
/// average it gets its share of a core and no more. A session that stays throttled for
/// ``Limits/closeAfter`` is closed: whatever it is doing, it is not a person using a page.
struct WorkBudget: Sendable {
  /// The limits a budget enforces.
  struct Limits: Sendable, Equatable {
    /// The fraction of one core a session may use on average.
    var share: Double = 0.5
    /// The work a session may do at once before its share applies.
    var burst: Duration = .seconds(2)
    /// How long a session may stay over its budget before it is closed.
    var closeAfter: Duration = .seconds(10)
  }

  /// Where a session stands after some work.
  enum Verdict: Sendable, Equatable {
    /// Within its budget.
    case within
    /// Over it: wait this long before the session's next message.
    case throttled(Duration)
    /// Over it for longer than ``Limits/closeAfter``: close the session.
    case exhausted
  }

  let limits: Limits
  private var balance: Duration
  private var refilledAt: ContinuousClock.Instant
  private var overSince: ContinuousClock.Instant?

  init(limits: Limits, now: ContinuousClock.Instant) {
    self.limits = limits
    self.balance = limits.burst
    self.refilledAt = now
  }

  /// Charges `work` to the budget and says where the session stands.
  mutating func spend(_ work: Duration, now: ContinuousClock.Instant) -> Verdict {
    let earned = refilledAt.duration(to: now) * limits.share
    refilledAt = now
    balance = min(limits.burst, balance + earned) - work
    guard balance < .zero else {
      overSince = nil
      return .within
    }
    let since = overSince ?? now
    overSince = since
    if since.duration(to: now) >= limits.closeAfter { return .exhausted }
    // The time it takes to earn the deficit back.
    return .throttled(balance * (-1 / max(limits.share, 0.001)))
  }
}
