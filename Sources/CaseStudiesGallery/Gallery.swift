import CaseStudies
import ComposableWebServer
import Foundation
import Logging

/// The gallery's server: the index at `/` and each case study at its own path, every browser
/// tab with a fresh store over the study's live (offline) clients.
///
/// ```swift
/// var configuration = LiveServerConfiguration()
/// configuration.port = 8080
/// try await Gallery.server(configuration: configuration).run()
/// ```
enum Gallery {
  /// Where `Scripts/docs` writes the documentation site, relative to the repository, where
  /// `swift run case-studies` runs.
  static let documentationFolder = ".build/docs"

  /// The `case-studies` command line.
  static let command = ServerCommand(
    name: "case-studies",
    summary: """
      Serves the case studies gallery live in the browser at http://127.0.0.1:N/: \
      \(CaseStudy.all.map(\.title).joined(separator: ", ")).
      """,
    portVariable: "CASE_STUDIES_PORT"
  )

  static func server(
    configuration: LiveServerConfiguration,
    inspector: InspectorConfiguration? = nil,
    logger: Logger = Logger(label: "ComposableWeb")
  ) -> LiveServer {
    var configuration = configuration
    configuration.additionalStyleSheet = galleryStyleSheet
    let server = LiveServer(configuration: configuration, inspector: inspector, logger: logger)
    // The documentation, once `Scripts/docs` has built it.
    if FileManager.default.fileExists(atPath: Self.documentationFolder + "/index.html") {
      server.files(at: "/docs", in: Self.documentationFolder)
    }

    server.page("/", title: "Case studies") {
      GalleryIndexView()
    }

    server.page(CaseStudy.settings.path, title: CaseStudy.settings.title) {
      GalleryPage {
        SettingsView(
          store: Store(
            initialState: SettingsState(),
            reducer: settingsReducer,
            environment: SettingsEnvironment(
              mainQueue: .main,
              userNotifications: .live
            )
          )
        )
      }
    }

    server.page(CaseStudy.login.path, title: CaseStudy.login.title) {
      GalleryPage {
        LoginFormView(
          store: Store(
            initialState: LoginFormState(),
            reducer: loginFormReducer,
            environment: LoginFormEnvironment()
          )
        )
      }
    }

    server.page(CaseStudy.counters.path, title: CaseStudy.counters.title) {
      GalleryPage {
        CountersView(
          store: Store(
            initialState: CountersState(),
            reducer: countersReducer,
            environment: .live
          )
        )
      }
    }

    server.page(CaseStudy.ticTacToe.path, title: CaseStudy.ticTacToe.title) {
      GalleryPage {
        TicTacToeView(
          store: Store(
            initialState: TicTacToeState(),
            reducer: ticTacToeReducer,
            environment: .live
          )
        )
      }
    }

    addDrawingPages(to: server)
    server.page(CaseStudy.todos.path, title: CaseStudy.todos.title) {
      GalleryPage {
        TodosView(
          store: Store(initialState: TodosState(), reducer: todosReducer, environment: .live)
        )
      }
    }

    server.page(CaseStudy.viewState.path, title: CaseStudy.viewState.title) {
      GalleryPage { ViewStateCatalogView() }
    }

    server.page(CaseStudy.loadThenNavigate.path, title: CaseStudy.loadThenNavigate.title) {
      GalleryPage {
        LoadThenNavigateView(
          store: Store(
            initialState: LoadThenNavigateState(),
            reducer: loadThenNavigateReducer,
            environment: .live
          )
        )
      }
    }

    server.page(CaseStudy.navigateAndLoad.path, title: CaseStudy.navigateAndLoad.title) {
      GalleryPage {
        NavigateAndLoadView(
          store: Store(
            initialState: NavigateAndLoadState(),
            reducer: navigateAndLoadReducer,
            environment: .live
          )
        )
      }
    }

    server.page(CaseStudy.presentAndLoad.path, title: CaseStudy.presentAndLoad.title) {
      GalleryPage {
        PresentAndLoadView(
          store: Store(
            initialState: PresentAndLoadState(),
            reducer: presentAndLoadReducer,
            environment: .live
          )
        )
      }
    }

    server.page("/previews", title: "Previews") {
      PreviewCatalog(TodosView_Previews.self, ViewStateCatalogView_Previews.self)
    }

    return server
  }
}
