import ConcurrencyExtras
import Dispatch
import Foundation
import Synchronization

/// A serial executor other than the main actor that stores can live on: a store created on it
/// does all its work there, and its effects deliver there.
///
/// ```swift
/// let executor = StoreExecutor(label: "session-1")
/// let html = await executor.run {
///   let store = Store(initialState: CounterState(), reducer: counterReducer, environment: ())
///   store.send(.incrementButtonTapped)   // at home: no runtime warning
///   return render(store)
/// }
/// ```
///
/// ## Motivation
///
/// A store's rule is "one thread": the thread that created it. On a server that holds one root
/// store per browser tab, putting every store on the main actor makes one busy tab slow for all
/// of them and leaves the other cores idle. Each tab gets an executor of its own instead, so
/// tabs run in parallel while each tab's stores still see one action at a time. The rule becomes
/// "the serial executor that created the store": the threads that run its work can change from
/// job to job, so a store made here recognizes its home by the executor running, not by the
/// thread.
///
/// The work runs in turns on the shared worker pool, or wherever ``runWork(on:)`` moves it: a
/// live server runs a session where its connection's frames arrive (the connection's event
/// loop), so that a message, its work and its answer take no thread switch. Whatever runs
/// it, one job at a time runs, in the order they were handed over. What would hold the thread it
/// was moved to goes on in the pool instead: work that keeps coming (more than a few jobs in a
/// turn), work that takes long (a turn over ``turnBudget``, and the turns after it until one is
/// quick again), and the jobs of Swift tasks (a view's `.task`, an actor's methods), whose code
/// between two awaits may take any time.
///
/// Effect output that arrives elsewhere — a `DispatchQueue.main` scheduler, an async effect
/// resuming on the main actor — is handed to the executor rather than reported, in the order it
/// arrived. Sends from other threads are still reported: they are the misuse the rule is for.
///
/// As a `TaskExecutor`, it also runs the nonisolated async work a view starts (`.task`,
/// `.refreshable`) next to the stores that work sends to; as a `SerialExecutor`, it can be an
/// actor's executor, so an actor shares a turn with the stores it reads.
package final class StoreExecutor: SerialExecutor, TaskExecutor, @unchecked Sendable {
  /// Runs a turn of the executor's work somewhere: a thread of the shared pool, an event loop.
  ///
  /// It must run every turn it is given: a turn it drops (an event loop that shut down) leaves
  /// the executor waiting for it, and every job handed over later is lost.
  package typealias Runner = @Sendable (_ turn: @escaping @Sendable () -> Void) -> Void

  /// A job: it runs on a turn, once, which is what a non-`Sendable` closure (a store's work)
  /// needs.
  private struct Job: @unchecked Sendable {
    let run: () -> Void
    /// Whether the job only runs in the shared pool: a Swift task's, whose length nobody knows.
    let needsThePool: Bool
  }

  private struct Mailbox {
    var jobs: [Job] = []
    /// Whether a turn is scheduled or running: at most one is, which keeps the jobs serial.
    var isScheduled = false
    var runner: Runner
    /// Whether `runner` is the shared pool.
    var runsInThePool = true
    /// Whether the last turn took longer than ``StoreExecutor/turnBudget``: the next one runs in
    /// the pool whatever the runner, until a turn there is short again.
    var isHeavy = false
  }

  private let mailbox: Mutex<Mailbox>
  private let sharedPool: Runner

  /// Creates an executor whose work runs on the shared pool at `qos`; `label` names it in logs.
  package init(label: String, qos: DispatchQoS = .userInitiated) {
    let queue = DispatchQueue.global(qos: qos.qosClass)
    sharedPool = { turn in queue.async(execute: turn) }
    mailbox = Mutex(Mailbox(runner: sharedPool))
    self.label = label
  }

  /// The executor's name, for logs.
  package let label: String

  /// The executor whose work runs the current code, if any.
  package static var current: StoreExecutor? {
    CurrentExecutor.get()
  }

  /// What the host that owns this executor keeps with it: a web session's browser bridge, which
  /// code running here — a reducer, an effect starting — reaches without being handed it.
  package var context: (any Sendable)? {
    get { _context.withValue { $0 } }
    set { _context.withValue { $0 = newValue } }
  }
  private let _context = LockedValue<(any Sendable)?>(nil)

  /// Whether the current code runs on this executor.
  package var isCurrent: Bool {
    CurrentExecutor.get() === self
  }

  /// Runs the work handed over from now on with `runner`: the turn running now, or already
  /// scheduled, finishes where it is, so the work stays serial. A turn that leaves work behind
  /// hands it to the shared pool, not back to `runner`.
  package func runWork(on runner: @escaping Runner) {
    mailbox.withLock { mailbox in
      mailbox.runner = runner
      mailbox.runsInThePool = false
    }
  }

  /// Runs the work handed over from now on in the shared pool again.
  package func runWorkOnSharedPool() {
    mailbox.withLock { [sharedPool] mailbox in
      mailbox.runner = sharedPool
      mailbox.runsInThePool = true
    }
  }

  /// Runs `work` on this executor later, after the work already handed to it.
  package func async(_ work: @escaping @Sendable () -> Void) {
    enqueue(work)
  }

  /// Runs `work` on this executor after `delay`, after the work already handed to it by then.
  package func async(after delay: Duration, _ work: @escaping @Sendable () -> Void) {
    let (seconds, attoseconds) = delay.components
    // In seconds, which a dispatch deadline clamps: a delay of years means "never", not a trap.
    let interval = Double(seconds) + Double(attoseconds) * 1e-18
    DispatchQueue.global().asyncAfter(deadline: .now() + interval) {
      self.enqueue(work)
    }
  }

  /// Runs `work` on this executor, after the work already handed to it, and returns its result.
  package func run<Result: Sendable>(_ work: @escaping @Sendable () -> Result) async -> Result {
    await withCheckedContinuation { continuation in
      enqueue { continuation.resume(returning: work()) }
    }
  }

  /// Runs `work` on this executor: at once when the caller is already on it, otherwise after the
  /// work already handed to it — how a store's effect output gets home, in the order it came.
  package func deliver(_ work: @escaping () -> Void) {
    if isCurrent {
      work()
    } else {
      enqueue(work)
    }
  }

  package func enqueue(_ job: consuming ExecutorJob) {
    let job = UnownedJob(job)
    enqueue(needsThePool: true) {
      job.runSynchronously(
        isolatedTo: self.asUnownedSerialExecutor(), taskExecutor: self.asUnownedTaskExecutor())
    }
  }

  /// Lets an actor on this executor be assumed isolated from a plain job of it.
  package func checkIsolated() {
    precondition(isCurrent, "not on the executor \(label)")
  }

  /// Adds a job; schedules a turn if none is on.
  private func enqueue(needsThePool: Bool = false, _ job: @escaping () -> Void) {
    let start = mailbox.withLock { mailbox -> (Runner, inThePool: Bool)? in
      mailbox.jobs.append(Job(run: job, needsThePool: needsThePool))
      guard !mailbox.isScheduled else { return nil }
      mailbox.isScheduled = true
      if mailbox.isHeavy { return (sharedPool, true) }
      return (mailbox.runner, mailbox.runsInThePool)
    }
    if let (runner, inThePool) = start { runner { self.takeTurn(inThePool: inThePool) } }
  }

  /// Runs the jobs waiting, and those they add, up to ``jobsPerTurn``; what is left then goes
  /// on in a turn in the shared pool. A turn not in the pool also hands over to the pool at a
  /// Swift task's job, and once it has taken longer than ``turnBudget``.
  ///
  /// An executor that keeps finding work (a client flooding its session) must not keep the
  /// thread it was moved to: an event loop runs the tasks handed to it, and those they hand on,
  /// before it reads its connections again, so a turn that scheduled itself there would starve
  /// every other connection of the loop. In the pool, the busy executor takes turns with the
  /// rest of the pool's work; it comes back to its runner when it next finds nothing to do.
  ///
  /// Work that is slow (a reducer that computes for milliseconds) can't be told apart before it
  /// runs, so the first slow job holds its loop; the executor then counts as heavy, and its
  /// turns run in the pool until one there is short again.
  private func takeTurn(inThePool: Bool) {
    let outer = CurrentExecutor.get()
    CurrentExecutor.set(self)
    defer { CurrentExecutor.set(outer) }
    let start = ContinuousClock.now
    var batch: [Job] = []
    var ran = 0
    var isHeavy = false
    taking: while ran < Self.jobsPerTurn {
      mailbox.withLock { mailbox in
        swap(&mailbox.jobs, &batch)
      }
      guard !batch.isEmpty else { break }
      for index in batch.indices {
        if ran > 0, start.duration(to: .now) > Self.turnBudget {
          isHeavy = true
        }
        if ran == Self.jobsPerTurn || (!inThePool && (isHeavy || batch[index].needsThePool)) {
          // Back in front of what was handed over meanwhile, for the pool's turn.
          let rest = batch[index...]
          mailbox.withLock { $0.jobs.insert(contentsOf: rest, at: 0) }
          break taking
        }
        batch[index].run()
        ran += 1
      }
      // Kept for the next round's jobs: its capacity saves an allocation.
      batch.removeAll(keepingCapacity: true)
    }
    if !isHeavy { isHeavy = start.duration(to: .now) > Self.turnBudget }
    let goesOn = mailbox.withLock { mailbox -> Bool in
      mailbox.isHeavy = isHeavy
      guard !mailbox.jobs.isEmpty else {
        mailbox.isScheduled = false
        return false
      }
      return true
    }
    if goesOn { sharedPool { self.takeTurn(inThePool: true) } }
  }

  /// How many jobs a turn runs before it lets others go first.
  package static let jobsPerTurn = 8

  /// How long a turn may take before it lets others go first: a click's work on a page of a few
  /// controls takes well under this in a release build.
  package static let turnBudget = Duration.milliseconds(1)
}

/// The executor whose turn the current thread runs, kept per thread.
private enum CurrentExecutor {
  static func get() -> StoreExecutor? {
    guard let pointer = pthread_getspecific(key) else { return nil }
    return Unmanaged<StoreExecutor>.fromOpaque(pointer).takeUnretainedValue()
  }

  /// Sets the current executor; a turn holds it for as long as it is set.
  static func set(_ executor: StoreExecutor?) {
    pthread_setspecific(key, executor.map { Unmanaged.passUnretained($0).toOpaque() })
  }

  private static let key: pthread_key_t = {
    var key = pthread_key_t()
    let status = pthread_key_create(&key, nil)
    precondition(status == 0, "no thread-specific key for the store executors: \(status)")
    return key
  }()
}
