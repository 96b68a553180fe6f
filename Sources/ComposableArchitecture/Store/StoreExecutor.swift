import ConcurrencyExtras
import Dispatch

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
/// of them and leaves the other cores idle. Each tab gets an executor of its own instead, a
/// serial dispatch queue over the shared worker pool, so tabs run in parallel while each
/// tab's stores still see one action at a time. The rule becomes "the serial executor that
/// created the store": the queue's worker threads change from job to job, so a store made here
/// recognizes its home by the queue, not by the thread.
///
/// Effect output that arrives elsewhere — a `DispatchQueue.main` scheduler, an async effect
/// resuming on the main actor — is handed to the executor rather than reported, in the order it
/// arrived. Sends from other threads are still reported: they are the misuse the rule is for.
///
/// As a `TaskExecutor`, it also runs the nonisolated async work a view starts (`.task`,
/// `.refreshable`) next to the stores that work sends to; as a `SerialExecutor`, it can be an
/// actor's executor, so an actor shares a queue with the stores it reads.
package final class StoreExecutor: SerialExecutor, TaskExecutor, @unchecked Sendable {
  /// The queue jobs run on. Serial; it targets a shared concurrent queue, so executors spread
  /// over every core.
  package let queue: DispatchQueue
  private let marker: Marker

  /// Creates an executor over a new serial queue named `label`.
  package init(label: String, qos: DispatchQoS = .userInitiated) {
    queue = DispatchQueue(label: label, qos: qos, target: .global(qos: qos.qosClass))
    marker = Marker()
    queue.setSpecific(key: Self.key, value: marker)
    // Set after the queue holds the marker: `current` only needs to read it from there.
    marker.executor = self
  }

  /// The executor whose queue runs the current code, if any.
  package static var current: StoreExecutor? {
    DispatchQueue.getSpecific(key: key)?.executor
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
    DispatchQueue.getSpecific(key: Self.key) === marker
  }

  /// Runs `work` on this executor later, after the work already handed to it.
  package func async(_ work: @escaping @Sendable () -> Void) {
    queue.async(execute: work)
  }

  /// Runs `work` on this executor, after the work already handed to it, and returns its result.
  package func run<Result: Sendable>(_ work: @escaping @Sendable () -> Result) async -> Result {
    await withCheckedContinuation { continuation in
      queue.async { continuation.resume(returning: work()) }
    }
  }

  /// Runs `work` on this executor: at once when the caller is already on it, otherwise after the
  /// work already handed to it — how a store's effect output gets home, in the order it came.
  package func deliver(_ work: @escaping () -> Void) {
    if isCurrent {
      work()
    } else {
      // Only ever run on this executor's queue, once, which is what the store needs.
      let work = UncheckedSendable(work)
      queue.async { work.value() }
    }
  }

  package func enqueue(_ job: consuming ExecutorJob) {
    let job = UnownedJob(job)
    queue.async {
      job.runSynchronously(
        isolatedTo: self.asUnownedSerialExecutor(), taskExecutor: self.asUnownedTaskExecutor())
    }
  }

  /// Lets an actor on this executor be assumed isolated from a plain block on its queue.
  package func checkIsolated() {
    dispatchPrecondition(condition: .onQueue(queue))
  }

  /// What the queue holds to say whose it is; weak, so the queue outliving the executor (work
  /// still queued) does not keep it alive.
  private final class Marker: @unchecked Sendable {
    weak var executor: StoreExecutor?
  }

  private static let key = DispatchSpecificKey<Marker>()
}
