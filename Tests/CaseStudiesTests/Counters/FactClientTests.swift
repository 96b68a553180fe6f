import CaseStudies
import ComposableArchitecture
import Testing

@Suite struct FactClientTests {
  /// Runs an effect to completion on an immediate scheduler and returns what it produced.
  func run(_ effect: Effect<String, FactClient.Failure>) -> [Result<String, FactClient.Failure>] {
    var results: [Result<String, FactClient.Failure>] = []
    let cancellable = effect.sink(
      receiveCompletion: { completion in
        if case let .failure(error) = completion { results.append(.failure(error)) }
      },
      receiveValue: { results.append(.success($0)) }
    )
    _ = cancellable
    return results
  }

  @Test func liveClientWorksOfflineAndRotatesThroughTheFacts() throws {
    let client = FactClient.live(latency: 0, scheduler: .immediate)
    let facts = NumberFacts.facts(about: 12)
    var answers: [String] = []
    for _ in facts {
      answers += try run(client.fetch(12)).map { try $0.get() }
    }
    // Every fact, once each, whichever it started from.
    #expect(answers.count == facts.count)
    #expect(Set(answers) == Set(facts))
  }

  @Test func liveClientAnswersAfterItsLatency() {
    let scheduler = DispatchQueue.test
    let client = FactClient.live(
      latency: .milliseconds(300), scheduler: scheduler.eraseToAnyScheduler())
    var answers: [String] = []
    let cancellable = client.fetch(0).sink(
      receiveCompletion: { _ in }, receiveValue: { answers.append($0) })
    scheduler.advance(by: .milliseconds(299))
    #expect(answers.isEmpty)
    scheduler.advance(by: .milliseconds(1))
    #expect(answers == ["0 is the only integer that is neither positive nor negative."])
    _ = cancellable
  }

  @Test func testDoubles() {
    #expect(run(FactClient.mock.fetch(7)) == [.success("7 is a good number.")])
    #expect(run(FactClient.unavailable.fetch(7)) == [.failure(FactClient.Failure())])
    withKnownIssue {
      _ = run(FactClient.failing.fetch(7))
    } matching: { issue in
      issue.description.contains("FactClient.fetch")
    }
  }
}
