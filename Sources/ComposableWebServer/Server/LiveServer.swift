import HTTPTypes
import Hummingbird
import HummingbirdCore
import Logging
import NIOCore
import ServiceLifecycle
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

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
/// The page closure runs once to render a page load's first paint (that session is released at
/// once; the tab holds only a ticket), and once more when the tab's WebSocket connects, for the
/// session that lives as long as the tab. Each session runs on a serial executor of its own
/// (`StoreExecutor`), where its stores are created and do all their work, so sessions use
/// every core and a busy one doesn't hold up the rest; each session's work is metered
/// (``LiveServerConfiguration/sessionWorkShare``). The executor takes its turns on the event
/// loop of the tab's connection, so a message, the work it causes and the patch it answers with
/// take no thread switch. A session kept busy message after message, or whose work took more
/// than a millisecond, goes on in the shared pool, leaving the loop to its other connections,
/// until it is quick again; its first slow step (a reducer that computes for milliseconds) still
/// holds that loop's other connections while it runs: such work belongs in an effect. Closing
/// the tab releases the session's stores, cancels their effects and drops its queued messages.
/// A tab whose connection drops reconnects by itself and resumes its session, kept for
/// ``LiveServerConfiguration/reconnectGracePeriod``. A page whose clients call browser APIs
/// takes its tab's `BrowserBridge`: `server.page("/settings", title: "Settings") { bridge in … }`.
///
/// ## Hardening
///
/// The server listens on 127.0.0.1 unless configured otherwise, and then answers only requests
/// addressed to a loopback name, which defeats DNS rebinding. WebSocket handshakes must come
/// from the server's own origin and carry an unused page ticket (128 random bits), so a tab
/// can drive only its own session; refused handshakes are answered 403, 421 or 503. Only a
/// connected WebSocket holds a session slot (``LiveServerConfiguration/maximumSessions``):
/// page loads can't lock anyone out. Each connection is rate limited by a token bucket, its
/// queued messages and unsent frames are bounded, and its log lines are rate limited and
/// escaped. Protocol errors close the WebSocket with their RFC 6455 code (1002, 1007, 1009);
/// slow headers get a 408, requests that aren't HTTP a 400, and each client address has a
/// connection and a session cap. Pages carry a Content-Security-Policy that allows only the
/// server's own script. Every limit is a ``LiveServerConfiguration`` property.
public final class LiveServer: Sendable {
  /// Where the client script and style sheets are served.
  static let assetPath = "/_cw"
  /// Where pages open their WebSocket.
  static let socketPath = "/_cw/ws"

  public let configuration: LiveServerConfiguration
  let registry: SessionRegistry
  let tickets: PageTickets
  let limits: ConnectionLimits
  private let routes = Mutex<[PageRoute]>([])
  /// Folders served as static files: the URL path they are served at, and where they are.
  private let fileFolders = Mutex<[(path: String, directory: String)]>([])
  private let logger: Logger
  /// The time-travel inspector, when turned on (see ``InspectorConfiguration``).
  let inspector: Inspector?

  /// Creates a server; it logs to `logger` (swift-log), whose level decides what is written.
  /// With an `inspector` configuration, it records every session and serves the inspector
  /// page at ``inspectorPath``.
  public init(
    configuration: LiveServerConfiguration = LiveServerConfiguration(),
    inspector: InspectorConfiguration? = nil,
    logger: Logger = Logger(label: "ComposableWeb")
  ) {
    self.configuration = configuration
    let inspector = inspector.map(Inspector.init(configuration:))
    self.inspector = inspector
    self.registry = SessionRegistry(
      maximumSessions: configuration.maximumSessions,
      maximumSessionsPerAddress: configuration.maximumSessionsPerAddress,
      maximumDetachedSessions: configuration.maximumDetachedSessions,
      memoryBudget: MemoryBudget(
        session: configuration.maximumSessionMemory,
        address: configuration.maximumAddressMemory,
        server: configuration.maximumServerMemory),
      gracePeriod: configuration.reconnectGracePeriod,
      budget: WorkBudget.Limits(
        share: configuration.sessionWorkShare,
        burst: configuration.sessionWorkBurst,
        closeAfter: configuration.sessionOverBudgetLimit
      ),
      inspector: inspector,
      // Snapshots live as long as a tab may take to come back: without a grace period, none.
      snapshots: configuration.reconnectGracePeriod <= .zero
        ? nil
        : configuration.sessionStore.map { store in
          SnapshotSettings(
            store: store, delay: configuration.snapshotDelay,
            maximumSize: configuration.maximumSnapshotSize,
            lifetime: configuration.reconnectGracePeriod,
            writer: String(UInt64.random(in: .min ... .max), radix: 16),
            log: { [logger] in logger.warning("\($0)") })
        }
    )
    self.limits = ConnectionLimits(
      connectionsPerAddress: configuration.maximumConnectionsPerAddress)
    self.tickets = PageTickets(
      capacity: configuration.maximumPendingPages,
      capacityPerAddress: configuration.maximumPendingPagesPerAddress,
      lifetime: configuration.connectTimeout)
    // Refused connections log a line each: bounded server-wide, so a flood can't fill a disk.
    var limitedLogger = logger
    limitedLogger.handler = RateLimitedLogHandler(
      base: logger.handler, linesPerMinute: configuration.maximumServerLogLinesPerMinute)
    self.logger = limitedLogger
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
    _ content: @escaping @Sendable () -> Content
  ) {
    add(PageRoute(path: path, title: title) { RenderSession(root: content()) })
  }

  /// Serves a page at `path` whose content `content` builds once per browser tab, handing it
  /// that tab's `BrowserBridge` so the page's clients can call browser APIs.
  ///
  /// ```swift
  /// server.page("/share", title: "Share") { bridge in
  ///   ShareView(store: Store(
  ///     initialState: ShareState(),
  ///     reducer: shareReducer,
  ///     environment: ShareEnvironment(page: .browser(bridge))
  ///   ))
  /// }
  /// ```
  public func page<Content: View>(
    _ path: String,
    title: String,
    _ content: @escaping @Sendable (_ bridge: BrowserBridge) -> Content
  ) {
    add(
      PageRoute(path: path, title: title) {
        let bridge = BrowserBridge()
        return RenderSession(root: content(bridge), bridge: bridge)
      })
  }

  /// Serves `route`.
  func add(_ route: PageRoute) {
    routes.withLock { $0.append(route) }
  }

  /// The page served at `path`, if any.
  func route(at path: String) -> PageRoute? {
    routes.withLock { routes in routes.first { $0.path == path } }
  }

  /// Whether some page keeps snapshots of its sessions.
  var hasSnapshottedPages: Bool {
    routes.withLock { routes in routes.contains { $0.stateType != nil } }
  }

  /// The pages whose sessions live in memory only, for the line the server logs at start.
  var pagesWithoutSnapshots: [String] {
    routes.withLock { routes in routes.filter { $0.stateType == nil }.map(\.path) }
  }

  /// Logs a warning about how the server was set up, once, at start.
  package func warn(_ message: String) {
    logger.warning("\(message)")
  }

  /// Serves the files in `directory` (and its subfolders) at `path`: a built documentation
  /// site, say. A folder's `index.html` answers for the folder.
  ///
  /// ```swift
  /// server.files(at: "/docs", in: ".build/docs")
  /// ```
  ///
  /// Only `GET` and `HEAD` requests are served, and a path that names a parent folder (`..`) is
  /// refused with 400, so nothing outside `directory` can be read. Pages take precedence over
  /// files at the same path.
  public func files(at path: String, in directory: String) {
    let path = path.hasSuffix("/") ? String(path.dropLast()) : path
    let directory = directory.hasSuffix("/") ? directory : directory + "/"
    fileFolders.withLock { $0.append((path, directory)) }
  }

  /// The number of open sessions: tabs whose WebSocket is connected, and those waiting for
  /// their tab to reconnect.
  public var sessionCount: Int {
    get async { registry.count }
  }

  /// The number of sessions whose tab's connection dropped and that wait for it to reconnect.
  public var detachedSessionCount: Int {
    registry.detachedCount
  }

  /// Cuts every tab's connection without a WebSocket close, as a network failure would: each
  /// page reconnects and resumes its session. For tests of reconnecting.
  package func dropConnections() {
    registry.dropConnections()
  }

  /// The number of pages served whose tabs have not connected yet (and whose tickets have not
  /// expired or been dropped for newer ones).
  public var pendingPageCount: Int {
    tickets.count
  }

  /// Runs the server until the calling task is cancelled.
  public func run() async throws {
    try await run(onStarted: { _ in })
  }

  /// Runs the server until the calling task is cancelled, calling `onStarted` with the port it
  /// listens on once it accepts connections (useful with port `0`).
  public func run(onStarted: @escaping @Sendable (_ port: Int) async -> Void) async throws {
    let configuration = self.configuration
    try checkInspectorHost()
    let limits = self.limits
    let handshake = makeSocketHandshake()
    let memoryOnlyPages = registry.snapshots == nil ? [] : pagesWithoutSnapshots
    // The store is swept only where some page keeps snapshots.
    let snapshotSettings = hasSnapshottedPages ? registry.snapshots : nil
    let requestTimeout = TimeAmount(configuration.headerTimeout)
    let app = Application(
      router: makeRouter(),
      server: HTTPServerBuilder { responder in
        LiveServerChannel(
          responder: responder,
          handshake: handshake,
          limits: limits,
          requestTimeout: requestTimeout,
          idleTimeout: configuration.idleTimeout,
          maximumBodySize: configuration.maximumRequestBodySize,
          maximumMessageSize: configuration.maximumMessageSize,
          closeTimeout: configuration.closeTimeout
        )
      },
      configuration: .init(address: .hostname(configuration.host, port: configuration.port)),
      onServerRunning: { [inspectorPath, logger] channel in
        let port = channel.localAddress?.port ?? configuration.port
        if let inspectorPath {
          // Like a notebook server's token: the one line that lets this machine's user in.
          logger.notice("Inspector: http://\(configuration.host):\(port)\(inspectorPath)")
        }
        if !memoryOnlyPages.isEmpty {
          logger.info(
            """
            Sessions of \(memoryOnlyPages.joined(separator: ", ")) live in this process only \
            and start over after a restart: register a page with a Codable root state \
            (page(_:title:initialState:reducer:environment:content:)) to keep snapshots.
            """)
        }
        await onStarted(port)
      },
      logger: logger
    )
    // SIGINT (Ctrl-C) and SIGTERM (a service manager) shut the server down gracefully, like
    // cancelling the caller does: it stops accepting, closes each session's WebSocket with
    // 1001 (going away), and returns, instead of dying mid-request.
    let group = ServiceGroup(
      configuration: ServiceGroupConfiguration(
        services: [app, SessionDrain(registry: registry)]
          + (snapshotSettings.map { [SnapshotSweeper(settings: $0, registry: registry)] } ?? []),
        gracefulShutdownSignals: configuration.shutsDownOnSignals ? [.sigint, .sigterm] : [],
        logger: logger
      )
    )
    let running = Task { try await group.run() }
    do {
      try await withTaskCancellationHandler {
        try await running.value
      } onCancel: {
        Task { await group.triggerGracefulShutdown() }
      }
    } catch let error as IOError where error.errnoCode == EADDRINUSE {
      throw LiveServerError.addressInUse(host: configuration.host, port: configuration.port)
    }
  }

  // MARK: - HTTP

  private func makeRouter() -> Router<LiveRequestContext> {
    let router = Router(context: LiveRequestContext.self)
    router.add(
      middleware: HostCheckMiddleware(
        bindHost: configuration.host, allowed: configuration.allowedHostNames)
    )
    for folder in fileFolders.withLock({ $0 }) {
      router.add(
        middleware: FileMiddleware(
          folder.directory, urlBasePath: folder.path, searchForIndexHtml: true, logger: logger)
      )
    }
    let tickets = self.tickets
    let appStyleSheet = configuration.additionalStyleSheet
    for route in routes.withLock({ $0 }) {
      router.get(RouterPath(route.path)) { _, context -> Response in
        let address = context.channel.remoteAddress?.ipAddress ?? "unknown"
        // The first paint comes from a session made for it and released at once: a page load
        // holds nothing but a ticket until its WebSocket connects.
        // Made on an executor of its own, like a session's: page loads render in parallel.
        let body = await StoreExecutor(label: "ComposableWeb.first-paint").run {
          route.makeSession().html
        }
        let token = tickets.issue(route: route, firstPaintHash: body.hashValue, address: address)
        let document = pageDocument(
          title: route.title, token: token, socketPath: Self.socketPath, body: body,
          additionalStyleSheet: !appStyleSheet.isEmpty
        )
        return Self.response(status: .ok, type: "text/html; charset=utf-8", body: document)
      }
      // A HEAD request (a link checker, an uptime probe) learns the page is there without
      // rendering it or taking a ticket.
      router.head(RouterPath(route.path)) { _, _ -> Response in
        Self.response(status: .ok, type: "text/html; charset=utf-8", body: "")
      }
    }
    for path in ["/favicon.ico", "\(Self.assetPath)/favicon.svg"] {
      router.get(RouterPath(path)) { _, _ in
        Self.response(status: .ok, type: "image/svg+xml", body: favicon)
      }
    }
    router.get(RouterPath("\(Self.assetPath)/client.js")) { _, _ in
      Self.response(status: .ok, type: "text/javascript; charset=utf-8", body: clientScript)
    }
    router.get(RouterPath("\(Self.assetPath)/style.css")) { _, _ in
      Self.response(status: .ok, type: "text/css; charset=utf-8", body: styleSheet)
    }
    addInspectorRoutes(to: router)
    if !appStyleSheet.isEmpty {
      router.get(RouterPath("\(Self.assetPath)/app.css")) { _, _ in
        Self.response(status: .ok, type: "text/css; charset=utf-8", body: appStyleSheet)
      }
    }
    return router
  }

  static func response(status: HTTPResponse.Status, type: String, body: String) -> Response {
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
}
