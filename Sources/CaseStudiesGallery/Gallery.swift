import ComposableWebServer
import Foundation
import GalleryStudies
import Logging

#if GALLERY_POSTGRES_STORE
  import ComposableWebPostgres
#endif

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
    portVariable: "CASE_STUDIES_PORT",
    openDatabase: openDatabase
  )

  /// `--sessions postgres://…`, in a build with the `PostgreSQL` trait.
  #if GALLERY_POSTGRES_STORE
    static let openDatabase: (@Sendable (String) throws -> any SessionStore)? = {
      try PostgresSessionStore(url: $0)
    }
  #else
    static let openDatabase: (@Sendable (String) throws -> any SessionStore)? = nil
  #endif

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

    // Todos and Counters keep session snapshots: a tab carries on after a restart.
    server.page(
      CaseStudy.todos.path, title: CaseStudy.todos.title,
      initialState: TodosState(), reducer: todosReducer, environment: .live,
      content: CaseStudy.todosPage)
    server.page(
      CaseStudy.counters.path, title: CaseStudy.counters.title,
      initialState: CountersState(), reducer: countersReducer, environment: .live,
      content: CaseStudy.countersPage)
    for study in CaseStudy.all where !CaseStudy.snapshotted.contains(study) {
      server.page(study.path, title: study.title) { study.makePage() }
    }

    server.page("/previews", title: "Previews") {
      PreviewCatalog(TodosView_Previews.self, ViewStateCatalogView_Previews.self)
    }

    return server
  }
}
