import CaseStudies
import ComposableArchitecture
import Testing

@Suite struct DownloadsTests {
  let mainQueue = DispatchQueue.test
  let downloads = PassthroughSubject<Double, DownloadClient.Failure>()

  func makeStore(_ mode: DownloadState.Mode = .notDownloaded)
    -> TestStore<
      DownloadsState, DownloadsState, DownloadsAction, DownloadsAction, DownloadEnvironment
    >
  {
    let downloads = self.downloads
    return TestStore(
      initialState: DownloadsState(files: [
        DownloadState(id: UUID(0), title: "Functions", mode: mode)
      ]),
      reducer: downloadsReducer,
      environment: DownloadEnvironment(
        client: DownloadClient { _ in downloads.eraseToEffect() },
        mainQueue: mainQueue.eraseToAnyScheduler()
      )
    )
  }

  @Test func downloadReportsProgressThenFinishes() {
    let store = makeStore()
    store.send(.file(id: UUID(0), action: .buttonTapped)) {
      $0.files[id: UUID(0)]?.mode = .downloading(progress: 0)
    }
    downloads.send(0.25)
    mainQueue.advance()
    store.receive(.file(id: UUID(0), action: .downloadProgress(0.25))) {
      $0.files[id: UUID(0)]?.mode = .downloading(progress: 0.25)
    }
    downloads.send(1)
    downloads.send(completion: .finished)
    mainQueue.advance()
    store.receive(.file(id: UUID(0), action: .downloadProgress(1))) {
      $0.files[id: UUID(0)]?.mode = .downloaded
    }
  }

  @Test func stoppingAsksThenCancels() {
    let store = makeStore()
    store.send(.file(id: UUID(0), action: .buttonTapped)) {
      $0.files[id: UUID(0)]?.mode = .downloading(progress: 0)
    }
    store.send(.file(id: UUID(0), action: .buttonTapped)) {
      $0.files[id: UUID(0)]?.alert = AlertState(
        title: TextState("Stop downloading “Functions”?"),
        primaryButton: .destructive(TextState("Stop"), action: .send(.stopButtonTapped)),
        secondaryButton: .cancel(TextState("Keep downloading"))
      )
    }
    store.send(.file(id: UUID(0), action: .stopButtonTapped)) {
      $0.files[id: UUID(0)]?.alert = nil
      $0.files[id: UUID(0)]?.mode = .notDownloaded
    }
    // The download was cancelled: what it reports now reaches nothing.
    downloads.send(0.5)
    mainQueue.advance()
  }

  @Test func removingADownloadedFileAsksFirst() {
    let store = makeStore(.downloaded)
    store.send(.file(id: UUID(0), action: .buttonTapped)) {
      $0.files[id: UUID(0)]?.alert = AlertState(
        title: TextState("Remove “Functions” from this device?"),
        primaryButton: .destructive(TextState("Remove"), action: .send(.deleteButtonTapped)),
        secondaryButton: .cancel(TextState("Cancel"))
      )
    }
    store.send(.file(id: UUID(0), action: .alertDismissed)) {
      $0.files[id: UUID(0)]?.alert = nil
    }
    store.send(.file(id: UUID(0), action: .buttonTapped)) {
      $0.files[id: UUID(0)]?.alert = AlertState(
        title: TextState("Remove “Functions” from this device?"),
        primaryButton: .destructive(TextState("Remove"), action: .send(.deleteButtonTapped)),
        secondaryButton: .cancel(TextState("Cancel"))
      )
    }
    store.send(.file(id: UUID(0), action: .deleteButtonTapped)) {
      $0.files[id: UUID(0)]?.alert = nil
      $0.files[id: UUID(0)]?.mode = .notDownloaded
    }
  }

  @Test func aFailedDownloadSaysSo() {
    let store = makeStore()
    store.send(.file(id: UUID(0), action: .buttonTapped)) {
      $0.files[id: UUID(0)]?.mode = .downloading(progress: 0)
    }
    downloads.send(completion: .failure(DownloadClient.Failure()))
    mainQueue.advance()
    store.receive(.file(id: UUID(0), action: .downloadFailed)) {
      $0.files[id: UUID(0)]?.mode = .notDownloaded
      $0.files[id: UUID(0)]?.alert = AlertState(
        title: TextState("“Functions” could not be downloaded"),
        dismissButton: .default(TextState("OK"), action: .send(.alertDismissed))
      )
    }
  }

  @Test func theLiveClientReportsEachStep() {
    let scheduler = DispatchQueue.test
    var progress: [Double] = []
    let cancellable = DownloadClient.live(
      steps: 4, interval: .milliseconds(100), scheduler: scheduler.eraseToAnyScheduler()
    )
    .download(UUID(0))
    .sink(receiveCompletion: { _ in }, receiveValue: { progress.append($0) })
    scheduler.advance(by: .milliseconds(250))
    #expect(progress == [0.25, 0.5])
    scheduler.advance(by: .milliseconds(200))
    #expect(progress == [0.25, 0.5, 0.75, 1])
    _ = cancellable
  }
}
