import Foundation

/// The resident memory of this test process, and a turn at measuring its growth.
///
/// ```swift
/// let growth = try await ResidentMemory.measuringGrowth {
///   let before = try #require(ResidentMemory.bytes)
///   addRows()
///   return try #require(ResidentMemory.bytes) - before
/// }
/// ```
///
/// Every suite runs in one process, so a test that measures how much the process grows sees
/// what tests running beside it allocate as well. Most of them allocate little; the tests that
/// measure growth allocate on purpose, megabytes of pages, so they take turns.
public enum ResidentMemory {
  /// The process's resident size in bytes (Linux's `/proc/self/statm`), `nil` where it can't be
  /// read.
  public static var bytes: Int? {
    guard let statm = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8),
      let pages = statm.split(separator: " ").dropFirst().first.flatMap({ Int($0) })
    else { return nil }
    return pages * sysconf(Int32(_SC_PAGESIZE))
  }

  /// Runs `body` while no other test that measures the process's growth runs: each would count
  /// the other's pages as its own.
  public static func measuringGrowth<Result>(
    isolation: isolated (any Actor)? = #isolation,
    _ body: () async throws -> Result
  ) async throws -> Result {
    await turns.take()
    do {
      let result = try await body()
      await turns.give()
      return result
    } catch {
      await turns.give()
      throw error
    }
  }

  private static let turns = Turns()

  /// One turn at a time, in the order they were asked for.
  private actor Turns {
    private var isTaken = false
    private var waiting: [CheckedContinuation<Void, Never>] = []

    func take() async {
      guard isTaken else {
        isTaken = true
        return
      }
      await withCheckedContinuation { waiting.append($0) }
    }

    func give() {
      if waiting.isEmpty {
        isTaken = false
      } else {
        waiting.removeFirst().resume()
      }
    }
  }
}
