import CaseStudies
import ComposableArchitecture
import Testing

@Suite struct FavoritesTests {
  let mainQueue = DispatchQueue.test

  func makeStore(saving: @escaping (UUID, Bool) -> Effect<Bool, FavoritesClient.Failure>)
    -> TestStore<
      FavoritesState, FavoritesState, FavoritesAction, FavoritesAction, EpisodeEnvironment
    >
  {
    TestStore(
      initialState: FavoritesState(
        episodes: [
          EpisodeState(id: UUID(0), title: "Functions"),
          EpisodeState(id: UUID(1), title: "Parsers", isFavorite: true),
        ]
      ),
      reducer: favoritesReducer,
      environment: EpisodeEnvironment(
        favorites: FavoritesClient(save: saving),
        mainQueue: mainQueue.eraseToAnyScheduler()
      )
    )
  }

  @Test func favoritingShowsAtOnceAndIsSaved() {
    let store = makeStore { _, isFavorite in Effect(value: isFavorite) }
    store.send(.episode(id: UUID(0), action: .favoriteButtonTapped)) {
      $0.episodes[id: UUID(0)]?.isFavorite = true
    }
    mainQueue.advance()
    store.receive(.episode(id: UUID(0), action: .favoriteResponse(.success(true))))
    store.send(.episode(id: UUID(1), action: .favoriteButtonTapped)) {
      $0.episodes[id: UUID(1)]?.isFavorite = false
    }
    mainQueue.advance()
    store.receive(.episode(id: UUID(1), action: .favoriteResponse(.success(false))))
  }

  @Test func aFailedSavePutsTheHeartBackAndSaysWhy() {
    let store = makeStore { _, _ in Effect(error: FavoritesClient.Failure()) }
    store.send(.episode(id: UUID(0), action: .favoriteButtonTapped)) {
      $0.episodes[id: UUID(0)]?.isFavorite = true
    }
    mainQueue.advance()
    store.receive(
      .episode(id: UUID(0), action: .favoriteResponse(.failure(FavoritesClient.Failure())))
    ) {
      $0.episodes[id: UUID(0)]?.isFavorite = false
      $0.episodes[id: UUID(0)]?.alert = AlertState(
        title: TextState("Couldn't save"),
        message: TextState("“Functions” could not be saved as a favorite. Try again later."),
        dismissButton: .default(TextState("OK"), action: .send(.alertDismissed))
      )
    }
    store.send(.episode(id: UUID(0), action: .alertDismissed)) {
      $0.episodes[id: UUID(0)]?.alert = nil
    }
  }

  @Test func tappingAgainReplacesTheSaveInFlight() {
    let store = makeStore { _, isFavorite in Effect(value: isFavorite) }
    store.send(.episode(id: UUID(0), action: .favoriteButtonTapped)) {
      $0.episodes[id: UUID(0)]?.isFavorite = true
    }
    store.send(.episode(id: UUID(0), action: .favoriteButtonTapped)) {
      $0.episodes[id: UUID(0)]?.isFavorite = false
    }
    mainQueue.advance()
    store.receive(.episode(id: UUID(0), action: .favoriteResponse(.success(false))))
  }

  @Test func theLiveClientFailsForThePickedEpisodes() {
    let scheduler = DispatchQueue.test
    let client = FavoritesClient.live(
      failing: { $0 == UUID(1) }, scheduler: scheduler.eraseToAnyScheduler())
    var results: [Result<Bool, FavoritesClient.Failure>] = []
    let first = client.save(UUID(0), true).sink(
      receiveCompletion: { if case let .failure(error) = $0 { results.append(.failure(error)) } },
      receiveValue: { results.append(.success($0)) })
    let second = client.save(UUID(1), true).sink(
      receiveCompletion: { if case let .failure(error) = $0 { results.append(.failure(error)) } },
      receiveValue: { results.append(.success($0)) })
    scheduler.advance(by: .milliseconds(399))
    #expect(results.isEmpty)
    scheduler.advance(by: .milliseconds(1))
    #expect(results == [.success(true), .failure(FavoritesClient.Failure())])
    _ = (first, second)
  }
}
