import Foundation

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
  /// How many sessions (browser tabs with a connected WebSocket) may be open at once; more
  /// handshakes get a 503. Serving a page does not open a session: only its WebSocket does.
  public var maximumSessions = 256
  /// How many served pages may wait for their WebSocket at once. Each holds a ticket of about a
  /// hundred bytes; serving one more drops the oldest ticket (that tab can't connect and must
  /// be reloaded), so page loads can never lock sessions out.
  public var maximumPendingPages = 4096
  /// How many of them one client address may hold; serving it one more drops its own oldest
  /// ticket. When the server holds ``maximumPendingPages``, the address holding the most loses
  /// its oldest: a flood of page loads from one address evicts its own tickets, not a real
  /// tab's elsewhere.
  public var maximumPendingPagesPerAddress = 512
  /// The sustained number of messages per second a connection may send. Over it, a message is
  /// refused and the connection's next one is read only when the rate allows: a flood waits in
  /// the client's own socket rather than costing the server its reading.
  public var messagesPerSecond: Double = 50
  /// How many messages a connection may send in a burst before the rate applies.
  public var messageBurst = 100
  /// How many messages in a row a connection may send over its rate (or with its queue full)
  /// before it is closed (1008) and dropped unread. Refused messages cost the server no
  /// allocation; the page hears of the first of a stretch with an error frame.
  public var maximumRefusedMessages = 1_000
  /// How many messages of a connection may wait for their session at once; more are refused
  /// with an error frame. When the connection closes, the waiting ones are dropped.
  public var maximumQueuedMessages = 128
  /// The largest WebSocket message (and frame) a client may send, in bytes; a larger one
  /// closes the connection with code 1009. Messages over 64 KiB but under this get an error
  /// frame and the session carries on.
  public var maximumMessageSize = 1 << 20
  /// How many bytes of frames may wait to be sent to one connection; a client that stops
  /// reading past this is disconnected, so its output can't grow the server's memory.
  public var maximumPendingOutput = 1 << 20
  /// How many log lines one connection may cause per minute; more are counted, and the next
  /// line written says how many were left out.
  public var maximumLogLinesPerMinute = 30
  /// How many warnings and errors the whole server may log per minute (refused connections and
  /// handshakes, protocol errors); more are counted, and the next line says how many were left
  /// out.
  public var maximumServerLogLinesPerMinute = 120
  /// How long a served page may take to open its WebSocket before its ticket expires.
  public var connectTimeout: Duration = .seconds(20)
  /// How long a client may take to send a request: its headers and the body they declare.
  /// Slower ones get a 408 and are disconnected, so a client trickling its headers (slowloris)
  /// or its body can't hold connections open.
  public var headerTimeout: Duration = .seconds(10)
  /// The largest request body a client may declare (`Content-Length`), in bytes; a larger one,
  /// or a chunked body, gets a 413 and the connection is closed. The server's own routes take
  /// no bodies.
  public var maximumRequestBodySize = 16_384
  /// How long a kept-alive HTTP connection may sit idle between requests before it is closed.
  public var idleTimeout: Duration = .seconds(60)
  /// How often the server pings each WebSocket; a tab that doesn't answer within the next
  /// interval is disconnected (a vanished network, a suspended laptop).
  public var pingInterval: Duration = .seconds(30)
  /// How long a closing WebSocket waits for the client's answering close frame before the
  /// connection is dropped (a client that never answers can't hold a shutdown up).
  public var closeTimeout: Duration = .seconds(3)
  /// How many connections one client address may hold open at once; more get a 429.
  public var maximumConnectionsPerAddress = 128
  /// How many sessions one client address may hold at once, counting its connected tabs and
  /// its sessions waiting for their tab to reconnect. A new tab from an address at its cap
  /// ends that address's own oldest waiting session, or, with none, gets a 429.
  public var maximumSessionsPerAddress = 64
  /// How long a session waits for its tab after the tab's connection drops without a goodbye
  /// (a network blip, a suspended laptop, a proxy restart). The page reconnects on its own and
  /// carries on with the same state; after this the session ends. Zero ends it at once.
  public var reconnectGracePeriod: Duration = .seconds(120)
  /// The memory one session may hold, in bytes, as its page's element count estimates it (about
  /// 1.4 KiB an element, see the Security article). A session that grows past it after a
  /// message gets an error frame and is closed (1008); the server serves the others.
  public var maximumSessionMemory = 64 << 20
  /// The memory the sessions of one client address may hold together; the session whose
  /// message takes the address past it is closed the same way.
  public var maximumAddressMemory = 256 << 20
  /// The memory all sessions may hold together; the session whose message takes the server
  /// past it is closed the same way.
  public var maximumServerMemory = 1 << 30
  /// How many disconnected sessions may wait for their tabs at once; past this the oldest of
  /// the address with the most of them waiting ends, so no address can keep the waiting room to
  /// itself. They count toward ``maximumSessions`` while they wait, and a new tab when the
  /// server is full ends one of them the same way.
  public var maximumDetachedSessions = 256
  /// The fraction of one core a session's work (its messages, and flushing what its effects
  /// change) may use on average. A session over it is slowed down to it.
  public var sessionWorkShare = 0.5
  /// How much work a session may do at once before ``sessionWorkShare`` applies.
  public var sessionWorkBurst: Duration = .seconds(2)
  /// How long a session may stay over its work budget before it is closed (WebSocket close
  /// 1008, "used more than its share of the server").
  public var sessionOverBudgetLimit: Duration = .seconds(10)
  /// Whether SIGINT (Ctrl-C) and SIGTERM shut the server down gracefully: sessions are told
  /// the server is going away (WebSocket close 1001) and ``LiveServer/run()`` returns.
  public var shutsDownOnSignals = true
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
  /// Where the sessions of pages registered with a `Codable` root state
  /// (``LiveServer/page(_:title:initialState:reducer:environment:content:)``) keep their
  /// snapshots, so a tab resumes after the server restarts or crashes; `nil` keeps them in
  /// memory only, as other pages' are.
  ///
  /// The default is a ``FileSessionStore`` in the system's temporary directory, in a directory
  /// of this user's and this program's (`composable-web-sessions-UID-PROGRAM`), for a single
  /// process. Servers behind a proxy share one store, so a tab resumes on any instance.
  public var sessionStore: (any SessionStore)? = FileSessionStore(
    directory: NSTemporaryDirectory()
      + "composable-web-sessions-\(getuid())-\(ProcessInfo.processInfo.processName)")
  /// How long after a session's state changes its snapshot is written: the changes of a burst
  /// (typing, a drag) make one write.
  public var snapshotDelay: Duration = .milliseconds(200)
  /// The largest snapshot, in bytes. A session whose state encodes larger is not kept (it says
  /// so in the log once) and starts over after a restart; a larger stored one is refused.
  public var maximumSnapshotSize = 256 << 10

  public init() {}
}
