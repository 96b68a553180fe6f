// Long-living effects as 2021 apps wrote them: a web socket client built on `Effect.run` with a
// Combine subscriber, a notification stream started on appear and cancelled on disappear, and a
// reusable `lifecycle` higher-order reducer wrapping a timer feature.
import ComposableArchitecture
import XCTest

// MARK: - Web socket

struct WebSocketClient {
  enum Event: Equatable {
    case didOpen(protocol: String?)
    case didClose(code: Int)
  }

  enum Message: Equatable {
    case string(String)
    case data(Data)
  }

  struct Failure: Error, Equatable {
    var description: String
  }

  var open: (AnyHashable, URL) -> Effect<Event, Never>
  var receive: (AnyHashable) -> Effect<Message, Failure>
  var send: (AnyHashable, Message) -> Effect<Failure?, Never>
  var sendPing: (AnyHashable) -> Effect<Failure?, Never>
  var cancel: (AnyHashable) -> Effect<Never, Never>
}

struct WebSocketState: Equatable {
  var alert: AlertState<WebSocketAction>?
  var connectivityState = ConnectivityState.disconnected
  var messageToSend = ""
  var receivedMessages: [String] = []

  enum ConnectivityState: String {
    case connected
    case connecting
    case disconnected
  }
}

enum WebSocketAction: Equatable {
  case alertDismissed
  case connectButtonTapped
  case messageToSendChanged(String)
  case pingResponse(WebSocketClient.Failure?)
  case receivedSocketMessage(Result<WebSocketClient.Message, WebSocketClient.Failure>)
  case sendButtonTapped
  case sendResponse(WebSocketClient.Failure?)
  case webSocket(WebSocketClient.Event)
}

struct WebSocketEnvironment {
  var mainQueue: AnySchedulerOf<DispatchQueue>
  var webSocket: WebSocketClient
}

let webSocketReducer = Reducer<WebSocketState, WebSocketAction, WebSocketEnvironment> {
  state, action, environment in
  struct WebSocketID: Hashable {}

  var receiveSocketMessageEffect: Effect<WebSocketAction, Never> {
    environment.webSocket.receive(WebSocketID())
      .receive(on: environment.mainQueue)
      .catchToEffect(WebSocketAction.receivedSocketMessage)
      .cancellable(id: WebSocketID())
  }
  var sendPingEffect: Effect<WebSocketAction, Never> {
    environment.webSocket.sendPing(WebSocketID())
      .delay(for: 10, scheduler: environment.mainQueue)
      .map(WebSocketAction.pingResponse)
      .eraseToEffect()
      .cancellable(id: WebSocketID())
  }

  switch action {
  case .alertDismissed:
    state.alert = nil
    return .none

  case .connectButtonTapped:
    switch state.connectivityState {
    case .connected, .connecting:
      state.connectivityState = .disconnected
      return .merge(
        environment.webSocket.cancel(WebSocketID()).fireAndForget(),
        .cancel(id: WebSocketID())
      )

    case .disconnected:
      state.connectivityState = .connecting
      return environment.webSocket.open(WebSocketID(), URL(string: "wss://echo.example")!)
        .receive(on: environment.mainQueue)
        .map(WebSocketAction.webSocket)
        .eraseToEffect()
        .cancellable(id: WebSocketID())
    }

  case let .messageToSendChanged(message):
    state.messageToSend = message
    return .none

  case .pingResponse:
    // Ping the socket again in 10 seconds
    return sendPingEffect

  case let .receivedSocketMessage(.success(.string(string))):
    state.receivedMessages.append(string)
    // Immediately ask for the next socket message
    return receiveSocketMessageEffect

  case .receivedSocketMessage(.success):
    return receiveSocketMessageEffect

  case .receivedSocketMessage(.failure):
    return .none

  case .sendButtonTapped:
    let messageToSend = state.messageToSend
    state.messageToSend = ""
    return environment.webSocket.send(WebSocketID(), .string(messageToSend))
      .receive(on: environment.mainQueue)
      .eraseToEffect()
      .map(WebSocketAction.sendResponse)

  case let .sendResponse(error):
    if error != nil {
      state.alert = AlertState(title: TextState("Could not send socket message. Try again."))
    }
    return .none

  case .webSocket(.didClose):
    state.connectivityState = .disconnected
    return .cancel(id: WebSocketID())

  case .webSocket(.didOpen):
    state.connectivityState = .connected
    return .merge(
      receiveSocketMessageEffect,
      sendPingEffect
    )
  }
}

// MARK: - Lifecycle

enum LifecycleAction<Wrapped> {
  case onAppear
  case onDisappear
  case wrapped(Wrapped)
}

extension LifecycleAction: Equatable where Wrapped: Equatable {}

extension Reducer {
  func lifecycle(
    onAppear: @escaping (Environment) -> Effect<Action, Never>,
    onDisappear: @escaping (Environment) -> Effect<Never, Never>
  ) -> Reducer<State?, LifecycleAction<Action>, Environment> {
    .init { state, lifecycleAction, environment in
      switch lifecycleAction {
      case .onAppear:
        return onAppear(environment).map(LifecycleAction.wrapped)

      case .onDisappear:
        return onDisappear(environment).fireAndForget()

      case let .wrapped(action):
        return
          self
          .optional()
          .pullback(state: \.self, action: /LifecycleAction.wrapped, environment: { $0 })
          .run(&state, lifecycleAction, environment)
      }
    }
  }
}

struct LifecycleTimerState: Equatable {
  var count = 0
}

enum LifecycleTimerAction: Equatable {
  case decrementButtonTapped
  case incrementButtonTapped
  case tick
}

struct LifecycleTimerEnvironment {
  var mainQueue: AnySchedulerOf<DispatchQueue>
}

private struct LifecycleTimerID: Hashable {}

let lifecycleTimerReducer = Reducer<
  LifecycleTimerState, LifecycleTimerAction, LifecycleTimerEnvironment
> { state, action, _ in
  switch action {
  case .decrementButtonTapped:
    state.count -= 1
    return .none
  case .incrementButtonTapped:
    state.count += 1
    return .none
  case .tick:
    state.count += 1
    return .none
  }
}
.lifecycle(
  onAppear: {
    Effect.timer(id: LifecycleTimerID(), every: 1, tolerance: 0, on: $0.mainQueue)
      .map { _ in LifecycleTimerAction.tick }
  },
  onDisappear: { _ in
    .cancel(id: LifecycleTimerID())
  }
)

struct LifecycleDemoState: Equatable {
  var count = 0
  var timer: LifecycleTimerState?
}

enum LifecycleDemoAction: Equatable {
  case timer(LifecycleAction<LifecycleTimerAction>)
  case toggleTimerButtonTapped
}

let lifecycleDemoReducer = Reducer<
  LifecycleDemoState, LifecycleDemoAction, LifecycleTimerEnvironment
>.combine(
  lifecycleTimerReducer.pullback(
    state: \.timer,
    action: /LifecycleDemoAction.timer,
    environment: { $0 }
  ),
  Reducer { state, action, _ in
    switch action {
    case .timer:
      return .none
    case .toggleTimerButtonTapped:
      state.timer = state.timer == nil ? LifecycleTimerState() : nil
      return .none
    }
  }
)

// MARK: - Notification stream

struct ScreenshotState: Equatable {
  var screenshotCount = 0
}

enum ScreenshotAction: Equatable {
  case onAppear
  case onDisappear
  case userDidTakeScreenshotNotification
}

struct ScreenshotEnvironment {
  var screenshots: () -> Effect<Void, Never>
}

let screenshotReducer = Reducer<ScreenshotState, ScreenshotAction, ScreenshotEnvironment> {
  state, action, environment in
  enum UserDidTakeScreenshotNotificationID {}

  switch action {
  case .onAppear:
    return environment.screenshots()
      .map { ScreenshotAction.userDidTakeScreenshotNotification }
      .cancellable(id: UserDidTakeScreenshotNotificationID.self)
  case .onDisappear:
    return .cancel(id: UserDidTakeScreenshotNotificationID.self)
  case .userDidTakeScreenshotNotification:
    state.screenshotCount += 1
    return .none
  }
}

final class LongLivingEffectsLegacyTests: XCTestCase {
  let scheduler = DispatchQueue.test

  func testWebSocketHappyPath() {
    let socketSubject = PassthroughSubject<WebSocketClient.Event, Never>()
    let receiveSubject = PassthroughSubject<WebSocketClient.Message, WebSocketClient.Failure>()
    var sentMessages: [WebSocketClient.Message] = []
    var cancelled = 0

    let store = TestStore(
      initialState: WebSocketState(),
      reducer: webSocketReducer,
      environment: WebSocketEnvironment(
        mainQueue: self.scheduler.eraseToAnyScheduler(),
        webSocket: WebSocketClient(
          open: { _, _ in socketSubject.eraseToEffect() },
          receive: { _ in receiveSubject.prefix(1).eraseToEffect() },
          send: { _, message in
            Effect.result {
              sentMessages.append(message)
              return .success(nil)
            }
          },
          sendPing: { _ in .none },
          cancel: { _ in .fireAndForget { cancelled += 1 } }
        )
      )
    )

    // Connect to the socket
    store.send(.connectButtonTapped) {
      $0.connectivityState = .connecting
    }
    socketSubject.send(.didOpen(protocol: nil))
    self.scheduler.advance()
    store.receive(.webSocket(.didOpen(protocol: nil))) {
      $0.connectivityState = .connected
    }

    // Send a message
    store.send(.messageToSendChanged("Hi")) {
      $0.messageToSend = "Hi"
    }
    store.send(.sendButtonTapped) {
      $0.messageToSend = ""
    }
    XCTAssertEqual(sentMessages, [.string("Hi")])
    self.scheduler.advance()
    store.receive(.sendResponse(nil))

    // Receive a message
    receiveSubject.send(.string("Hi"))
    self.scheduler.advance()
    store.receive(.receivedSocketMessage(.success(.string("Hi")))) {
      $0.receivedMessages = ["Hi"]
    }

    // Disconnect from the socket
    store.send(.connectButtonTapped) {
      $0.connectivityState = .disconnected
    }
    XCTAssertEqual(cancelled, 1)
    self.scheduler.run()
  }

  func testWebSocketSendFailure() {
    let socketSubject = PassthroughSubject<WebSocketClient.Event, Never>()

    let store = TestStore(
      initialState: WebSocketState(messageToSend: "Hi"),
      reducer: webSocketReducer,
      environment: WebSocketEnvironment(
        mainQueue: self.scheduler.eraseToAnyScheduler(),
        webSocket: WebSocketClient(
          open: { _, _ in socketSubject.eraseToEffect() },
          receive: { _ in .none },
          send: { _, _ in Effect(value: WebSocketClient.Failure(description: "offline")) },
          sendPing: { _ in .none },
          cancel: { _ in .none }
        )
      )
    )

    store.send(.connectButtonTapped) {
      $0.connectivityState = .connecting
    }
    socketSubject.send(.didOpen(protocol: nil))
    self.scheduler.advance()
    store.receive(.webSocket(.didOpen(protocol: nil))) {
      $0.connectivityState = .connected
    }
    store.send(.sendButtonTapped) {
      $0.messageToSend = ""
    }
    self.scheduler.advance()
    store.receive(.sendResponse(WebSocketClient.Failure(description: "offline"))) {
      $0.alert = AlertState(title: TextState("Could not send socket message. Try again."))
    }
    store.send(.alertDismissed) {
      $0.alert = nil
    }

    socketSubject.send(.didClose(code: 1000))
    self.scheduler.advance()
    store.receive(.webSocket(.didClose(code: 1000))) {
      $0.connectivityState = .disconnected
    }
  }

  func testWebSocketPings() {
    let socketSubject = PassthroughSubject<WebSocketClient.Event, Never>()
    var pings = 0

    let store = TestStore(
      initialState: WebSocketState(),
      reducer: webSocketReducer,
      environment: WebSocketEnvironment(
        mainQueue: self.scheduler.eraseToAnyScheduler(),
        webSocket: WebSocketClient(
          open: { _, _ in socketSubject.eraseToEffect() },
          receive: { _ in .none },
          send: { _, _ in .failing("send") },
          sendPing: { _ in
            Effect.run { subscriber in
              pings += 1
              subscriber.send(nil)
              subscriber.send(completion: .finished)
              return AnyCancellable {}
            }
          },
          cancel: { _ in .none }
        )
      )
    )

    store.send(.connectButtonTapped) {
      $0.connectivityState = .connecting
    }
    socketSubject.send(.didOpen(protocol: nil))
    self.scheduler.advance()
    store.receive(.webSocket(.didOpen(protocol: nil))) {
      $0.connectivityState = .connected
    }

    // The ping is sent when the effect starts, and its response delivered 10 seconds later,
    // which schedules the next ping.
    XCTAssertEqual(pings, 1)
    self.scheduler.advance(by: 9)
    store.send(.messageToSendChanged("Still here")) {
      $0.messageToSend = "Still here"
    }
    self.scheduler.advance(by: 1)
    store.receive(.pingResponse(nil))
    XCTAssertEqual(pings, 2)
    self.scheduler.advance(by: 10)
    store.receive(.pingResponse(nil))
    XCTAssertEqual(pings, 3)

    store.send(.connectButtonTapped) {
      $0.connectivityState = .disconnected
    }
    self.scheduler.run()
  }

  func testLifecycleTimer() {
    let store = TestStore(
      initialState: LifecycleDemoState(),
      reducer: lifecycleDemoReducer,
      environment: LifecycleTimerEnvironment(mainQueue: self.scheduler.eraseToAnyScheduler())
    )

    store.send(.toggleTimerButtonTapped) {
      $0.timer = LifecycleTimerState()
    }
    store.send(.timer(.onAppear))
    self.scheduler.advance(by: 1)
    store.receive(.timer(.wrapped(.tick))) {
      $0.timer?.count = 1
    }
    self.scheduler.advance(by: 2)
    store.receive(.timer(.wrapped(.tick))) {
      $0.timer?.count = 2
    }
    store.receive(.timer(.wrapped(.tick))) {
      $0.timer?.count = 3
    }
    store.send(.timer(.wrapped(.incrementButtonTapped))) {
      $0.timer?.count = 4
    }
    store.send(.timer(.onDisappear))
    store.send(.toggleTimerButtonTapped) {
      $0.timer = nil
    }
    self.scheduler.advance(by: 5)
  }

  func testScreenshotsStream() {
    let screenshots = PassthroughSubject<Void, Never>()
    let store = TestStore(
      initialState: ScreenshotState(),
      reducer: screenshotReducer,
      environment: ScreenshotEnvironment(screenshots: { screenshots.eraseToEffect() })
    )

    store.send(.onAppear)

    screenshots.send()
    store.receive(.userDidTakeScreenshotNotification) {
      $0.screenshotCount = 1
    }
    screenshots.send(())
    store.receive(.userDidTakeScreenshotNotification) {
      $0.screenshotCount = 2
    }

    store.send(.onDisappear)

    // No more screenshots are received once the view disappears.
    screenshots.send()
  }

  func testMainQueueEffectsInALiveStore() {
    let store = Store(
      initialState: ScreenshotState(),
      reducer: screenshotReducer,
      environment: ScreenshotEnvironment(
        screenshots: {
          Just(())
            .delay(for: .milliseconds(10), scheduler: DispatchQueue.main)
            .eraseToEffect()
        }
      )
    )
    let viewStore = ViewStore(store)
    viewStore.send(.onAppear)
    XCTAssertEqual(viewStore.screenshotCount, 0)

    let predicate = NSPredicate { _, _ in viewStore.screenshotCount == 1 }
    self.wait(for: [XCTNSPredicateExpectation(predicate: predicate, object: nil)], timeout: 2)
    XCTAssertEqual(viewStore.screenshotCount, 1)
  }
}
