import ComposableWeb

/// Episodes to favorite with a heart; a save that fails puts the heart back and says so.
struct FavoritesView: View {
  let store: Store<FavoritesState, FavoritesAction>

  var body: some View {
    VStack(alignment: .leading, spacing: 12) {
      Text(
        "Hearts fill at once; the save happens in the background. Episodes marked ⚠︎ fail to save, and their heart goes back."
      )
      .font(.callout)
      .foregroundColor(.secondary)
      List {
        ForEachStore(store.scope(state: \.episodes, action: FavoritesAction.episode(id:action:))) {
          EpisodeRowView(store: $0)
        }
      }
    }
    .navigationTitle("Favorites")
  }
}

/// One episode: its title and a heart to tap.
struct EpisodeRowView: View {
  let store: Store<EpisodeState, EpisodeAction>

  var body: some View {
    WithViewStore(store) { viewStore in
      HStack {
        Text(viewStore.title)
        Spacer()
        Button(action: { viewStore.send(.favoriteButtonTapped) }) {
          Image(systemName: viewStore.isFavorite ? "heart.fill" : "heart")
            .font(.title3)
        }
        .buttonStyle(.plain)
        .foregroundColor(viewStore.isFavorite ? .red : .secondary)
        .accessibilityLabel(
          viewStore.isFavorite ? "Unfavorite \(viewStore.title)" : "Favorite \(viewStore.title)")
      }
      .alert(store.scope(state: \.alert), dismiss: .alertDismissed)
    }
  }
}
