import ComposableWeb

/// A case study's row in the gallery index: its title over a line on what it shows.
struct CaseStudyRow: View {
  let study: CaseStudy

  var body: some View {
    VStack(alignment: .leading, spacing: 2) {
      Text(study.title)
      Text(study.summary)
        .font(.caption)
        .foregroundColor(.secondary)
    }
  }
}
