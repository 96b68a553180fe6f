import ComposableArchitecture

/// Fetches a fact about a number.
///
/// The feature only sees this interface, so tests and previews swap in ``mock``, ``unavailable``
/// or ``failing`` without touching the reducers.
public struct FactClient {
  /// A fact about the number, or a failure.
  public var fetch: (Int) -> Effect<String, Failure>

  public init(fetch: @escaping (Int) -> Effect<String, Failure>) {
    self.fetch = fetch
  }

  /// Why no fact came back.
  public struct Failure: Codable, Error, Equatable {
    public init() {}
  }
}

extension FactClient {
  /// The live client: facts worked out on this machine by ``NumberFacts``, so it works offline.
  ///
  /// Each number's facts are handed out in turn, starting at a random one, so asking again about
  /// the same number gives another fact. Answers arrive on `scheduler` after `latency`, like a
  /// server's would: the feature shows its loading state and must hop back to its main queue.
  ///
  /// `scheduler` (by default a background queue of the client's own) must be serial: the delay
  /// schedules the fact and the completion after it as two pieces of work, and a concurrent
  /// queue may run the completion first, which loses the fact.
  public static func live(
    latency: DispatchQueue.SchedulerTimeType.Stride = .milliseconds(300),
    scheduler: AnySchedulerOf<DispatchQueue>? = nil
  ) -> FactClient {
    let scheduler =
      scheduler
      ?? DispatchQueue(label: "FactClient.live", qos: .userInitiated).eraseToAnyScheduler()
    let rotation = Rotation()
    return FactClient { number in
      let facts = NumberFacts.facts(about: number)
      let index = rotation.next(for: number, count: facts.count)
      return Just(facts[index])
        .setFailureType(to: Failure.self)
        .delay(for: latency, scheduler: scheduler)
        .eraseToEffect()
    }
  }

  /// The live client with its default latency, answering on a background queue.
  public static var live: FactClient { .live() }

  /// Answers at once with "`n` is a good number.", for tests and previews.
  public static var mock: FactClient {
    FactClient { number in Effect(value: "\(number) is a good number.") }
  }

  /// Fails every request, to exercise the error paths.
  public static var unavailable: FactClient {
    FactClient { _ in Effect(error: Failure()) }
  }

  /// Fails the test if a request is ever made: for tests that must not fetch facts.
  public static var failing: FactClient {
    FactClient { _ in .failing("FactClient.fetch") }
  }
}

/// Which fact about each number the live client hands out next.
private final class Rotation: @unchecked Sendable {
  // A client may be shared by stores on different threads, so access is locked.
  private let lock = NSLock()
  private var nextIndex: [Int: Int] = [:]

  func next(for number: Int, count: Int) -> Int {
    lock.withLock {
      let index = nextIndex[number] ?? Int.random(in: 0..<count)
      nextIndex[number] = (index + 1) % count
      return index
    }
  }
}
