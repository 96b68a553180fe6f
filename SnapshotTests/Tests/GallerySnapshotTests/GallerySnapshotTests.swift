import ComposableWebTesting
import Foundation
import XCTest

@testable import SnapshotGallery

/// Every study of the gallery as a tab first paints it: light and dark, on a phone and on a
/// desktop, with the gallery's style sheet. The markup is compared everywhere; the images where
/// a Chromium is installed.
final class GallerySnapshotTests: XCTestCase {
  /// The window of a desktop browser.
  static let desktop = SwiftUISnapshotLayout.fixed(width: 1280, height: 900)

  func testMarkup() {
    for study in CaseStudy.all {
      assertSnapshot(of: study.makePage(), as: .html, named: "\(study.slug)-light")
      assertSnapshot(
        of: study.makePage().preferredColorScheme(.dark), as: .html, named: "\(study.slug)-dark")
    }
  }

  func testOnAPhone() throws {
    try XCTSkipUnless(ImageSnapshots.isAvailable, "no Chromium to take image snapshots with")
    for study in CaseStudy.all {
      assertImages(of: study, layout: .device(config: .iPhone13), size: "phone")
    }
  }

  func testOnADesktop() throws {
    try XCTSkipUnless(ImageSnapshots.isAvailable, "no Chromium to take image snapshots with")
    for study in CaseStudy.all {
      assertImages(of: study, layout: Self.desktop, size: "desktop")
    }
  }

  /// Screens a tab reaches by using a study: a pushed screen, a won game, a prompt, a list.
  func testScenes() throws {
    let scenes: [(name: String, view: AnyView)] = [
      ("pushed-counter", AnyView(GalleryPage { LoadThenNavigateView(store: Self.pushedCounter) })),
      ("won-game", AnyView(GalleryPage { GameView(store: Self.wonGame) })),
      ("fact-prompt", AnyView(GalleryPage { CountersView(store: Self.factPrompt) })),
      ("todos-editing", AnyView(GalleryPage { TodosView(store: Self.todos) })),
    ]
    for scene in scenes {
      assertSnapshot(of: scene.view, as: .html, named: scene.name)
    }
    try XCTSkipUnless(ImageSnapshots.isAvailable, "no Chromium to take image snapshots with")
    for scene in scenes {
      for (size, layout) in [
        ("phone", SwiftUISnapshotLayout.device(config: .iPhone13)), ("desktop", Self.desktop),
      ] {
        assertSnapshot(
          of: scene.view, as: .image(layout: layout, styleSheet: galleryStyleSheet),
          named: "\(scene.name)-\(size)")
      }
    }
  }

  private static var pushedCounter: Store<LoadThenNavigateState, LoadThenNavigateAction> {
    let row = NavigationRow.samples[1]
    return Store(
      initialState: LoadThenNavigateState(
        selection: row.id, counter: NavigationCounterState(count: row.count)),
      reducer: loadThenNavigateReducer,
      environment: .live
    )
  }

  private static var wonGame: Store<GameState, GameAction> {
    Store(
      initialState: GameState(
        oPlayerName: "Blob Jr.", xPlayerName: "Blob",
        board: Board(rows: ["xo.", "xo.", "x.."]), currentPlayer: .o),
      reducer: gameReducer,
      environment: GameEnvironment()
    )
  }

  private static var factPrompt: Store<CountersState, CountersAction> {
    let id = UUID(uuidString: "00000000-0000-0000-0000-000000000001")!
    return Store(
      initialState: CountersState(
        counters: [CounterState(id: id, count: 3)],
        factPrompt: FactPromptState(
          count: 3, fact: "3 is the number of spatial dimensions we perceive.")
      ),
      reducer: countersReducer,
      environment: .live
    )
  }

  private static var todos: Store<TodosState, TodosAction> {
    let ids = (1...3).map { UUID(uuidString: "00000000-0000-0000-0000-00000000000\($0)")! }
    return Store(
      initialState: TodosState(
        editMode: .active,
        todos: [
          Todo(id: ids[0], description: "Milk"),
          Todo(id: ids[1], description: "Eggs"),
          Todo(id: ids[2], description: "Hand soap", isComplete: true),
        ]
      ),
      reducer: todosReducer,
      environment: .live
    )
  }

  private func assertImages(
    of study: CaseStudy, layout: SwiftUISnapshotLayout, size: String,
    file: StaticString = #filePath, testName: String = #function, line: UInt = #line
  ) {
    let image = Snapshotting<AnyView, Data>.image(layout: layout, styleSheet: galleryStyleSheet)
    assertSnapshot(
      of: study.makePage(), as: image, named: "\(study.slug)-light",
      file: file, testName: testName, line: line)
    assertSnapshot(
      of: AnyView(study.makePage().preferredColorScheme(.dark)), as: image,
      named: "\(study.slug)-dark", file: file, testName: testName, line: line)
  }
}

extension CaseStudy {
  /// The study's name in file names: its path without the slash.
  fileprivate var slug: String { String(path.dropFirst()) }
}
