import ComposableWeb
import Testing
import WebTestSupport

/// View state and observations come and go with their views: nothing leaks when rows do.
@Suite struct ViewStateLifetimeTests {
  final class Subscriptions: @unchecked Sendable {
    var count = 0
  }

  struct Row: View {
    let id: Int
    @State var isStarred = false
    @ObservedObject var model: Observed

    var body: some View {
      Button(isStarred ? "★ \(id)" : "☆ \(id)") { isStarred.toggle() }
    }
  }

  /// An object that counts its live subscribers (in a counter it may share with others).
  final class Observed: ObservableObject {
    let subscriptions: Subscriptions
    init(subscriptions: Subscriptions = Subscriptions()) {
      self.subscriptions = subscriptions
    }
    var objectWillChange: AnyPublisher<Void, Never> {
      let subscriptions = self.subscriptions
      return
        subject
        .handleEvents(
          receiveSubscription: { _ in subscriptions.count += 1 },
          receiveCancel: { subscriptions.count -= 1 }
        )
        .eraseToAnyPublisher()
    }
    let subject = PassthroughSubject<Void, Never>()
  }

  @Test func tenThousandRowsComeAndGoWithoutLeaks() throws {
    // One model per row, as each row of a list holds its own view store.
    let subscriptions = Subscriptions()
    let models = (0..<10_000).map { _ in Observed(subscriptions: subscriptions) }
    let count = Box(0)
    let session = RenderSession {
      List {
        ForEach(0..<count.value, id: \.self) { Row(id: $0, model: models[$0]) }
      }
    }
    #expect(session.viewStateCount == 0)
    count.value = 10_000
    _ = session.refresh()
    #expect(session.viewStateCount == 10_000)
    #expect(subscriptions.count == 10_000)
    try session.dispatch(.click(id: #require(session.nodeID("button", label: "☆ 9999"))))
    #expect(session.nodeID("button", label: "★ 9999") != nil)
    count.value = 0
    _ = session.refresh()
    #expect(session.viewStateCount == 0)
    #expect(subscriptions.count == 0)
    #expect(session.nodeCount == 2)
  }

  @Test func aParentRerenderKeepsOneObservationPerView() throws {
    let model = Observed()
    let session = RenderSession {
      VStack { Row(id: 1, model: model) }
    }
    for _ in 0..<5 { _ = session.refresh() }
    #expect(model.subscriptions.count == 1)
    model.subject.send()
    #expect(session.flush().isEmpty)
    #expect(session.lastFlushStatistics.boundariesRendered == 1)
  }
}
