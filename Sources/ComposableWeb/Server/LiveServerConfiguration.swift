/// Where a ``LiveServer`` listens and the limits it enforces.
///
/// ```swift
/// var configuration = LiveServerConfiguration()
/// configuration.port = 8080
/// configuration.maximumSessions = 64
/// let server = LiveServer(configuration: configuration)
/// ```
public struct LiveServerConfiguration: Sendable {
  /// The address to listen on; the loopback address by default, so nothing outside this
  /// machine can reach the server unless you say so.
  public var host = "127.0.0.1"
  /// The port to listen on; `0` picks a free one (see ``LiveServer/run(onStarted:)``).
  public var port = 8080
  /// How many sessions (browser tabs) may be open at once; more page loads get a 503.
  public var maximumSessions = 256
  /// The sustained number of messages per second a connection may send.
  public var messagesPerSecond: Double = 50
  /// How many messages a connection may send in a burst before the rate applies.
  public var messageBurst = 100
  /// How long a served page may take to open its WebSocket before its session is dropped.
  public var connectTimeout: Duration = .seconds(30)
  /// Origins allowed to open WebSockets besides the server's own (for a proxy in front of it).
  public var additionalAllowedOrigins: [String] = []
  /// The host names requests may address (the `Host` header, without the port). Empty means:
  /// loopback names only when listening on a loopback address, any name otherwise.
  public var allowedHostNames: [String] = []
  /// CSS that every page loads after the renderer's own style sheet, to restyle or extend it;
  /// served from the server's origin like the rest, so the Content-Security-Policy holds.
  ///
  /// ```swift
  /// configuration.additionalStyleSheet = ".cw-root { max-width: 960px; }"
  /// ```
  public var additionalStyleSheet = ""

  public init() {}
}
