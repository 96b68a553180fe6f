import ComposableWebTesting
import Foundation
import XCTest

// Episodes to favorite as a 2021 app laid them out: a form whose rows come straight from a
// ForEachStore (no List, no onDelete), each a title and a heart at the trailing edge.

struct EpisodeState: Equatable, Identifiable {
  let id: Int
  var title: String
  var isFavorite = false
}

enum EpisodeAction: Equatable {
  case favoriteButtonTapped
}

let episodeReducer = Reducer<EpisodeState, EpisodeAction, Void> { state, action, _ in
  switch action {
  case .favoriteButtonTapped:
    state.isFavorite.toggle()
    return .none
  }
}

struct EpisodesState: Equatable {
  var episodes: IdentifiedArrayOf<EpisodeState>
}

enum EpisodesAction: Equatable {
  case episode(id: EpisodeState.ID, action: EpisodeAction)
}

let episodesReducer: Reducer<EpisodesState, EpisodesAction, Void> = episodeReducer.forEach(
  state: \.episodes,
  action: /EpisodesAction.episode(id:action:),
  environment: { _ in () }
)

struct EpisodeView: View {
  let store: Store<EpisodeState, EpisodeAction>

  var body: some View {
    WithViewStore(self.store) { viewStore in
      HStack(alignment: .firstTextBaseline) {
        Text(viewStore.title)
        Spacer()
        Button(action: { viewStore.send(.favoriteButtonTapped) }) {
          Image(systemName: viewStore.isFavorite ? "heart.fill" : "heart")
        }
      }
    }
  }
}

struct EpisodesView: View {
  let store: Store<EpisodesState, EpisodesAction>

  var body: some View {
    NavigationView {
      Form {
        ForEachStore(
          self.store.scope(state: \.episodes, action: EpisodesAction.episode(id:action:))
        ) {
          rowStore in
          EpisodeView(store: rowStore)
        }
      }
      .navigationTitle("Favoriting")
    }
  }
}

final class FavoritingSnapshotTests: XCTestCase {
  let store = Store(
    initialState: EpisodesState(
      episodes: [
        EpisodeState(id: 1, title: "Functions"),
        EpisodeState(id: 2, title: "Side Effects", isFavorite: true),
        EpisodeState(id: 3, title: "Algebraic Data Types"),
      ]
    ),
    reducer: episodesReducer,
    environment: ()
  )

  func testMarkup() {
    assertSnapshot(matching: EpisodesView(store: store), as: .html)
  }

  func testOnAPhone() throws {
    try XCTSkipUnless(ImageSnapshots.isAvailable, "no Chromium to take image snapshots with")
    assertSnapshot(
      matching: EpisodesView(store: store), as: .image(layout: .device(config: .iPhoneXsMax)))
  }
}
