import ComposableWeb

/// The gallery's front page: a list of the case studies, each pushed by a `NavigationLink`.
///
/// ```swift
/// server.page("/", title: "Case studies") { GalleryIndexView() }
/// ```
///
/// Each study also has a page of its own (``CaseStudy/path``) for a deep link.
package struct GalleryIndexView: View {
  package init() {}

  package var body: some View {
    NavigationView {
      List {
        section("Getting started", [.settings, .login, .counters])
        section("Apps", [.ticTacToe, .todos])
        section(
          "Navigation", [.viewState, .loadThenNavigate, .navigateAndLoad, .presentAndLoad])
        section("Drawing and gestures", CaseStudy.drawing)
      }
      .navigationTitle("Case studies")
    }
  }

  /// A section of studies, each a row that pushes the study's screen.
  private func section(_ title: String, _ studies: [CaseStudy]) -> some View {
    Section(header: Text(title)) {
      ForEach(studies, id: \.path) { study in
        NavigationLink(destination: study.makeScreen()) {
          CaseStudyRow(study: study)
        }
      }
    }
  }
}
