import ComposableWeb

/// What a screen shows while its content loads: a spinner in the middle of the space.
struct LoadingView: View {
  var body: some View {
    ProgressView()
      .frame(maxWidth: .infinity, minHeight: 160)
  }
}
