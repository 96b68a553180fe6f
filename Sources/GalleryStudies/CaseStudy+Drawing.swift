import ComposableWeb
import Foundation

extension CaseStudy {
  static let animations = CaseStudy(
    path: "/animations",
    title: "Animations",
    summary: """
      Drag a circle that springs back when let go, run it through a rainbow of animated colors, \
      and reset it after a confirmation.
      """
  )

  static let clockTimer = CaseStudy(
    path: "/timer",
    title: "Timer",
    summary: "A stopwatch on an analog clock face drawn with shapes and paths; start and stop it."
  )

  static let favorites = CaseStudy(
    path: "/favorites",
    title: "Favorites",
    summary:
      "Heart episodes at once while the save runs in the background; a failed save undoes it."
  )

  static let textStyles = CaseStudy(
    path: "/text-styles",
    title: "Text styles",
    summary:
      "Every text style of the system font, in the design you pick, with your own sample text."
  )

  static let downloads = CaseStudy(
    path: "/downloads",
    title: "Downloads",
    summary:
      "Files that download with their progress drawn as a ring; stop or remove them after asking."
  )

  /// The case studies of drawing, styling and gestures (SPEC §13 C).
  static let drawing: [CaseStudy] = [.animations, .clockTimer, .favorites, .downloads, .textStyles]

  /// Episodes of the favorites study; those whose title ends in ⚠︎ fail to save.
  static let favoriteEpisodes: [(UUID, String)] = [
    "Functions", "Side effects", "Algebraic data types", "Getters and key paths",
    "Protocol witnesses ⚠︎", "Composable architecture", "Parsers ⚠︎", "Concurrency",
  ].enumerated().map { index, title in
    (UUID(uuidString: String(format: "00000000-0000-0000-0000-%012d", index))!, title)
  }
}

extension CaseStudy {
  /// The view of one of the drawing case studies, over a store of its own.
  var drawingView: AnyView {
    switch path {
    case CaseStudy.animations.path:
      return AnyView(
        AnimationsView(
          store: Store(
            initialState: AnimationsState(),
            reducer: animationsReducer,
            environment: AnimationsEnvironment(mainQueue: .main)
          )
        )
      )
    case CaseStudy.clockTimer.path:
      return AnyView(
        ClockTimerView(
          store: Store(
            initialState: ClockTimerState(),
            reducer: clockTimerReducer,
            environment: ClockTimerEnvironment(mainQueue: .main)
          )
        )
      )
    case CaseStudy.favorites.path:
      let failing = Set(CaseStudy.favoriteEpisodes.filter { $0.1.hasSuffix("⚠︎") }.map(\.0))
      return AnyView(
        FavoritesView(
          store: Store(
            initialState: FavoritesState(
              episodes: IdentifiedArray(
                uniqueElements: CaseStudy.favoriteEpisodes.map {
                  EpisodeState(id: $0.0, title: $0.1)
                })
            ),
            reducer: favoritesReducer,
            environment: EpisodeEnvironment(
              favorites: .live(failing: { failing.contains($0) }, scheduler: .main),
              mainQueue: .main
            )
          )
        )
      )
    case CaseStudy.downloads.path:
      return AnyView(
        DownloadsView(
          store: Store(
            initialState: DownloadsState(
              files: IdentifiedArray(
                uniqueElements: [
                  "Episode 1: Functions", "Episode 2: Side effects", "Episode 3: UIKit styling",
                  "Episode 4: Algebraic data types",
                ]
                .enumerated().map { index, title in
                  DownloadState(
                    id: UUID(uuidString: String(format: "00000000-0000-0000-0001-%012d", index))!,
                    title: title
                  )
                })
            ),
            reducer: downloadsReducer,
            environment: DownloadEnvironment(client: .live(scheduler: .main), mainQueue: .main)
          )
        )
      )
    default:
      return AnyView(
        TextStylesView(
          store: Store(initialState: TextStylesState(), reducer: textStylesReducer, environment: ())
        )
      )
    }
  }
}
