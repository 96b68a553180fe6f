import ComposableWeb

/// The gallery's front page: each case study, what it shows, and a link to it.
///
/// ```swift
/// server.page("/", title: "Case studies") { GalleryIndexView() }
/// ```
struct GalleryIndexView: View {
  var body: some View {
    NavigationView {
      Form {
        Text(
          """
          Features built with the Composable Architecture. Their stores run in this Swift \
          process; your browser shows their views live.
          """
        )
        .foregroundColor(.secondary)
        ForEach(CaseStudy.all) { study in
          Section {
            Link(destination: study.url) {
              Text(study.title).font(.headline)
            }
            Text(study.summary)
          }
        }
      }
      .navigationTitle("Case studies")
    }
  }
}
