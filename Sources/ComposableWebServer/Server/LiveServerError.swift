/// Why a ``LiveServer`` could not start, with a message that says what to do.
///
/// ```swift
/// do {
///   try await server.run()
/// } catch let error as LiveServerError {
///   print(error)  // 127.0.0.1:8080 is already in use: …
/// }
/// ```
public enum LiveServerError: Error, Equatable, Sendable, CustomStringConvertible {
  /// Another process (perhaps another copy of this server) already listens on the address.
  case addressInUse(host: String, port: Int)
  /// The server has an inspector but listens on a non-loopback address, which would show every
  /// session's state to the network (see ``InspectorConfiguration/allowsNonLoopbackHost``).
  case inspectorOnNonLoopbackHost(host: String)

  public var description: String {
    switch self {
    case let .addressInUse(host, port):
      "\(host):\(port) is already in use: another server (perhaps another copy of this one) "
        + "listens there. Stop it, or choose another port (port 0 picks a free one)."
    case let .inspectorOnNonLoopbackHost(host):
      "The inspector shows every session's state, so it only runs on a loopback address, not "
        + "\(host). Listen on 127.0.0.1, or set InspectorConfiguration.allowsNonLoopbackHost."
    }
  }
}
