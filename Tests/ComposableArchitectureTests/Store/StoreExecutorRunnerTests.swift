import ComposableArchitecture
import ConcurrencyExtras
import Foundation
import Testing

/// Where a ``StoreExecutor``'s turns run: wherever it is moved (a live server's event loop),
/// one at a time and in order, except for work that would hold that thread — a busy executor,
/// a slow turn, a Swift task's job — which goes on in the shared pool.
@Suite struct StoreExecutorRunnerTests {
  /// A serial queue standing in for an event loop, which knows whether code runs on it.
  final class TestLoop: Sendable {
    let queue = DispatchQueue(label: "a loop")
    let turns = LockIsolated(0)
    private let key = DispatchSpecificKey<Bool>()

    init() {
      queue.setSpecific(key: key, value: true)
    }

    /// Whether the current code runs on the loop.
    var isCurrent: Bool { DispatchQueue.getSpecific(key: key) == true }

    /// Moves `executor`'s work here, counting the turns it is given.
    func take(_ executor: StoreExecutor) {
      executor.runWork { [self] turn in
        turns.withValue { $0 += 1 }
        queue.async(execute: turn)
      }
    }

    /// Whether `executor`'s next turn runs here, within a few tries: a turn the machine's other
    /// work preempted counts as slow and sends the next one to the pool.
    func isWhere(_ executor: StoreExecutor) async -> Bool {
      for _ in 0..<50 {
        if await executor.run({ self.isCurrent }) { return true }
      }
      return false
    }
  }

  /// How many of `flags` come first and are set, when the rest are all clear; `nil` otherwise.
  static func leadingRun(_ flags: [Bool]) -> Int? {
    let count = flags.prefix { $0 }.count
    return flags.dropFirst(count).contains(true) ? nil : count
  }

  @Test func workRunsWhereItIsMoved() async {
    let executor = StoreExecutor(label: "test")
    let loop = TestLoop()
    loop.take(executor)
    let onTheLoop = await executor.run {
      dispatchPrecondition(condition: .onQueue(loop.queue))
      return executor.isCurrent
    }
    #expect(onTheLoop)
    #expect(loop.turns.value == 1)
    executor.runWorkOnSharedPool()
    let offTheLoop = await executor.run { () -> Bool in
      dispatchPrecondition(condition: .notOnQueue(loop.queue))
      return executor.isCurrent
    }
    #expect(offTheLoop)
    #expect(loop.turns.value == 1)
  }

  @Test func jobsStaySerialAndInOrderWhileTheirRunnerChanges() async {
    let executor = StoreExecutor(label: "test")
    let order = LockIsolated<[Int]>([])
    let running = LockIsolated(0)
    let overlapped = LockIsolated(false)
    let loops = [TestLoop(), TestLoop()]
    for index in 0..<2_000 {
      if index % 100 == 0 {
        // A concurrent pool or a serial loop: either way a turn is the executor's only one.
        if index % 300 == 0 {
          executor.runWorkOnSharedPool()
        } else {
          loops[index / 100 % 2].take(executor)
        }
      }
      executor.async {
        running.withValue { running in
          if running != 0 { overlapped.setValue(true) }
          running += 1
        }
        order.withValue { $0.append(index) }
        running.withValue { $0 -= 1 }
      }
    }
    await executor.run {}
    #expect(order.value == Array(0..<2_000))
    #expect(!overlapped.value)
  }

  @Test func aBusyExecutorLetsGoOfTheThreadItWasMovedTo() async {
    let executor = StoreExecutor(label: "test")
    let loop = TestLoop()
    loop.take(executor)
    // Each job hands over the next, as a session does while its client keeps it busy.
    let ran = LockIsolated<[(index: Int, onTheLoop: Bool)]>([])
    await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
      @Sendable func job(_ index: Int) {
        ran.withValue { $0.append((index, loop.isCurrent)) }
        if index < 100 {
          executor.async { job(index + 1) }
        } else {
          done.resume()
        }
      }
      executor.async { job(0) }
    }
    #expect(ran.value.map(\.index) == Array(0...100))
    // A turn on the loop ends after a few jobs; the rest goes on in the shared pool, where
    // the loop's other work is not held up by it.
    let onTheLoop = Self.leadingRun(ran.value.map(\.onTheLoop))
    #expect(onTheLoop.map { (1...StoreExecutor.jobsPerTurn).contains($0) } == true)
    #expect(loop.turns.value == 1)
    // Idle again, it is back on the loop.
    #expect(await loop.isWhere(executor))
  }

  @Test func aBurstOfWorkLetsGoOfTheThreadItWasMovedTo() async {
    let executor = StoreExecutor(label: "test")
    let loop = TestLoop()
    // Held, so the burst is all there when the first turn starts: one round of 30 jobs.
    loop.queue.suspend()
    loop.take(executor)
    let onTheLoop = LockIsolated<[Bool]>([])
    for _ in 0..<30 {
      executor.async { onTheLoop.withValue { $0.append(loop.isCurrent) } }
    }
    loop.queue.resume()
    await executor.run {}
    #expect(onTheLoop.value.count == 30)
    let leading = Self.leadingRun(onTheLoop.value)
    #expect(leading.map { (1...StoreExecutor.jobsPerTurn).contains($0) } == true)
  }

  @Test func slowWorkGoesOnInThePoolUntilItIsQuickAgain() async {
    let executor = StoreExecutor(label: "test")
    let loop = TestLoop()
    loop.take(executor)
    @Sendable func spin() {
      let end = ContinuousClock.now + StoreExecutor.turnBudget * 3
      while ContinuousClock.now < end {}
    }
    // A slow job and a quick one, handed over together: the slow one holds the loop (nothing
    // can tell it is slow before it runs), the quick one goes on in the pool.
    loop.queue.suspend()
    let first = LockIsolated<[Bool]>([])
    executor.async {
      first.withValue { $0.append(loop.isCurrent) }
      spin()
    }
    executor.async { first.withValue { $0.append(loop.isCurrent) } }
    loop.queue.resume()
    await executor.run {}
    #expect(first.value == [true, false])
    #expect(await loop.isWhere(executor))
    // A slow turn alone on the loop: the executor counts as heavy, and its next turn runs in
    // the pool; being quick there brings it back.
    let slowOnTheLoop = await executor.run {
      spin()
      return loop.isCurrent
    }
    #expect(slowOnTheLoop)
    let next = await executor.run { loop.isCurrent }
    #expect(!next)
    #expect(await loop.isWhere(executor))
  }

  @Test func aTasksWorkRunsInThePoolNotWhereTheExecutorWasMoved() async {
    let executor = StoreExecutor(label: "test")
    let loop = TestLoop()
    loop.take(executor)
    // A view's `.task` prefers the session's executor: its code between two awaits may take any
    // time, which a loop's other connections would wait for.
    let (onTheLoop, isCurrent) = await Task(executorPreference: executor) {
      (loop.isCurrent, executor.isCurrent)
    }.value
    #expect(!onTheLoop)
    #expect(isCurrent)
    // A plain job still runs on the loop.
    #expect(await loop.isWhere(executor))
  }
}
