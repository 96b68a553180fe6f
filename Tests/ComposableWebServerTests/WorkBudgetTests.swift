import Testing

@testable import ComposableWebServer

/// A session's work budget: a share of a core with a burst; over it, a session waits for the
/// deficit to be earned back, and one that stays over is closed.
@Suite struct WorkBudgetTests {
  let limits = WorkBudget.Limits(share: 0.5, burst: .milliseconds(100), closeAfter: .seconds(1))
  let start = ContinuousClock.now

  @Test func workWithinTheBurstIsFree() {
    var budget = WorkBudget(limits: limits, now: start)
    #expect(budget.spend(.milliseconds(60), now: start) == .within)
    #expect(budget.spend(.milliseconds(40), now: start) == .within)
  }

  @Test func aSessionOverItsBudgetWaitsForTheDeficitAtItsShare() {
    var budget = WorkBudget(limits: limits, now: start)
    // 30 ms over, earned back at half a second per second: 60 ms.
    #expect(budget.spend(.milliseconds(130), now: start) == .throttled(.milliseconds(60)))
    // After those 60 ms it is even; 10 ms more work puts it 20 ms of waiting behind.
    #expect(
      budget.spend(.milliseconds(10), now: start + .milliseconds(60))
        == .throttled(.milliseconds(20)))
  }

  @Test func theBudgetRefillsUpToTheBurstOnly() {
    var budget = WorkBudget(limits: limits, now: start)
    #expect(budget.spend(.milliseconds(100), now: start) == .within)
    // An hour idle earns back the burst, not an hour's share.
    let later = start + .seconds(3600)
    #expect(budget.spend(.milliseconds(100), now: later) == .within)
    #expect(budget.spend(.milliseconds(2), now: later) == .throttled(.milliseconds(4)))
  }

  @Test func aSessionThatStaysOverItsBudgetIsExhausted() {
    var budget = WorkBudget(limits: limits, now: start)
    var now = start
    var verdict = budget.spend(.milliseconds(150), now: now)
    // Always back for more just as the deficit is earned back, and always over again.
    while case let .throttled(wait) = verdict {
      now += wait
      verdict = budget.spend(.milliseconds(50), now: now)
    }
    #expect(verdict == .exhausted)
    #expect(start.duration(to: now) >= limits.closeAfter)
    #expect(start.duration(to: now) < limits.closeAfter + .milliseconds(200))
  }

  @Test func aSessionBackWithinItsBudgetStartsOver() {
    var budget = WorkBudget(limits: limits, now: start)
    _ = budget.spend(.milliseconds(150), now: start)
    // Idle long enough to be back in credit: the time over is forgotten.
    #expect(budget.spend(.milliseconds(10), now: start + .milliseconds(900)) == .within)
    #expect(
      budget.spend(.milliseconds(200), now: start + .milliseconds(1_500))
        == .throttled(.milliseconds(200)))
  }
}
