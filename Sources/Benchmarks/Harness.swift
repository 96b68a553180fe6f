import Foundation

// A small benchmark harness: warm-up and calibration, interleaved samples, medians.
//
// A *group* holds the cases that are compared with each other — a workload and its baseline, or
// the sizes of one workload. The harness samples the cases of a group round-robin (A, B, C, A,
// B, C, …) rather than one after the other, so that a burst of load from another process on this
// shared machine lands on all of them alike instead of skewing one case's median.

/// What a case is timed with.
enum Clock {
  /// The CPU time of the calling thread: what the work itself costs, not counting the time this
  /// process waits while other processes on the machine's two shared cores run. Right for the
  /// single-threaded workloads, which are most of them.
  case threadCPU
  /// Wall-clock time: for work that waits on other threads (async effects), whose cost the
  /// calling thread's CPU time would miss.
  case wall

  func now() -> UInt64 {
    var time = timespec()
    clock_gettime(self == .wall ? CLOCK_MONOTONIC : CLOCK_THREAD_CPUTIME_ID, &time)
    return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
  }
}

/// One thing to time: `run(n)` performs `n` operations on fixtures built beforehand.
struct Case {
  /// The row name, for example `scope-depth/20`.
  let name: String
  /// The name of the case in the same group this one is compared with (itself for a reference).
  let baseline: String
  /// How many operations one `run(1)` counts as, to report per-step figures for batched cases.
  let operationsPerRun: Int
  /// Whether this case is a workload row in the report (baselines only appear as a column).
  let isReported: Bool
  /// A note printed after the row, such as the comparison counts of the `observe` workload.
  let note: String?
  /// Extra figures for the JSON output.
  let extra: [(String, Int)]
  let clock: Clock
  /// Main-actor isolated, as the stores are used from the main thread like in an app, and the
  /// async effects deliver there.
  let run: @MainActor (Int) async -> Void

  init(
    _ name: String,
    baseline: String? = nil,
    operationsPerRun: Int = 1,
    isReported: Bool = true,
    note: String? = nil,
    extra: [(String, Int)] = [],
    clock: Clock = .threadCPU,
    run: @escaping @MainActor (Int) async -> Void
  ) {
    self.name = name
    self.baseline = baseline ?? name
    self.operationsPerRun = operationsPerRun
    self.isReported = isReported
    self.note = note
    self.extra = extra
    self.clock = clock
    self.run = run
  }
}

/// The measured result of one case.
struct Result {
  let name: String
  let nanoseconds: Double
  let baseline: String
  let baselineNanoseconds: Double
  let isReported: Bool
  let note: String?
  let extra: [(String, Int)]

  var ratio: Double { nanoseconds / baselineNanoseconds }
}

/// How long to sample and how often.
struct HarnessOptions {
  /// The time one sample of one case should take; `n` is calibrated to reach it.
  var sampleNanoseconds: UInt64 = 3_000_000
  /// Samples per case; the median is reported. Odd, so the median is a real sample.
  var samples = 41
}

/// Times `n` runs of a case in nanoseconds.
@MainActor
func time(_ n: Int, _ benchmark: Case) async -> UInt64 {
  let start = benchmark.clock.now()
  await benchmark.run(n)
  return benchmark.clock.now() - start
}

/// Finds how many operations fill one sample; the doubling runs double as the warm-up (caches,
/// lazily built metadata, first-call allocations of the code under test).
@MainActor
func calibrate(_ benchmark: Case, target: UInt64) async -> Int {
  // One operation first, untimed: work done once (a binding's key path learned, say) would
  // otherwise make a single operation look like a whole sample, and the samples tiny.
  _ = await time(1, benchmark)
  var n = 1
  while true {
    let elapsed = await time(n, benchmark)
    if elapsed >= target / 2 || n >= 1 << 30 {
      // Scale to the target from the last run, and run once more at that size as warm-up.
      let scaled = max(1, Int(Double(n) * Double(target) / Double(max(elapsed, 1))))
      _ = await time(scaled, benchmark)
      return scaled
    }
    n *= 2
  }
}

func median(_ values: [Double]) -> Double {
  let sorted = values.sorted()
  return sorted[sorted.count / 2]
}

/// Measures the cases of one group, interleaved, and returns one result per case.
@MainActor
func measure(_ cases: [Case], options: HarnessOptions) async -> [Result] {
  var counts: [Int] = []
  for benchmark in cases {
    counts.append(await calibrate(benchmark, target: options.sampleNanoseconds))
  }
  var samples = Array(repeating: [Double](), count: cases.count)
  for _ in 0..<options.samples {
    for (index, benchmark) in cases.enumerated() {
      let elapsed = await time(counts[index], benchmark)
      let operations = Double(counts[index] * benchmark.operationsPerRun)
      samples[index].append(Double(elapsed) / operations)
    }
  }
  let medians = Dictionary(
    uniqueKeysWithValues: zip(cases.map(\.name), samples.map(median))
  )
  return cases.map { benchmark in
    Result(
      name: benchmark.name,
      nanoseconds: medians[benchmark.name]!,
      baseline: benchmark.baseline,
      baselineNanoseconds: medians[benchmark.baseline]!,
      isReported: benchmark.isReported,
      note: benchmark.note,
      extra: benchmark.extra
    )
  }
}

// MARK: - Keeping the optimizer honest

/// Consumes a value so the optimizer cannot drop the computation that produced it.
@inline(never) @_optimize(none)
func blackHole<T>(_ value: T) {}

/// Returns its argument through a call the optimizer cannot see through, so constants used by a
/// baseline (the action it sends, say) are not folded into the loop.
@inline(never) @_optimize(none)
func opaque<T>(_ value: T) -> T { value }

/// The result of `body`, or the run stops naming the case and the error: a case that times an
/// error path instead of the work it names is worse than no case.
func succeeding<Result>(_ name: String, _ body: () throws -> Result) -> Result {
  do {
    return try body()
  } catch {
    FileHandle.standardError.write(Data("error: \(name) failed: \(error)\n".utf8))
    exit(1)
  }
}

/// Stops the run when a case's final state is not what its loop must have produced: a case that
/// measures the wrong work is worse than no case.
func check(_ condition: @autoclosure () -> Bool, _ name: String) {
  guard condition() else {
    FileHandle.standardError.write(Data("error: \(name) ended in the wrong state\n".utf8))
    exit(1)
  }
}
