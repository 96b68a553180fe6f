import ComposableArchitecture
import Testing

/// `URLSession.dataTaskPublisher(for:)` is reachable through `import ComposableArchitecture`
/// alone, as 2021 API clients wrote it.
@Suite struct URLSessionEffectTests {
  struct Fact: Equatable, Error {
    var message: String
  }

  /// A 2021-style client endpoint: a data task mapped to the feature's value.
  func fetch(_ url: URL) -> Effect<String, Fact> {
    URLSession.shared.dataTaskPublisher(for: url)
      .map { data, _ in String(decoding: data, as: UTF8.self) }
      .mapError { Fact(message: $0.localizedDescription) }
      .eraseToEffect()
  }

  @Test func aDataTaskPublisherRunsAndReportsItsFailure() async {
    // Port 1 on loopback: nothing listens, so the task fails at once, without a network.
    let url = URL(string: "http://127.0.0.1:1/fact")!
    let result: Result<[String], Fact> = await withCheckedContinuation { continuation in
      var received: [String] = []
      var cancellable: AnyCancellable?
      cancellable = fetch(url).sink(
        receiveCompletion: { completion in
          switch completion {
          case .finished: continuation.resume(returning: .success(received))
          case let .failure(error): continuation.resume(returning: .failure(error))
          }
          _ = cancellable
        },
        receiveValue: { received.append($0) }
      )
    }
    guard case let .failure(error) = result else {
      Issue.record("expected the data task to fail, got \(result)")
      return
    }
    #expect(!error.message.isEmpty)
  }
}
