import HTTPTypes
import Hummingbird
import HummingbirdWebSocket
import Logging
import ServiceLifecycle
import Synchronization

/// Serves views live in the browser: each page load gets its own root store and session, the
/// first paint is server-rendered HTML, and a WebSocket carries events in and patches out.
///
/// ```swift
/// let server = LiveServer()
/// server.page("/settings", title: "Settings") {
///   SettingsView(
///     store: Store(initialState: SettingsState(), reducer: settingsReducer, environment: .live)
///   )
/// }
/// try await server.run()  // http://127.0.0.1:8080/settings
/// ```
///
/// The page closure runs on the main actor once per browser tab; the session and its stores
/// live there, and the server hops to it for every message. Closing the tab closes the
/// WebSocket, which releases the session's stores and cancels their effects. A page whose
/// clients call browser APIs takes its tab's ``BrowserBridge``:
/// `server.page("/settings", title: "Settings") { bridge in … }`.
///
/// ## Hardening
///
/// The server listens on 127.0.0.1 unless configured otherwise, and then answers only requests
/// addressed to a loopback name, which defeats DNS rebinding. WebSocket handshakes must come
/// from the server's own origin and carry an unused session token (128 random bits), so a tab
/// can drive only its own session. Messages over 64 KiB, malformed, of an unknown type or for
/// an unknown element get an error frame and a log line, and the session carries on. Sessions
/// are capped (``LiveServerConfiguration/maximumSessions``) and each connection is rate
/// limited by a token bucket. Pages carry a Content-Security-Policy that allows only the
/// server's own script.
public final class LiveServer: Sendable {
  /// Where the client script and style sheets are served.
  static let assetPath = "/_cw"
  /// Where pages open their WebSocket.
  static let socketPath = "/_cw/ws"

  public let configuration: LiveServerConfiguration
  let registry: SessionRegistry
  private let routes = Mutex<[PageRoute]>([])
  private let logger: Logger

  public init(configuration: LiveServerConfiguration = LiveServerConfiguration()) {
    self.configuration = configuration
    self.registry = SessionRegistry(maximumSessions: configuration.maximumSessions)
    self.logger = Logger(label: "ComposableWeb")
  }

  /// Serves a page at `path` whose content `content` builds, once per browser tab.
  ///
  /// ```swift
  /// server.page("/", title: "Counter") {
  ///   CounterView(store: Store(initialState: .init(), reducer: counterReducer, environment: ()))
  /// }
  /// ```
  public func page<Content: View>(
    _ path: String,
    title: String,
    _ content: @escaping @MainActor @Sendable () -> Content
  ) {
    let route = PageRoute(path: path, title: title) { RenderSession(root: content()) }
    routes.withLock { $0.append(route) }
  }

  /// Serves a page at `path` whose content `content` builds once per browser tab, handing it
  /// that tab's ``BrowserBridge`` so the page's clients can call browser APIs.
  ///
  /// ```swift
  /// server.page("/settings", title: "Settings") { bridge in
  ///   SettingsView(store: Store(
  ///     initialState: SettingsState(),
  ///     reducer: settingsReducer,
  ///     environment: SettingsEnvironment(mainQueue: .main, userNotifications: .browser(bridge))
  ///   ))
  /// }
  /// ```
  public func page<Content: View>(
    _ path: String,
    title: String,
    _ content: @escaping @MainActor @Sendable (_ bridge: BrowserBridge) -> Content
  ) {
    let route = PageRoute(path: path, title: title) {
      let bridge = BrowserBridge()
      return RenderSession(root: content(bridge), bridge: bridge)
    }
    routes.withLock { $0.append(route) }
  }

  /// The number of open sessions.
  public var sessionCount: Int {
    get async { await registry.count }
  }

  /// Runs the server until the calling task is cancelled.
  public func run() async throws {
    try await run(onStarted: { _ in })
  }

  /// Runs the server until the calling task is cancelled, calling `onStarted` with the port it
  /// listens on once it accepts connections (useful with port `0`).
  public func run(onStarted: @escaping @Sendable (_ port: Int) async -> Void) async throws {
    let configuration = self.configuration
    let app = Application(
      router: makeRouter(),
      server: .http1WebSocketUpgrade(
        webSocketRouter: makeSocketRouter(),
        configuration: .init(ws: .init(maxFrameSize: 1 << 20))
      ),
      configuration: .init(address: .hostname(configuration.host, port: configuration.port)),
      onServerRunning: { channel in
        await onStarted(channel.localAddress?.port ?? configuration.port)
      },
      logger: logger
    )
    let group = ServiceGroup(
      configuration: ServiceGroupConfiguration(services: [app], logger: logger)
    )
    // Cancelling the caller shuts the server down gracefully: it stops accepting, closes its
    // sockets and returns, instead of tearing the event loops down mid-request.
    let running = Task { try await group.run() }
    try await withTaskCancellationHandler {
      try await running.value
    } onCancel: {
      Task { await group.triggerGracefulShutdown() }
    }
  }

  // MARK: - HTTP

  private func makeRouter() -> Router<BasicRequestContext> {
    let router = Router()
    router.add(
      middleware: HostCheckMiddleware(
        bindHost: configuration.host, allowed: configuration.allowedHostNames)
    )
    let registry = self.registry
    let timeout = configuration.connectTimeout
    let appStyleSheet = configuration.additionalStyleSheet
    for route in routes.withLock({ $0 }) {
      router.get(RouterPath(route.path)) { _, _ -> Response in
        let opened = await MainActor.run { registry.open(route.makeSession) }
        guard let (token, body) = opened else {
          return Self.response(
            status: .serviceUnavailable, type: "text/plain; charset=utf-8",
            body: "Too many open sessions; try again later.\n"
          )
        }
        Task {
          try? await Task.sleep(for: timeout)
          await registry.expireIfUnconnected(token)
        }
        let document = pageDocument(
          title: route.title, token: token, socketPath: Self.socketPath, body: body,
          additionalStyleSheet: !appStyleSheet.isEmpty
        )
        return Self.response(status: .ok, type: "text/html; charset=utf-8", body: document)
      }
    }
    router.get(RouterPath("\(Self.assetPath)/client.js")) { _, _ in
      Self.response(status: .ok, type: "text/javascript; charset=utf-8", body: clientScript)
    }
    router.get(RouterPath("\(Self.assetPath)/style.css")) { _, _ in
      Self.response(status: .ok, type: "text/css; charset=utf-8", body: styleSheet)
    }
    if !appStyleSheet.isEmpty {
      router.get(RouterPath("\(Self.assetPath)/app.css")) { _, _ in
        Self.response(status: .ok, type: "text/css; charset=utf-8", body: appStyleSheet)
      }
    }
    return router
  }

  private static func response(status: HTTPResponse.Status, type: String, body: String) -> Response {
    var headers: HTTPFields = [
      .contentType: type,
      .cacheControl: "no-store",
      .contentSecurityPolicy:
        "default-src 'none'; script-src 'self'; style-src 'self' 'unsafe-inline'; "
        + "connect-src 'self'; img-src 'self' data:; base-uri 'none'; form-action 'none'; "
        + "frame-ancestors 'none'",
    ]
    if let name = HTTPField.Name("X-Content-Type-Options") { headers[name] = "nosniff" }
    if let name = HTTPField.Name("Referrer-Policy") { headers[name] = "no-referrer" }
    return Response(
      status: status, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(string: body))
    )
  }

  // MARK: - WebSocket

  private func makeSocketRouter() -> Router<BasicWebSocketRequestContext> {
    let router = Router(context: BasicWebSocketRequestContext.self)
    let registry = self.registry
    let configuration = self.configuration
    router.ws(
      RouterPath(Self.socketPath),
      shouldUpgrade: { request, context in
        guard
          isAllowedHost(
            request.head.authority, bindHost: configuration.host,
            allowed: configuration.allowedHostNames)
        else {
          context.logger.warning(
            "ComposableWeb: refused a WebSocket for host \(request.head.authority ?? "(none)")")
          throw HTTPError(.misdirectedRequest)
        }
        let origin = request.headers[.origin]
        guard
          isAllowedOrigin(
            origin, host: request.head.authority, extra: configuration.additionalAllowedOrigins)
        else {
          context.logger.warning(
            "ComposableWeb: refused a WebSocket from origin \(origin ?? "(none)")")
          throw HTTPError(.forbidden)
        }
        guard let token = request.uri.queryParameters.get("token"),
          await registry.reserve(token)
        else {
          context.logger.warning("ComposableWeb: refused a WebSocket with an unknown session")
          throw HTTPError(.forbidden)
        }
        return .upgrade([:])
      },
      onUpgrade: { inbound, outbound, context in
        guard let token = context.request.uri.queryParameters.get("token"),
          let frames = await registry.claim(token)
        else {
          try await outbound.close(.policyViolation, reason: "unknown session")
          return
        }
        try await withThrowingTaskGroup(of: Void.self) { group in
          group.addTask {
            for await frame in frames {
              try await outbound.write(.text(frame))
            }
          }
          do {
            var bucket = TokenBucket(
              ratePerSecond: configuration.messagesPerSecond,
              burst: configuration.messageBurst,
              now: .now
            )
            for try await message in inbound.messages(maxSize: 1 << 20) {
              guard case let .text(text) = message else {
                let error = EventError.malformed("binary messages are not supported")
                context.logger.warning("ComposableWeb: refused a message: \(error)")
                await registry.refuse(error, for: token)
                continue
              }
              guard bucket.take(now: .now) else {
                context.logger.warning("ComposableWeb: refused a message: \(EventError.rateLimited)")
                await registry.refuse(.rateLimited, for: token)
                continue
              }
              if let error = await registry.receive(text, for: token) {
                context.logger.warning("ComposableWeb: refused a message: \(error)")
              }
            }
          } catch {
            context.logger.debug("ComposableWeb: connection ended: \(error)")
          }
          await registry.close(token)
          try await group.waitForAll()
        }
      }
    )
    return router
  }
}
