import Foundation
import Synchronization
import WebTestSupport

/// A session that keeps clicking while an attack runs, to show the server stays responsive:
/// it clicks the counter page's "+" every 20 ms on a thread of its own and records how long
/// each answer took. A test compares its p99 during an attack with its own idle p99 taken just
/// before on the same socket, so the bound follows the machine's load of the moment.
///
/// ```swift
/// let trial = try await Canary(socket: canary).trial {
///   try await flood()
/// }
/// #expect(trial.isResponsive(), "\(trial)")
/// ```
struct Canary: Sendable {
  struct Report: CustomStringConvertible {
    var latencies: [Duration]
    var failure: String?

    var p99: Duration {
      let sorted = latencies.sorted()
      guard !sorted.isEmpty else { return .zero }
      return sorted[min(sorted.count - 1, Int(Double(sorted.count) * 0.99))]
    }

    var description: String {
      "canary: \(latencies.count) clicks, p99 \(milliseconds(p99)), "
        + "max \(milliseconds(latencies.max() ?? .zero))"
    }
  }

  /// The tab's socket, connected to a counter page whose "+" is `n6`.
  let socket: LoopbackClient
  var button = "n6"
  /// The last click's sequence number. Every click takes the next one, across trials: a session
  /// answers a number it has seen with an acknowledgment only, not with the click's work.
  private let lastSequence = Tally()

  /// The canary's latencies with nothing else going on: what an attack's are compared with, in
  /// the same test, on the same machine.
  func idle() async throws -> Report {
    try await measure { try await Task.sleep(for: .milliseconds(600)) }
  }

  /// The canary's idle latencies, then its latencies while `attack` runs: the pair an attack
  /// test compares, measured on the same socket in the same test.
  func trial(during attack: () async throws -> Void) async throws -> Trial {
    let idle = try await idle()
    let start = ContinuousClock.now
    let report = try await measure(during: attack)
    return Trial(idle: idle, attack: report, elapsed: ContinuousClock.now - start)
  }

  /// Trials of `attack` until one leaves the canary responsive, at most `tries` of them; returns
  /// them all, the responsive one last (if any).
  ///
  /// For an attack short enough that the canary clicks only a few times during it, so that its
  /// p99 is its slowest click: on a busy machine, a debug build's one click can wait for a core
  /// longer than the bound, now and then. A server the attack really slows down is slow in every
  /// trial.
  func trials(
    upTo tries: Int, factor: Double = 5, during attack: () async throws -> Void
  ) async throws -> [Trial] {
    var trials: [Trial] = []
    for _ in 1...tries {
      trials.append(try await trial(during: attack))
      if trials[trials.count - 1].isResponsive(factor: factor) { break }
    }
    return trials
  }

  func measure(during attack: () async throws -> Void) async throws -> Report {
    let state = Mutex<(stop: Bool, report: Report)>((false, Report(latencies: [])))
    let (finished, done) = AsyncStream<Void>.makeStream()
    let socket = self.socket
    let button = self.button
    let lastSequence = self.lastSequence
    Thread {
      while !state.withLock({ $0.stop }) {
        let sequence = lastSequence.increment()
        let start = ContinuousClock.now
        do {
          try socket.sendText(#"{"t":"click","id":"\#(button)","s":\#(sequence)}"#)
          while true {
            guard let frame = try socket.receiveText() else {
              throw LoopbackClient.Failure(description: "the canary's socket closed")
            }
            if frame.hasPrefix(#"{"t":"patch","ack":\#(sequence)"#) { break }
          }
          let latency = ContinuousClock.now - start
          state.withLock { $0.report.latencies.append(latency) }
        } catch {
          state.withLock { $0.report.failure = "\(error)" }
          break
        }
        Thread.sleep(forTimeInterval: 0.02)
      }
      done.finish()
    }.start()
    do {
      try await attack()
    } catch {
      state.withLock { $0.stop = true }
      for await _ in finished {}
      throw error
    }
    state.withLock { $0.stop = true }
    for await _ in finished {}
    return state.withLock { $0.report }
  }
}

/// The canary's latencies at rest and during an attack, and how long the attack took.
struct Trial: CustomStringConvertible {
  var idle: Canary.Report
  var attack: Canary.Report
  var elapsed: Duration

  /// Whether the canary stayed responsive during the attack, compared with its own idle p99.
  func isResponsive(factor: Double = 5) -> Bool {
    attack.isResponsive(comparedWith: idle, factor: factor)
  }

  var description: String {
    "\(attack); idle p99 \(milliseconds(idle.p99))"
  }
}

extension Canary.Report {
  /// Whether the canary stayed responsive during an attack: its p99 at most `factor` times its
  /// idle p99 (never counted below `floor`, a scheduler's tick on a loaded machine), and at
  /// most `ceiling`.
  ///
  /// The bounds are for a release build (`swift test -c release`). A debug build's server does
  /// the attack's work several times slower than its idle clicks, so its bounds are 3× looser:
  /// still far below the 100× a regression would show.
  func isResponsive(
    comparedWith idle: Canary.Report, factor: Double = 5, floor: Duration = .milliseconds(8),
    ceiling: Duration = .milliseconds(50)
  ) -> Bool {
    #if DEBUG
      let slack = 3.0
    #else
      let slack = 1.0
    #endif
    return failure == nil && !latencies.isEmpty
      && p99 <= max(idle.p99, floor) * (factor * slack) && p99 <= ceiling * slack
  }
}

/// A latency as the attack tests print it, to a tenth of a millisecond (`Scripts/attacks`
/// reads it back).
func milliseconds(_ duration: Duration) -> String {
  let (seconds, attoseconds) = duration.components
  let value = Double(seconds) * 1_000 + Double(attoseconds) / 1e15
  return "\((value * 10).rounded() / 10) ms"
}
