// Case paths, identified arrays and scoping spelled the way 2021 code spelled them: hand-built
// `CasePath(embed:extract:)`, `/Enum.case` for payload-free cases, the deprecated
// `IdentifiedArray(_:)` initializers, and test stores scoped to a child feature.
import ComposableArchitecture
import XCTest

struct PlaylistSong: Equatable, Identifiable {
  var id: String { self.title }
  var title: String
  var isFavorite = false
}

enum PlaylistSongAction: Equatable {
  case favoriteButtonTapped
}

let playlistSongReducer = Reducer<PlaylistSong, PlaylistSongAction, Void> { song, action, _ in
  switch action {
  case .favoriteButtonTapped:
    song.isFavorite.toggle()
    return .none
  }
}

struct PlaylistState: Equatable {
  var songs: IdentifiedArrayOf<PlaylistSong> = []
  var selection: PlaylistSong.ID?
}

enum PlaylistAction: Equatable {
  case clearSelection
  case select(PlaylistSong.ID?)
  case song(id: PlaylistSong.ID, action: PlaylistSongAction)
}

let playlistReducer = Reducer<PlaylistState, PlaylistAction, Void>.combine(
  playlistSongReducer.forEach(
    state: \.songs,
    action: CasePath(
      embed: { PlaylistAction.song(id: $0.0, action: $0.1) },
      extract: {
        guard case let .song(id, action) = $0 else { return nil }
        return (id, action)
      }
    ),
    environment: { _ in () }
  ),
  Reducer { state, action, _ in
    switch action {
    case .clearSelection:
      state.selection = nil
      return .none
    case let .select(id):
      state.selection = id
      return .none
    case .song:
      return .none
    }
  }
)

final class CasePathsAndCollectionsLegacyTests: XCTestCase {
  func testCasePathsOfTheEra() {
    let songCase: CasePath<PlaylistAction, (PlaylistSong.ID, PlaylistSongAction)> =
      /PlaylistAction.song(id:action:)
    let action = songCase.embed(("Blob", .favoriteButtonTapped))
    XCTAssertEqual(action, .song(id: "Blob", action: .favoriteButtonTapped))
    XCTAssertEqual(songCase.extract(from: action)?.0, "Blob")
    XCTAssertNil(songCase.extract(from: .clearSelection))

    let clear = /PlaylistAction.clearSelection
    XCTAssertNotNil(clear.extract(from: .clearSelection))
    XCTAssertNil(clear.extract(from: .select(nil)))

    XCTAssertEqual(extract(case: PlaylistAction.select, from: .select("Blob")), "Blob")

    let optional: CasePath<Int?, Int> = /Optional.some
    XCTAssertEqual(optional.extract(from: 3), 3)
  }

  func testIdentifiedArraysOfTheEra() {
    var songs = IdentifiedArray([PlaylistSong(title: "A"), PlaylistSong(title: "B")])
    XCTAssertEqual(songs.ids, ["A", "B"])
    songs.append(PlaylistSong(title: "C"))
    songs[id: "B"]?.isFavorite = true
    XCTAssertEqual(songs[id: "B"]?.isFavorite, true)
    XCTAssertEqual(songs.remove(id: "A")?.title, "A")
    songs.insert(PlaylistSong(title: "Z"), at: 0)
    songs.sort { $0.title < $1.title }
    XCTAssertEqual(songs.map(\.title), ["B", "C", "Z"])
    songs.removeAll { $0.isFavorite }
    XCTAssertEqual(songs.ids, ["C", "Z"])

    let byTitle = IdentifiedArray(
      [PlaylistSong(title: "X"), PlaylistSong(title: "Y")],
      id: \.title
    )
    XCTAssertEqual(byTitle.count, 2)

    let literal: IdentifiedArrayOf<PlaylistSong> = [PlaylistSong(title: "Q")]
    XCTAssertEqual(literal.first?.title, "Q")
    XCTAssertEqual(IdentifiedArrayOf<PlaylistSong>(uniqueElements: literal), literal)
  }

  func testForEachWithHandBuiltCasePathAndScopedTestStore() {
    let store = TestStore(
      initialState: PlaylistState(
        songs: [PlaylistSong(title: "Hey Jude"), PlaylistSong(title: "Yesterday")]
      ),
      reducer: playlistReducer,
      environment: ()
    )

    store.send(.song(id: "Yesterday", action: .favoriteButtonTapped)) {
      $0.songs[id: "Yesterday"]?.isFavorite = true
    }

    let selectionStore = store.scope(state: \.selection)
    selectionStore.send(.select("Hey Jude")) {
      $0 = "Hey Jude"
    }
    selectionStore.send(.clearSelection) {
      $0 = nil
    }
  }

  func testScopingStoresToRowsAndOptionalSelection() {
    let store = Store(
      initialState: PlaylistState(
        songs: [PlaylistSong(title: "Hey Jude"), PlaylistSong(title: "Yesterday")]
      ),
      reducer: playlistReducer,
      environment: ()
    )
    let viewStore = ViewStore(store)

    // What `ForEachStore` does for each row.
    let rowStores = viewStore.songs.ids.map { id in
      store.scope(
        state: { $0.songs[id: id]! },
        action: { PlaylistAction.song(id: id, action: $0) }
      )
    }
    ViewStore(rowStores[1]).send(.favoriteButtonTapped)
    XCTAssertEqual(viewStore.songs[id: "Yesterday"]?.isFavorite, true)

    // What `IfLetStore` does with an optional selection.
    var selectedTitles: [String] = []
    let cancellable =
      store
      .scope(
        state: { state in state.selection.flatMap { state.songs[id: $0] } },
        action: { PlaylistAction.song(id: viewStore.selection ?? "", action: $0) }
      )
      .ifLet(then: { selectedTitles.append(ViewStore($0).title) })
    viewStore.send(.select("Hey Jude"))
    viewStore.send(.clearSelection)
    viewStore.send(.select("Yesterday"))
    XCTAssertEqual(selectedTitles, ["Hey Jude", "Yesterday"])
    _ = cancellable
  }
}
