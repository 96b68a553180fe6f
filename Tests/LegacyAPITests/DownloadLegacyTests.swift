// A download component with progress, an alert to stop or delete (in the early-2021 button style
// `send:`), and a confirmation dialog variant, as the download case study was written; the
// download client is driven by a `PassthroughSubject` in tests.
import ComposableArchitecture
import XCTest

struct DownloadClient {
  var download: (URL) -> Effect<Event, Failure>

  enum Event: Equatable {
    case response(Data)
    case updateProgress(Double)
  }

  struct Failure: Error, Equatable {}
}

enum DownloadMode: Equatable {
  case downloaded
  case downloading(progress: Double)
  case notDownloaded
  case startingToDownload
}

struct DownloadComponentState: Equatable {
  var alert: AlertState<DownloadComponentAction>?
  var dialog: ConfirmationDialogState<DownloadComponentAction>?
  var mode = DownloadMode.notDownloaded
  var url: URL
  var usesDialog = false
}

enum DownloadComponentAction: Equatable {
  case alert(AlertAction)
  case buttonTapped
  case downloadClient(Result<DownloadClient.Event, DownloadClient.Failure>)

  enum AlertAction: Equatable {
    case cancelButtonTapped
    case deleteButtonTapped
    case dismissed
    case nevermindButtonTapped
  }
}

struct DownloadComponentEnvironment {
  var downloadClient: DownloadClient
  var mainQueue: AnySchedulerOf<DispatchQueue>
}

let downloadComponentReducer = Reducer<
  DownloadComponentState, DownloadComponentAction, DownloadComponentEnvironment
> { state, action, environment in
  struct DownloadID: Hashable {}

  switch action {
  case .alert(.cancelButtonTapped):
    state.mode = .notDownloaded
    state.alert = nil
    state.dialog = nil
    return .cancel(id: DownloadID())

  case .alert(.deleteButtonTapped):
    state.alert = nil
    state.dialog = nil
    state.mode = .notDownloaded
    return .none

  case .alert(.nevermindButtonTapped),
    .alert(.dismissed):
    state.alert = nil
    state.dialog = nil
    return .none

  case .buttonTapped:
    switch state.mode {
    case .downloaded:
      if state.usesDialog {
        state.dialog = ConfirmationDialogState(
          title: TextState("Do you want to delete this map from your offline storage?"),
          titleVisibility: .visible,
          buttons: [
            .destructive(TextState("Delete"), action: .send(.alert(.deleteButtonTapped))),
            .cancel(TextState("Nevermind"), action: .send(.alert(.nevermindButtonTapped))),
          ]
        )
      } else {
        state.alert = AlertState(
          title: TextState("Do you want to delete this map from your offline storage?"),
          primaryButton: .destructive(TextState("Delete"), send: .alert(.deleteButtonTapped)),
          secondaryButton: .default(TextState("Nevermind"), send: .alert(.nevermindButtonTapped))
        )
      }
      return .none

    case .downloading:
      if state.usesDialog {
        state.dialog = ActionSheetState(
          title: TextState("Do you want to stop downloading this map?"),
          buttons: [
            .destructive(TextState("Stop"), send: .alert(.cancelButtonTapped)),
            .cancel(send: .alert(.dismissed)),
          ]
        )
      } else {
        state.alert = AlertState(
          title: TextState("Do you want to stop downloading this map?"),
          primaryButton: .destructive(TextState("Cancel"), send: .alert(.cancelButtonTapped)),
          secondaryButton: .default(TextState("Nevermind"), send: .alert(.nevermindButtonTapped))
        )
      }
      return .none

    case .notDownloaded:
      state.mode = .startingToDownload
      return environment.downloadClient
        .download(state.url)
        .receive(on: environment.mainQueue)
        .catchToEffect(DownloadComponentAction.downloadClient)
        .cancellable(id: DownloadID())

    case .startingToDownload:
      state.alert = AlertState(
        title: TextState("Do you want to stop downloading this map?"),
        message: TextState("The download has not started yet."),
        dismissButton: .cancel(send: .alert(.cancelButtonTapped))
      )
      return .none
    }

  case .downloadClient(.success(.response)):
    state.mode = .downloaded
    state.alert = nil
    return .none

  case let .downloadClient(.success(.updateProgress(progress))):
    state.mode = .downloading(progress: progress)
    return .none

  case .downloadClient(.failure):
    state.mode = .notDownloaded
    state.alert = AlertState(title: TextState("Download failed."))
    return .none
  }
}

final class DownloadLegacyTests: XCTestCase {
  let downloadSubject = PassthroughSubject<DownloadClient.Event, DownloadClient.Failure>()
  let scheduler = DispatchQueue.test
  let url = URL(string: "https://www.pointfree.co")!

  func makeStore(usesDialog: Bool = false) -> TestStore<
    DownloadComponentState, DownloadComponentState, DownloadComponentAction,
    DownloadComponentAction, DownloadComponentEnvironment
  > {
    TestStore(
      initialState: DownloadComponentState(url: self.url, usesDialog: usesDialog),
      reducer: downloadComponentReducer,
      environment: DownloadComponentEnvironment(
        downloadClient: DownloadClient(download: { _ in self.downloadSubject.eraseToEffect() }),
        mainQueue: self.scheduler.eraseToAnyScheduler()
      )
    )
  }

  func testDownloadFlow() {
    let store = self.makeStore()

    store.send(.buttonTapped) {
      $0.mode = .startingToDownload
    }

    self.downloadSubject.send(.updateProgress(0.2))
    self.scheduler.advance()
    store.receive(.downloadClient(.success(.updateProgress(0.2)))) {
      $0.mode = .downloading(progress: 0.2)
    }

    self.downloadSubject.send(.response(Data()))
    self.downloadSubject.send(completion: .finished)
    self.scheduler.advance(by: 1)
    store.receive(.downloadClient(.success(.response(Data())))) {
      $0.mode = .downloaded
    }

    store.send(.buttonTapped) {
      $0.alert = AlertState(
        title: TextState("Do you want to delete this map from your offline storage?"),
        primaryButton: .destructive(
          TextState("Delete"), action: .send(.alert(.deleteButtonTapped))),
        secondaryButton: .default(
          TextState("Nevermind"), action: .send(.alert(.nevermindButtonTapped))
        )
      )
    }
    store.send(.alert(.deleteButtonTapped)) {
      $0.alert = nil
      $0.mode = .notDownloaded
    }
  }

  func testDownloadThrottling() {
    let store = self.makeStore()

    store.send(.buttonTapped) {
      $0.mode = .startingToDownload
    }

    self.downloadSubject.send(.updateProgress(0.5))
    self.scheduler.advance()
    store.receive(.downloadClient(.success(.updateProgress(0.5)))) {
      $0.mode = .downloading(progress: 0.5)
    }

    self.downloadSubject.send(.updateProgress(0.6))
    self.downloadSubject.send(.updateProgress(0.7))
    self.scheduler.advance(by: 0.5)
    store.receive(.downloadClient(.success(.updateProgress(0.6)))) {
      $0.mode = .downloading(progress: 0.6)
    }
    store.receive(.downloadClient(.success(.updateProgress(0.7)))) {
      $0.mode = .downloading(progress: 0.7)
    }

    self.downloadSubject.send(completion: .finished)
    self.scheduler.run()
  }

  func testCancelDownloadFlow() {
    let store = self.makeStore()

    store.send(.buttonTapped) {
      $0.mode = .startingToDownload
    }

    self.downloadSubject.send(.updateProgress(0.2))
    self.scheduler.advance()
    store.receive(.downloadClient(.success(.updateProgress(0.2)))) {
      $0.mode = .downloading(progress: 0.2)
    }

    store.send(.buttonTapped) {
      $0.alert = AlertState(
        title: TextState("Do you want to stop downloading this map?"),
        primaryButton: .destructive(
          TextState("Cancel"), action: .send(.alert(.cancelButtonTapped))),
        secondaryButton: .default(
          TextState("Nevermind"), action: .send(.alert(.nevermindButtonTapped))
        )
      )
    }

    store.send(.alert(.cancelButtonTapped)) {
      $0.alert = nil
      $0.mode = .notDownloaded
    }

    // Events after cancellation never reach the store.
    self.downloadSubject.send(.updateProgress(0.9))
    self.scheduler.run()
  }

  func testDownloadFinishesWhileTryingToCancel() {
    let store = self.makeStore()

    store.send(.buttonTapped) {
      $0.mode = .startingToDownload
    }

    store.send(.buttonTapped) {
      $0.alert = AlertState(
        title: TextState("Do you want to stop downloading this map?"),
        message: TextState("The download has not started yet."),
        dismissButton: .cancel(action: .send(.alert(.cancelButtonTapped)))
      )
    }

    self.downloadSubject.send(.response(Data()))
    self.downloadSubject.send(completion: .finished)
    self.scheduler.advance(by: 1)
    store.receive(.downloadClient(.success(.response(Data())))) {
      $0.alert = nil
      $0.mode = .downloaded
    }
  }

  func testDownloadFailure() {
    let store = self.makeStore()

    store.send(.buttonTapped) {
      $0.mode = .startingToDownload
    }
    self.downloadSubject.send(completion: .failure(DownloadClient.Failure()))
    self.scheduler.advance()
    store.receive(.downloadClient(.failure(DownloadClient.Failure()))) {
      $0.alert = AlertState(title: TextState("Download failed."))
      $0.mode = .notDownloaded
    }
  }

  func testConfirmationDialogFlow() {
    let store = self.makeStore(usesDialog: true)

    store.send(.buttonTapped) {
      $0.mode = .startingToDownload
    }
    self.downloadSubject.send(.updateProgress(0.1))
    self.scheduler.advance()
    store.receive(.downloadClient(.success(.updateProgress(0.1)))) {
      $0.mode = .downloading(progress: 0.1)
    }

    store.send(.buttonTapped) {
      $0.dialog = ConfirmationDialogState(
        title: TextState("Do you want to stop downloading this map?"),
        buttons: [
          .destructive(TextState("Stop"), action: .send(.alert(.cancelButtonTapped))),
          .cancel(action: .send(.alert(.dismissed))),
        ]
      )
    }
    store.send(.alert(.dismissed)) {
      $0.dialog = nil
    }

    self.downloadSubject.send(.response(Data("map".utf8)))
    self.downloadSubject.send(completion: .finished)
    self.scheduler.advance()
    store.receive(.downloadClient(.success(.response(Data("map".utf8))))) {
      $0.mode = .downloaded
    }

    store.send(.buttonTapped) {
      $0.dialog = ConfirmationDialogState(
        title: TextState("Do you want to delete this map from your offline storage?"),
        titleVisibility: .visible,
        buttons: [
          .destructive(TextState("Delete"), action: .send(.alert(.deleteButtonTapped))),
          .cancel(TextState("Nevermind"), action: .send(.alert(.nevermindButtonTapped))),
        ]
      )
    }
    store.send(.alert(.deleteButtonTapped)) {
      $0.dialog = nil
      $0.mode = .notDownloaded
    }
  }
}
