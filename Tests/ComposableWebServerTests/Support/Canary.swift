import Foundation
import Synchronization

/// A session that keeps clicking while an attack runs, to show the server stays responsive:
/// it clicks the counter page's "+" every 20 ms on a thread of its own and records how long
/// each answer took. Tests assert only that every click is answered, within a bound loose
/// enough for a loaded machine (a locked-out or starved server misses it by far); the
/// latencies themselves are reported, not asserted.
///
/// ```swift
/// let latencies = try await Canary(socket: canary).measure {
///   try await flood()
/// }
/// #expect(latencies.count > 10)
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
      let max = latencies.max() ?? .zero
      return
        "canary: \(latencies.count) clicks, p99 \(p99.formatted(.units(allowed: [.milliseconds]))), "
        + "max \(max.formatted(.units(allowed: [.milliseconds])))"
    }
  }

  /// The tab's socket, connected to a counter page whose "+" is `n6`.
  let socket: LoopbackClient
  var button = "n6"

  func measure(during attack: () async throws -> Void) async throws -> Report {
    let state = Mutex<(stop: Bool, report: Report)>((false, Report(latencies: [])))
    let (finished, done) = AsyncStream<Void>.makeStream()
    let socket = self.socket
    let button = self.button
    Thread {
      var sequence = 1_000
      while !state.withLock({ $0.stop }) {
        sequence += 1
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
