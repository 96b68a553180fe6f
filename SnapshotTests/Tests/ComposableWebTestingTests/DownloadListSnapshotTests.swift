import ComposableWebTesting
import Foundation
import XCTest

// A list of downloadable maps as a 2021 app laid it out: each row a navigation link whose label
// is an icon and a title, a spacer, and the download control at the trailing edge.

struct MapState: Equatable, Identifiable {
  let id: Int
  var title: String
  var isDownloaded = false
}

enum MapAction: Equatable {
  case downloadButtonTapped
}

let mapReducer = Reducer<MapState, MapAction, Void> { state, action, _ in
  switch action {
  case .downloadButtonTapped:
    state.isDownloaded.toggle()
    return .none
  }
}

struct MapListState: Equatable {
  var maps: IdentifiedArrayOf<MapState>
}

enum MapListAction: Equatable {
  case map(id: MapState.ID, action: MapAction)
}

let mapListReducer: Reducer<MapListState, MapListAction, Void> = mapReducer.forEach(
  state: \.maps,
  action: /MapListAction.map(id:action:),
  environment: { _ in () }
)

struct MapRowView: View {
  let store: Store<MapState, MapAction>

  var body: some View {
    WithViewStore(self.store) { viewStore in
      HStack {
        NavigationLink(destination: Text("Map of \(viewStore.title)")) {
          HStack {
            Image(systemName: "map")
            Text(viewStore.title)
          }
          .layoutPriority(1)

          Spacer()

          Button(action: { viewStore.send(.downloadButtonTapped) }) {
            Image(systemName: viewStore.isDownloaded ? "checkmark.circle" : "icloud.and.arrow.down")
          }
          .padding(.trailing, 8)
        }
      }
    }
  }
}

struct MapListView: View {
  let store: Store<MapListState, MapListAction>

  var body: some View {
    NavigationView {
      List {
        ForEachStore(
          self.store.scope(state: \.maps, action: MapListAction.map(id:action:)),
          content: MapRowView.init(store:)
        )
      }
      .navigationTitle("Offline maps")
    }
  }
}

final class DownloadListSnapshotTests: XCTestCase {
  let store = Store(
    initialState: MapListState(
      maps: [
        MapState(id: 1, title: "New York, NY"),
        MapState(id: 2, title: "Los Angeles, CA", isDownloaded: true),
        MapState(id: 3, title: "Paris, France"),
      ]
    ),
    reducer: mapListReducer,
    environment: ()
  )

  func testMarkup() {
    assertSnapshot(matching: MapListView(store: store), as: .html)
  }

  func testOnAPhone() throws {
    try XCTSkipUnless(ImageSnapshots.isAvailable, "no Chromium to take image snapshots with")
    assertSnapshot(
      matching: MapListView(store: store), as: .image(layout: .device(config: .iPhoneXsMax)))
  }
}
