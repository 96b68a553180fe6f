import ComposableArchitecture

/// Downloads a file, reporting how far it has got.
///
/// The feature sees only this interface: tests swap in a client whose progress they control.
public struct DownloadClient {
  /// Reports progress from 0 to 1, then finishes; or fails.
  public var download: (_ id: UUID) -> Effect<Double, Failure>

  public init(download: @escaping (UUID) -> Effect<Double, Failure>) {
    self.download = download
  }

  public struct Failure: Codable, Error, Equatable {
    public init() {}
  }

  /// A client that downloads in `steps` steps, one every `interval`, on `scheduler`.
  public static func live(
    steps: Int = 20,
    interval: DispatchQueue.SchedulerTimeType.Stride = .milliseconds(150),
    scheduler: AnySchedulerOf<DispatchQueue>
  ) -> DownloadClient {
    DownloadClient { _ in
      Effect.concatenate(
        (1...max(steps, 1)).map { step in
          Effect<Double, Failure>(value: Double(step) / Double(max(steps, 1)))
            .delay(for: interval, scheduler: scheduler)
            .eraseToEffect()
        }
      )
    }
  }
}

/// One file to download: not downloaded, downloading with its progress, or downloaded.
public struct DownloadState: Codable, Equatable, Identifiable {
  public enum Mode: Codable, Equatable {
    case notDownloaded
    case downloading(progress: Double)
    case downloaded
  }

  public let id: UUID
  public var title: String
  public var mode: Mode
  public var alert: AlertState<DownloadAction>?

  public init(
    id: UUID, title: String, mode: Mode = .notDownloaded, alert: AlertState<DownloadAction>? = nil
  ) {
    self.id = id
    self.title = title
    self.mode = mode
    self.alert = alert
  }
}

public enum DownloadAction: Codable, Equatable {
  case alertDismissed
  case buttonTapped
  case deleteButtonTapped
  case downloadFailed
  case downloadProgress(Double)
  case stopButtonTapped
}

public struct DownloadEnvironment {
  public var client: DownloadClient
  public var mainQueue: AnySchedulerOf<DispatchQueue>

  public init(client: DownloadClient, mainQueue: AnySchedulerOf<DispatchQueue>) {
    self.client = client
    self.mainQueue = mainQueue
  }
}

/// Identifies a file's download, so stopping it cancels the work.
private struct DownloadID: Hashable {
  let file: UUID
}

public let downloadReducer = Reducer<DownloadState, DownloadAction, DownloadEnvironment> {
  state, action, environment in
  switch action {
  case .alertDismissed:
    state.alert = nil
    return .none

  case .buttonTapped:
    switch state.mode {
    case .notDownloaded:
      state.mode = .downloading(progress: 0)
      return environment.client.download(state.id)
        .receive(on: environment.mainQueue.animation(.linear(duration: 0.15)))
        .map(DownloadAction.downloadProgress)
        .catch { _ in Effect(value: DownloadAction.downloadFailed) }
        .eraseToEffect()
        .cancellable(id: DownloadID(file: state.id), cancelInFlight: true)
    case .downloading:
      state.alert = AlertState(
        title: TextState("Stop downloading “\(state.title)”?"),
        primaryButton: .destructive(TextState("Stop"), action: .send(.stopButtonTapped)),
        secondaryButton: .cancel(TextState("Keep downloading"))
      )
      return .none
    case .downloaded:
      state.alert = AlertState(
        title: TextState("Remove “\(state.title)” from this device?"),
        primaryButton: .destructive(TextState("Remove"), action: .send(.deleteButtonTapped)),
        secondaryButton: .cancel(TextState("Cancel"))
      )
      return .none
    }

  case .deleteButtonTapped:
    state.alert = nil
    state.mode = .notDownloaded
    return .none

  case .downloadFailed:
    state.mode = .notDownloaded
    state.alert = AlertState(
      title: TextState("“\(state.title)” could not be downloaded"),
      dismissButton: .default(TextState("OK"), action: .send(.alertDismissed))
    )
    return .none

  case let .downloadProgress(progress):
    // A late report from a download that was stopped has nothing to update.
    guard case .downloading = state.mode else { return .none }
    state.mode = progress >= 1 ? .downloaded : .downloading(progress: progress)
    return .none

  case .stopButtonTapped:
    state.alert = nil
    state.mode = .notDownloaded
    return .cancel(id: DownloadID(file: state.id))
  }
}

/// A list of files to download.
public struct DownloadsState: Codable, Equatable {
  public var files: IdentifiedArrayOf<DownloadState>

  public init(files: IdentifiedArrayOf<DownloadState>) {
    self.files = files
  }
}

@CasePathable
public enum DownloadsAction: Codable, Equatable {
  case file(id: UUID, action: DownloadAction)
}

public let downloadsReducer: Reducer<DownloadsState, DownloadsAction, DownloadEnvironment> =
  downloadReducer.forEach(state: \.files, action: \.file, environment: { $0 })
