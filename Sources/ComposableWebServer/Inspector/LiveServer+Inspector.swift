import HTTPTypes
import Hummingbird
import HummingbirdWebSocket
import NIOCore

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
  func addInspectorRoutes(to router: Router<LiveSocketRequestContext>) {
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

  /// The inspector pages' WebSocket: same host and origin checks as a session's, and the
  /// inspector's token instead of a page ticket.
  func addInspectorSocket(to router: Router<LiveSocketRequestContext>) {
    guard let inspector else { return }
    let configuration = self.configuration
    let token = inspector.token
    router.ws(
      RouterPath(Self.inspectorSocketPath),
      shouldUpgrade: { request, context in
        guard
          isAllowedHost(
            request.head.authority, bindHost: configuration.host,
            allowed: configuration.allowedHostNames),
          isAllowedOrigin(
            request.headers[.origin], host: request.head.authority,
            extra: configuration.additionalAllowedOrigins),
          let given = request.uri.queryParameters.get("token"), isSameToken(given, token)
        else {
          context.logger.warning("refused an inspector WebSocket")
          await RawHTTPResponse.send(status: 403, reason: "Forbidden", on: context.channel)
          throw HTTPError(.forbidden)
        }
        context.frameGuard.value = try await ClientFrameGuard.install(
          on: context.channel, maximumFrameSize: configuration.maximumMessageSize)
        return .upgrade([:])
      },
      onUpgrade: { inbound, _, context in
        let channel = context.requestContext.channel
        let frameGuard = context.requestContext.frameGuard.value
        await frameGuard?.startPinging(on: channel, every: configuration.pingInterval)
        // A bug report export is one large frame: allow a few of them in flight.
        let outgoing = OutgoingFrames(channel: channel, limit: 64 << 20, closedBy: frameGuard) {
          channel.close(promise: nil)
        }
        let watcher = await inspector.connect(frames: outgoing)
        var bucket = TokenBucket(
          ratePerSecond: configuration.messagesPerSecond, burst: configuration.messageBurst,
          now: .now)
        do {
          for try await message in inbound.messages(maxSize: configuration.maximumMessageSize) {
            guard case let .text(text) = message, bucket.take(now: .now) else { continue }
            await inspector.receive(text, from: watcher)
          }
        } catch {
          context.logger.debug("inspector connection ended: \(error)")
        }
        frameGuard?.stopPinging()
        await inspector.disconnect(watcher)
      }
    )
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
