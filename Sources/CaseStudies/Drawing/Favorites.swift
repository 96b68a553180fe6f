import ComposableArchitecture

/// Saves whether an episode is a favorite.
///
/// The feature sees only this interface: tests swap in a client that succeeds or fails.
public struct FavoritesClient {
  /// Saves the episode's favorite flag and answers it back, or fails.
  public var save: (_ id: UUID, _ isFavorite: Bool) -> Effect<Bool, Failure>

  public init(save: @escaping (UUID, Bool) -> Effect<Bool, Failure>) {
    self.save = save
  }

  /// Why a favorite could not be saved.
  public struct Failure: Codable, Error, Equatable {
    public init() {}
  }

  /// A client that saves after a short delay, and fails for every episode `failing` picks,
  /// like a flaky server would.
  public static func live(
    failing: @escaping (UUID) -> Bool,
    scheduler: AnySchedulerOf<DispatchQueue>
  ) -> FavoritesClient {
    FavoritesClient { id, isFavorite in
      let result: Effect<Bool, Failure> =
        failing(id) ? Effect(error: Failure()) : Effect(value: isFavorite)
      return result.delay(for: .milliseconds(400), scheduler: scheduler).eraseToEffect()
    }
  }
}

/// An episode of a list of favorites.
public struct EpisodeState: Codable, Equatable, Identifiable {
  public let id: UUID
  public var title: String
  public var isFavorite: Bool
  public var alert: AlertState<EpisodeAction>?

  public init(
    id: UUID, title: String, isFavorite: Bool = false, alert: AlertState<EpisodeAction>? = nil
  ) {
    self.id = id
    self.title = title
    self.isFavorite = isFavorite
    self.alert = alert
  }
}

public enum EpisodeAction: Codable, Equatable {
  case alertDismissed
  case favoriteButtonTapped
  case favoriteResponse(Result<Bool, FavoritesClient.Failure>)
}

public struct EpisodeEnvironment {
  public var favorites: FavoritesClient
  public var mainQueue: AnySchedulerOf<DispatchQueue>

  public init(favorites: FavoritesClient, mainQueue: AnySchedulerOf<DispatchQueue>) {
    self.favorites = favorites
    self.mainQueue = mainQueue
  }
}

/// Identifies an episode's save, so tapping again replaces the one in flight.
private struct FavoriteSaveID: Hashable {
  let episode: UUID
}

/// Favoriting shows at once; a failed save puts the heart back and says why.
public let episodeReducer = Reducer<EpisodeState, EpisodeAction, EpisodeEnvironment> {
  state, action, environment in
  switch action {
  case .alertDismissed:
    state.alert = nil
    return .none

  case .favoriteButtonTapped:
    state.isFavorite.toggle()
    return environment.favorites.save(state.id, state.isFavorite)
      .receive(on: environment.mainQueue)
      .catchToEffect(EpisodeAction.favoriteResponse)
      .cancellable(id: FavoriteSaveID(episode: state.id), cancelInFlight: true)

  case let .favoriteResponse(.success(isFavorite)):
    state.isFavorite = isFavorite
    return .none

  case .favoriteResponse(.failure):
    state.isFavorite.toggle()
    state.alert = AlertState(
      title: TextState("Couldn't save"),
      message: TextState("“\(state.title)” could not be saved as a favorite. Try again later."),
      dismissButton: .default(TextState("OK"), action: .send(.alertDismissed))
    )
    return .none
  }
}

/// A list of episodes to favorite.
public struct FavoritesState: Codable, Equatable {
  public var episodes: IdentifiedArrayOf<EpisodeState>

  public init(episodes: IdentifiedArrayOf<EpisodeState>) {
    self.episodes = episodes
  }
}

@CasePathable
public enum FavoritesAction: Codable, Equatable {
  case episode(id: UUID, action: EpisodeAction)
}

public let favoritesReducer: Reducer<FavoritesState, FavoritesAction, EpisodeEnvironment> =
  episodeReducer.forEach(
    state: \.episodes,
    action: \.episode,
    environment: { $0 }
  )
