import HTTPTypes
import Hummingbird
import HummingbirdCore
import Logging
import NIOCore
import NIOHTTP1

extension LiveServer {
  /// Where the inspector page is served.
  static let inspectorPagePath = "/_cw/inspector"
  /// Where inspector pages open their WebSocket.
  static let inspectorSocketPath = "/_cw/inspector/ws"

  /// The inspector page's path with its token, `/_cw/inspector?token=…`, when the server has an
  /// inspector; the server logs the full URL when it starts.
  ///
  /// ```swift
  /// let server = LiveServer(inspector: InspectorConfiguration())
  /// try await server.run { port in
  ///   print("http://127.0.0.1:\(port)\(server.inspectorPath!)")
  /// }
  /// ```
  public var inspectorPath: String? {
    inspector.map { "\(Self.inspectorPagePath)?token=\($0.token)" }
  }

  /// Refuses to serve an inspector on a non-loopback address unless the configuration says so.
  func checkInspectorHost() throws(LiveServerError) {
    guard let inspector, !inspector.configuration.allowsNonLoopbackHost else { return }
    guard isLoopbackHost(configuration.host) else {
      throw .inspectorOnNonLoopbackHost(host: configuration.host)
    }
  }

  /// The inspector page, its script and its style sheet.
  func addInspectorRoutes(to router: Router<LiveRequestContext>) {
    guard let inspector else { return }
    let token = inspector.token
    let maximumMessageSize = configuration.maximumMessageSize
    router.get(RouterPath(Self.inspectorPagePath)) { request, _ -> Response in
      guard let given = request.uri.queryParameters.get("token"), isSameToken(given, token) else {
        return Self.response(
          status: .forbidden, type: "text/html; charset=utf-8", body: inspectorRefusalDocument)
      }
      return Self.response(
        status: .ok, type: "text/html; charset=utf-8",
        body: inspectorDocument(
          token: token, socketPath: Self.inspectorSocketPath,
          maximumMessageSize: maximumMessageSize))
    }
    router.get(RouterPath("\(Self.assetPath)/inspector.js")) { _, _ in
      Self.response(status: .ok, type: "text/javascript; charset=utf-8", body: inspectorScript)
    }
    router.get(RouterPath("\(Self.assetPath)/inspector.css")) { _, _ in
      Self.response(status: .ok, type: "text/css; charset=utf-8", body: inspectorStyleSheet)
    }
  }

  /// The inspector pages' WebSocket handshake: same host and origin checks as a session's, and
  /// the inspector's token instead of a page ticket. `nil` when the server has no inspector.
  func makeInspectorHandshake()
    -> (
      @Sendable (HTTPRequestHead, URI, any Channel, Logger) -> LiveServerChannel.HandshakeOutcome
    )?
  {
    guard let inspector else { return nil }
    let configuration = self.configuration
    let token = inspector.token
    return { [self] head, uri, channel, logger in
      if let refusal = refuseForeignHandshake(head, channel: channel, logger: logger) {
        return refusal
      }
      guard let given = uri.queryParameters.get("token"), isSameToken(given, token) else {
        logger.warning("refused an inspector WebSocket")
        return refuse(channel, status: 403, reason: "Forbidden")
      }
      return accept(channel) { frameGuard in
        InspectorSocket(
          inspector: inspector, channel: channel, frameGuard: frameGuard,
          configuration: configuration)
      }
    }
  }
}

/// An inspector page's socket: the inspector's frames go out to it, and its requests (travel
/// to an action, export a report) go to the inspector, in the order they came.
private final class InspectorSocket: WebSocketEndpoint, @unchecked Sendable {
  private let inspector: Inspector
  private let channel: any Channel
  private let frameGuard: ClientFrameGuard
  private let pingInterval: Duration
  // On the event loop only.
  private var bucket: TokenBucket
  private var outgoing: OutgoingFrames?
  /// The inspector's number for this page, once it is connected.
  private var watcher: Int?
  /// The last request handed to the inspector: the next waits for it, so they keep their order.
  private var lastRequest: Task<Void, Never>?

  init(
    inspector: Inspector, channel: any Channel, frameGuard: ClientFrameGuard,
    configuration: LiveServerConfiguration
  ) {
    self.inspector = inspector
    self.channel = channel
    self.frameGuard = frameGuard
    self.pingInterval = configuration.pingInterval
    self.bucket = TokenBucket(
      ratePerSecond: configuration.messagesPerSecond, burst: configuration.messageBurst,
      now: .now)
  }

  func start(on socket: WebSocketConnection) {
    try? frameGuard.startPinging(every: TimeAmount(pingInterval), in: channel.pipeline)
    let channel = self.channel
    // A bug report export is one large frame: allow a few of them in flight.
    let outgoing = OutgoingFrames(channel: channel, limit: 64 << 20, closedBy: frameGuard) {
      channel.close(promise: nil)
    }
    self.outgoing = outgoing
    let (inspector, loopBound) = (self.inspector, NIOLoopBound(self, eventLoop: channel.eventLoop))
    let socket = NIOLoopBound(socket, eventLoop: channel.eventLoop)
    Task {
      let watcher = await inspector.connect(frames: outgoing)
      channel.eventLoop.execute {
        loopBound.value.watcher = watcher
        socket.value.endpointStarted()
      }
    }
  }

  func receive(_ message: String) -> WebSocketConnection.Verdict {
    // Over the rate, requests are dropped: an inspector page asks at a person's pace.
    guard bucket.take(now: .now), let watcher else { return .taken }
    let (inspector, previous) = (self.inspector, lastRequest)
    lastRequest = Task {
      await previous?.value
      await inspector.receive(message, from: watcher)
    }
    return .taken
  }

  func refuseBinaryMessage() {}

  func connectionClosing() {
    frameGuard.stopPinging()
    outgoing?.finish()
  }

  func connectionEnded(failed: Bool) {
    guard let watcher else { return }
    let (inspector, previous) = (self.inspector, lastRequest)
    Task {
      await previous?.value
      await inspector.disconnect(watcher)
    }
  }
}

/// Compares two tokens in time that doesn't depend on where they differ.
func isSameToken(_ given: String, _ expected: String) -> Bool {
  let given = Array(given.utf8)
  let expected = Array(expected.utf8)
  guard given.count == expected.count else { return false }
  var difference: UInt8 = 0
  for index in given.indices { difference |= given[index] ^ expected[index] }
  return difference == 0
}
