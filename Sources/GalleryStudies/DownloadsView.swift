import ComposableWeb

/// Files to download, each with a button that shows its progress as a ring.
struct DownloadsView: View {
  let store: Store<DownloadsState, DownloadsAction>

  var body: some View {
    VStack(alignment: .leading, spacing: 12) {
      Text(
        "Tap a cloud to download. The ring fills as the download runs; tap it to stop, or tap a downloaded file to remove it."
      )
      .font(.callout)
      .foregroundColor(.secondary)
      List {
        ForEachStore(store.scope(state: \.files, action: DownloadsAction.file(id:action:))) {
          DownloadRowView(store: $0)
        }
      }
    }
    .navigationTitle("Downloads")
  }
}

/// One file: its title and a download button that shows where the download is.
struct DownloadRowView: View {
  let store: Store<DownloadState, DownloadAction>

  var body: some View {
    WithViewStore(store) { viewStore in
      HStack {
        Text(viewStore.title)
        Spacer()
        Button(action: { viewStore.send(.buttonTapped) }) {
          DownloadProgressView(mode: viewStore.mode)
        }
        .buttonStyle(.plain)
        .foregroundColor(.accentColor)
        .accessibilityLabel(Self.label(viewStore.mode, viewStore.title))
      }
      .alert(store.scope(state: \.alert), dismiss: .alertDismissed)
    }
  }

  static func label(_ mode: DownloadState.Mode, _ title: String) -> String {
    switch mode {
    case .notDownloaded: "Download \(title)"
    case .downloading: "Stop downloading \(title)"
    case .downloaded: "Remove \(title)"
    }
  }
}

/// The download button's face: a cloud, a filling ring with a stop square, or a checkmark.
struct DownloadProgressView: View {
  let mode: DownloadState.Mode

  var body: some View {
    ZStack {
      switch mode {
      case .notDownloaded:
        Image(systemName: "icloud.and.arrow.down")
          .font(.title3)
      case let .downloading(progress):
        Circle()
          .stroke(Color.accentColor.opacity(0.2), lineWidth: 3)
        Circle()
          .trim(from: 0, to: progress)
          .stroke(Color.accentColor, style: StrokeStyle(lineWidth: 3, lineCap: .round))
          .rotationEffect(.degrees(-90))
        Rectangle()
          .fill(Color.accentColor)
          .frame(width: 8, height: 8)
          .cornerRadius(1.5)
      case .downloaded:
        Image(systemName: "checkmark.circle.fill")
          .font(.title3)
      }
    }
    .frame(width: 28, height: 28)
  }
}
