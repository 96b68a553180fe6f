/// Turns on a ``LiveServer``'s time-travel inspector and sets its limits.
///
/// ```swift
/// let server = LiveServer(inspector: InspectorConfiguration())
/// try await server.run()
/// // logs: Inspector: http://127.0.0.1:8080/_cw/inspector?token=5f0c…
/// ```
///
/// With an inspector, every session records the actions its root store receives, and the
/// inspector page — at the URL the server logs at startup, which carries the inspector's own
/// token — lists them live, shows each one's state diff, shows any past state in the session's
/// tab (read-only), and exports a session as a bug report. It reads the sessions of its own
/// server only, and never sends a session an action.
///
/// The inspector shows everything the sessions' state holds, so it is refused on a server that
/// listens on a non-loopback address (``LiveServer/run()`` throws) unless
/// ``allowsNonLoopbackHost`` says otherwise.
public struct InspectorConfiguration: Sendable {
  /// The token the inspector's URL must carry; a fresh random one (128 bits) when `nil`.
  public var token: String?
  /// How many actions each session keeps; older ones are dropped, a chunk at a time.
  public var historyCapacity = 5_000
  /// How many actions pass between two kept states.
  ///
  /// At 1, the default, the state after every action is kept, so every past state is exactly
  /// what the reducer produced, whatever it read from its environment (a UUID generator, the
  /// clock). A larger interval keeps one state in so many and rebuilds the others by running
  /// the reducer again with effects discarded: less memory for large states, exact only for
  /// reducers that are functions of state, action and environment.
  public var snapshotInterval = 1
  /// How many closed sessions stay listed, so their history can still be read and exported.
  public var keptClosedSessions = 16
  /// Whether the inspector may run on a server that listens on a non-loopback address.
  public var allowsNonLoopbackHost = false

  public init() {}
}
