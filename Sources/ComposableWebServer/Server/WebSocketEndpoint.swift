/// What serves one WebSocket connection's messages: a session, an inspector page. Called on the
/// connection's event loop.
///
/// ```swift
/// final class EchoSocket: WebSocketEndpoint {
///   func start(on connection: WebSocketConnection) { connection.endpointStarted() }
///   func receive(_ message: String) -> WebSocketConnection.Verdict { .taken }
///   func refuseBinaryMessage() {}
///   func connectionClosing() {}
///   func connectionEnded(failed: Bool) {}
/// }
/// ```
protocol WebSocketEndpoint: AnyObject {
  /// The connection is upgraded. Call ``WebSocketConnection/endpointStarted()`` (on the event
  /// loop) once messages may come, or close the connection.
  func start(on connection: WebSocketConnection)
  /// A text message; the verdict says when the next may come.
  func receive(_ message: String) -> WebSocketConnection.Verdict
  /// A binary message, which no endpoint here takes.
  func refuseBinaryMessage()
  /// Nothing may go out any more, not even a ping: a close frame is on its way, or the
  /// connection is gone (RFC 6455 §5.5.1). Called once, started or not, before the close frame
  /// is written.
  func connectionClosing()
  /// The connection is over for the endpoint, which started: it is gone, or its closing began.
  /// `failed` when it was failed for a protocol error rather than closed.
  func connectionEnded(failed: Bool)
}
